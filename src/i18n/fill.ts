/**
 * A message with its `{name}` placeholders filled from `params`; an unknown placeholder stays as
 * written. A missing template (a data attribute a page did not set) reads as ''.
 *
 * Kiswahili verbs agree with the count ("Bidhaa 1 imeongezwa", "Bidhaa 3 zimeongezwa"), so a
 * message may also choose by number, in ICU's form: `{count, plural, one {… # …} other {… # …}}`,
 * where `#` is the number. `one` is exactly 1, as in CLDR's English and Kiswahili rules.
 */
export function fill(template: string | undefined, params: Readonly<Record<string, string | number>> = {}): string {
  if (template === undefined) return '';
  // Most messages have no placeholder; every page asks for hundreds of them at build.
  if (!template.includes('{')) return template;
  return choosePlurals(template, params).replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}

const pluralStart = /\{(\w+), ?plural, ?/g;

/** Each `{n, plural, one {…} other {…}}` replaced by its branch for params[n]. */
function choosePlurals(template: string, params: Readonly<Record<string, string | number>>): string {
  if (!template.includes('plural')) return template;
  let out = '';
  let from = 0;
  for (const start of template.matchAll(pluralStart)) {
    if (start.index < from) continue;
    const branches: Record<string, string> = {};
    let at = start.index + start[0].length;
    for (;;) {
      const selector = /^\s*(=?\w+)\s*\{/.exec(template.slice(at));
      if (!selector) break;
      const open = at + selector[0].length;
      const close = closingBrace(template, open);
      branches[selector[1]!] = template.slice(open, close);
      at = close + 1;
    }
    const end = template.indexOf('}', at);
    const name = start[1]!;
    const count = Number(params[name]);
    const branch = branches[`=${count}`] ?? (count === 1 ? branches.one : undefined) ?? branches.other ?? '';
    out += template.slice(from, start.index) + branch.replaceAll('#', String(params[name] ?? '#'));
    from = end + 1;
  }
  return out + template.slice(from);
}

function closingBrace(text: string, open: number): number {
  let depth = 1;
  for (let at = open; at < text.length; at++) {
    if (text[at] === '{') depth++;
    else if (text[at] === '}' && --depth === 0) return at;
  }
  return text.length;
}

/** The names a template fills, sorted, once each (a plural's count included). */
export function placeholders(template: string): string[] {
  const names = [...template.matchAll(/\{(\w+)(?:\}|, ?plural)/g)].map((match) => match[1]!);
  return [...new Set(names)].sort();
}
