/**
 * A message with its `{name}` placeholders filled from `params`; an unknown placeholder stays as
 * written. A missing template (a data attribute a page did not set) reads as ''.
 */
export function fill(template: string | undefined, params: Readonly<Record<string, string | number>> = {}): string {
  return (template ?? '').replace(/\{(\w+)\}/g, (whole, name: string) => (Object.hasOwn(params, name) ? String(params[name]) : whole));
}
