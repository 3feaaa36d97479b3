/** Text made safe to place in HTML, in an element or a quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The attribute `name="value"` (escaped), or nothing for false, null and undefined; a bare name for true. */
export function attr(name: string, value: string | number | boolean | null | undefined): string {
  if (value === false || value === null || value === undefined) return '';
  return value === true ? ` ${name}` : ` ${name}="${escapeHtml(String(value))}"`;
}
