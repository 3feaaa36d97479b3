import { gzipSync } from 'node:zlib';

/** What one built page makes a browser download on first load, gzipped, by kind. */
export interface PageWeight {
  html: number;
  css: number;
  js: number;
  /** The JS and CSS files it loads, site-relative. */
  assets: string[];
  /** What its dynamic `import()`s could load on demand beyond `js` (and all that those import in turn): reported, not budgeted. */
  lazyJs: number;
  /** Those files, site-relative. */
  lazyAssets: string[];
}

export function gzipSize(content: string | Buffer): number {
  return gzipSync(content, { level: 9 }).length;
}

const attr = (tag: string, name: string): string | undefined =>
  new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i')
    .exec(tag)
    ?.slice(1)
    .find((v) => v !== undefined);

/** JS and CSS a page references directly: module scripts, stylesheets, modulepreloads, island components. */
export function referencedAssets(html: string): { js: string[]; css: string[]; inlineJs: string[] } {
  const js = new Set<string>();
  const css = new Set<string>();
  const inlineJs: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const tag = match[1] ?? '';
    const src = attr(tag, 'src');
    const type = attr(tag, 'type');
    if (src) js.add(src);
    else if (!type || type === 'module' || type === 'text/javascript') inlineJs.push(match[2] ?? '');
  }
  for (const match of html.matchAll(/<link\b[^>]*>/gi)) {
    const tag = match[0];
    const rel = attr(tag, 'rel');
    const href = attr(tag, 'href');
    if (!href) continue;
    if (rel === 'stylesheet') css.add(href);
    if (rel === 'modulepreload') js.add(href);
  }
  for (const match of html.matchAll(/<astro-island\b[^>]*>/gi)) {
    for (const name of ['component-url', 'renderer-url']) {
      const url = attr(match[0], name);
      if (url) js.add(url);
    }
  }
  return { js: [...js], css: [...css], inlineJs };
}

/** The gzipped size of a page's inline scripts (counted in its JavaScript: the phone downloads them in the HTML). */
export function inlineJsBytes(html: string): number {
  return referencedAssets(html).inlineJs.reduce((sum, code) => sum + (code.trim() ? gzipSize(code) : 0), 0);
}

/** The site-relative paths of the relative or absolute addresses the patterns capture in `code` (bare ones such as `react` are left out). */
function specifiers(code: string, fromUrl: string, patterns: readonly RegExp[]): string[] {
  const found = new Set<string>();
  for (const pattern of patterns) {
    for (const match of code.matchAll(pattern)) {
      const spec = match.slice(1).find((group) => group !== undefined)!;
      if (spec.startsWith('.') || spec.startsWith('/')) found.add(new URL(spec, `http://site${fromUrl}`).pathname);
    }
  }
  return [...found];
}

/** Static imports of an ES module (what loads with it), resolved against its URL. Dynamic import() is not counted. */
export function staticImports(code: string, fromUrl: string): string[] {
  return specifiers(code, fromUrl, [
    /\bimport\s*(?:[\w*{}\s,$]+\s*from\s*)?["']([^"']+)["']/g,
    /\bexport\s*(?:\*|\{[^}]*\})\s*from\s*["']([^"']+)["']/g,
  ]);
}

/**
 * Dynamic imports of an ES module with a literal address (`import("./x.js")`, or in backquotes as
 * Vite writes them), resolved against its URL: what it may load later, on demand. An address built
 * from an expression (`${name}` inside the backquotes) cannot be followed and is left out.
 */
export function dynamicImports(code: string, fromUrl: string): string[] {
  return specifiers(code, fromUrl, [/\bimport\s*\(\s*(?:"([^"]+)"|'([^']+)'|`([^`$]+)`)\s*\)/g]);
}

/**
 * Every module reachable from `entries` through static imports (and, with `followDynamic`, dynamic
 * ones too), each once, skipping `known`; with each one's gzipped size.
 */
function reachable(
  entries: readonly string[],
  readAsset: (url: string) => string | null,
  known: ReadonlySet<string>,
  followDynamic: boolean,
): { urls: string[]; bytes: number } {
  const seen = new Set<string>();
  let bytes = 0;
  const queue = [...entries];
  while (queue.length > 0) {
    const url = queue.shift()!;
    if (seen.has(url) || known.has(url)) continue;
    seen.add(url);
    const code = readAsset(url);
    if (code === null) continue;
    bytes += gzipSize(code);
    queue.push(...staticImports(code, url), ...(followDynamic ? dynamicImports(code, url) : []));
  }
  return { urls: [...seen], bytes };
}

/**
 * Weighs a page: its HTML, its CSS files, and every JS module it loads with their static imports;
 * and apart, what the dynamic imports of those modules could load on demand.
 */
export function weighPage(html: string, readAsset: (url: string) => string | null): PageWeight {
  const { js, css } = referencedAssets(html);
  const loaded = reachable(js, readAsset, new Set(), false);
  const loadedSet = new Set(loaded.urls);
  const lazyEntries = loaded.urls.flatMap((url) => {
    const code = readAsset(url);
    return code === null ? [] : dynamicImports(code, url);
  });
  const lazy = reachable(lazyEntries, readAsset, loadedSet, true);
  let cssBytes = 0;
  for (const url of css) {
    const code = readAsset(url);
    if (code !== null) cssBytes += gzipSize(code);
  }
  return {
    html: gzipSize(html),
    css: cssBytes,
    js: inlineJsBytes(html) + loaded.bytes,
    assets: [...loaded.urls, ...css],
    lazyJs: lazy.bytes,
    lazyAssets: lazy.urls,
  };
}
