import { createHash } from 'node:crypto';

/** The inline scripts of a built page that a browser runs, and their CSP hashes. */

const EXECUTABLE_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript']);

const attribute = (tag: string, name: string): string | undefined =>
  new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i')
    .exec(tag)
    ?.slice(1)
    .find((value) => value !== undefined);

/**
 * Where the text of every `<script>` without `src` whose type runs (not JSON or JSON-LD data
 * blocks) lies in `markup`. `attributesOf` reads a tag's attributes as text (the markup may be a
 * page's bytes one character per byte).
 */
function runnableScripts(markup: string, attributesOf: (raw: string) => string = (raw) => raw): Array<{ start: number; end: number }> {
  const scripts: Array<{ start: number; end: number }> = [];
  for (const match of markup.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const tag = attributesOf(match[1] ?? '');
    const type = (attribute(tag, 'type') ?? '').trim().toLowerCase();
    if (attribute(tag, 'src') !== undefined || !EXECUTABLE_TYPES.has(type)) continue;
    const start = match.index + match[0].length - '</script>'.length - (match[2] ?? '').length;
    scripts.push({ start, end: start + (match[2] ?? '').length });
  }
  return scripts;
}

/** The text of every inline script of a page that runs. */
export function inlineScripts(html: string): string[] {
  return runnableScripts(html).map(({ start, end }) => html.slice(start, end));
}

/** The CSP hash source of a script's text, without quotes: `sha256-<base64>`. */
export function scriptHash(code: string | Uint8Array): string {
  return `sha256-${createHash('sha256').update(code).digest('base64')}`;
}

/**
 * The hashes of a built page's inline scripts, read from its bytes without decoding the page:
 * `markup` is the same bytes one character per byte (latin1), in which the tags are found as in
 * the decoded text (they are ASCII) and each script's text lies at its byte offsets.
 */
export function builtPageScriptHashes(markup: string, bytes: Uint8Array): string[] {
  const utf8 = (raw: string) => Buffer.from(raw, 'latin1').toString('utf8');
  return runnableScripts(markup, utf8).map(({ start, end }) => scriptHash(bytes.subarray(start, end)));
}
