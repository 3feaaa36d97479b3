import { sizing } from './en/sizing.ts';
import { sizingPage } from './en/sizing-page.ts';
import { addMessages } from './index.ts';
import { pageLocale } from './page-locale.ts';

/**
 * The solar calculator's strings, reached by the same `t` as every other: the page's own
 * (`sizing.page.*`) and the rules', appliance names and warnings (`sizing.rule.*`,
 * `sizing.appliance.*`, `sizing.warning.*`). They are kept out of the islands' shared tables: the
 * rules name their keys in ways those tables are not read from; the calculator imports this module,
 * which adds them. A Kiswahili page fetches the Kiswahili ones (named in its head by
 * src/build/island-strings.ts) before the calculator draws; the server has both (./everything.ts).
 */
export type SizingPageKey = keyof typeof sizingPage | keyof typeof sizing;

addMessages('en', { ...sizingPage, ...sizing });
if (typeof document !== 'undefined' && pageLocale() === 'sw') addMessages('sw', (await import('./sw-sizing.ts')).swSizing);
