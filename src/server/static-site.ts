import { readdir } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';

/** Which file of a static build answers a URL path, the way a static host resolves it. */
export interface StaticFiles {
  resolve(pathname: string): string | null;
}

async function listFiles(root: string, dir = root, out: string[] = []): Promise<string[]> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) await listFiles(root, full, out);
    else out.push('/' + relative(root, full).split(sep).join('/'));
  }
  return out;
}

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

export async function indexStaticFiles(root: string): Promise<StaticFiles> {
  const files = new Set(await listFiles(root));
  return { resolve: (pathname) => resolveStaticPath(files, pathname) };
}
