/**
 * Work a build does once however many pages ask for it, kept for the rest of the build: an image
 * at a size (./image-url.ts), and markup that is the same on every page of a
 * language (the header's menus, the footer, the dialogs: RenderedOnce.astro, issue 30), which at
 * 10,000 products is half of each page's HTML, rendered 21,700 times for two results. A key names
 * everything the result depends on. The first caller's promise is shared, so pages rendered side
 * by side wait for one piece of work rather than each starting their own.
 */
const kept = new Map<string, Promise<unknown>>();

export function oncePerBuild<T>(key: string, work: () => Promise<T>): Promise<T> {
  let result = kept.get(key) as Promise<T> | undefined;
  if (result === undefined) {
    result = work();
    kept.set(key, result);
  }
  return result;
}

/** Markup rendered once per key; every time where content changes between renders (`astro dev`, `enabled` false). */
export function renderOnce(key: string, render: () => Promise<string>, enabled: boolean): Promise<string> {
  return enabled ? oncePerBuild(`markup ${key}`, render) : render();
}
