import { gzipSync } from 'node:zlib';

/** What one built page makes a browser download on first load, gzipped, by kind. */
export interface PageWeight {
  html: number;
  css: number;
  js: number;
  /** The JS and CSS files it loads, site-relative. */
  assets: string[];
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

/** Static imports of an ES module (what loads with it), resolved against its URL. Dynamic import() is not counted. */
export function staticImports(code: string, fromUrl: string): string[] {
  const found = new Set<string>();
  const patterns = [/\bimport\s*(?:[\w*{}\s,$]+\s*from\s*)?["']([^"']+)["']/g, /\bexport\s*(?:\*|\{[^}]*\})\s*from\s*["']([^"']+)["']/g];
  for (const pattern of patterns) {
    for (const match of code.matchAll(pattern)) {
      const spec = match[1]!;
      if (spec.startsWith('.') || spec.startsWith('/')) found.add(new URL(spec, `http://site${fromUrl}`).pathname);
    }
  }
  return [...found];
}

/** Weighs a page: its HTML, its CSS files, and every JS module it loads with their static imports. */
export function weighPage(html: string, readAsset: (url: string) => string | null): PageWeight {
  const { js, css, inlineJs } = referencedAssets(html);
  const seen = new Set<string>();
  let jsBytes = inlineJs.reduce((sum, code) => sum + (code.trim() ? gzipSize(code) : 0), 0);
  const queue = [...js];
  while (queue.length > 0) {
    const url = queue.shift()!;
    if (seen.has(url)) continue;
    seen.add(url);
    const code = readAsset(url);
    if (code === null) continue;
    jsBytes += gzipSize(code);
    queue.push(...staticImports(code, url));
  }
  let cssBytes = 0;
  for (const url of css) {
    const code = readAsset(url);
    if (code !== null) cssBytes += gzipSize(code);
  }
  return { html: gzipSize(html), css: cssBytes, js: jsBytes, assets: [...seen, ...css] };
}
