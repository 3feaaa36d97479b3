/** Which file of a static build answers a URL path, the way a static host resolves it. */

/** `/about` → `/about.html`, `/` → `/index.html`, `/x/` → `/x/index.html` or `/x.html`. */
export function resolveStaticPath(files: ReadonlySet<string>, pathname: string): string | null {
  let path: string;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  if (path.includes('\0') || path.split('/').includes('..')) return null;
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  const candidates = trimmed === '/' ? ['/index.html'] : [trimmed, `${trimmed}.html`, `${trimmed}/index.html`];
  return candidates.find((candidate) => files.has(candidate)) ?? null;
}
