/** Children an element is made with: nodes, text, or nothing (a false or null is left out). */
export type Child = Node | string | null | false | undefined;

/**
 * An element with its attributes and children, for the page scripts that draw more than a template
 * holds. `on…` attributes are listeners; `true` sets an empty attribute, `false` and undefined none.
 */
export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Record<string, string | boolean | undefined | ((event: Event) => void)> = {},
  ...children: Child[]
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (typeof value === 'function') element.addEventListener(name.slice(2).toLowerCase(), value);
    else if (value === true) element.setAttribute(name, '');
    else if (typeof value === 'string') element.setAttribute(name, value);
  }
  for (const child of children) if (child !== null && child !== false && child !== undefined) element.append(child);
  return element;
}
