import { sizing } from './en/sizing.ts';
import { sizingPage } from './en/sizing-page.ts';
import { fill } from './fill.ts';

/**
 * The solar calculator's strings: the page's own (`sizing.page.*`) and the rules', appliance names
 * and warnings (`sizing.rule.*`, `sizing.appliance.*`, `sizing.warning.*`). They are kept out of the
 * shared table (`t`) because every island loads that whole table, and the admin pages sit at their
 * JavaScript budget; only the calculator loads these.
 */
const table = { ...sizingPage, ...sizing } as const;

export type SizingPageKey = keyof typeof table;

export function tPage(key: SizingPageKey, params: Record<string, string | number> = {}): string {
  return fill(table[key], params);
}
