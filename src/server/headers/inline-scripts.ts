import { createHash } from 'node:crypto';

/** The inline scripts of a built page that a browser runs, and their CSP hashes. */

const EXECUTABLE_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript']);

const attribute = (tag: string, name: string): string | undefined =>
  new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i')
    .exec(tag)
    ?.slice(1)
    .find((value) => value !== undefined);

/** The text of every `<script>` without `src` whose type runs (not JSON or JSON-LD data blocks). */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const tag = match[1] ?? '';
    const type = (attribute(tag, 'type') ?? '').trim().toLowerCase();
    if (attribute(tag, 'src') === undefined && EXECUTABLE_TYPES.has(type)) scripts.push(match[2] ?? '');
  }
  return scripts;
}

/** The CSP hash source of a script's text, without quotes: `sha256-<base64>`. */
export function scriptHash(code: string): string {
  return `sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}`;
}

/** The sorted, distinct hashes of the inline scripts of these pages. */
export function scriptHashes(pages: Iterable<string>): string[] {
  const hashes = new Set<string>();
  for (const html of pages) for (const code of inlineScripts(html)) hashes.add(scriptHash(code));
  return [...hashes].sort();
}
