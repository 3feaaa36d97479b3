import { sizingPage } from './en/sizing-page.ts';
import { fill } from './fill.ts';

export type SizingPageKey = keyof typeof sizingPage;

/** The solar calculator page's strings (`sizing.page.*`), by key, like `t` (see en/sizing-page.ts for why apart). */
export function tPage(key: SizingPageKey, params: Record<string, string | number> = {}): string {
  return fill(sizingPage[key], params);
}
