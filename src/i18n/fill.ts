/**
 * A message with its `{name}` placeholders filled from `params`; an unknown placeholder stays as
 * written. A missing template (a data attribute a page did not set) reads as ''.
 */
export function fill(template: string | undefined, params: Readonly<Record<string, string | number>> = {}): string {
  if (template === undefined) return '';
  // Most messages have no placeholder; every page asks for hundreds of them at build.
  if (!template.includes('{')) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (Object.hasOwn(params, name) ? String(params[name]) : whole));
}

/** The names a template fills, sorted, once each: a translation must keep every one (tests/unit/i18n-parity.test.ts). */
export function placeholders(template: string): string[] {
  return [...new Set([...template.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!))].sort();
}
