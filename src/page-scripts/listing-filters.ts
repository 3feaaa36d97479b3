import type { FacetRule } from '../lib/filters/facets.ts';
import type * as ListingPages from '../lib/filters/listing-pages.ts';
import type * as FilterRules from '../lib/filters/state.ts';
import type { FilterState } from '../lib/filters/state.ts';
import { localizedPath } from '../i18n/locales.ts';
import { pageLocale } from '../i18n/page-locale.ts';

/**
 * Listing filters without React. The page holds one page of cards and page links that work
 * without JavaScript. The first time a filter is used, this script fetches the listing file of
 * the category (or of the categories /shop needs), then draws the matching products page by page,
 * with page links of its own. The filters and the page live in the URL.
 *
 * The rules of the filter state and the page addresses load with the first filter used, or at once
 * when the address carries filters: a listing opened as built runs none of them, and its 10 KB keep
 * room for the live stock of its cards (issue 44).
 */

type Rules = typeof FilterRules & typeof ListingPages;
let loaded: Rules | undefined;
const loadRules = async (): Promise<Rules> =>
  (loaded ??= { ...(await import('../lib/filters/state.ts')), ...(await import('../lib/filters/listing-pages.ts')) });
/** The filter state as the page is built: nothing chosen (state.ts's EMPTY_FILTERS, without loading it). */
const UNFILTERED: FilterState = { q: '', min: null, max: null, brands: [], categories: [], flashSale: false, facets: {} };

const root = document.querySelector<HTMLElement>('[data-listing]');
const form = root?.querySelector<HTMLFormElement>('form[data-listing-filters]');
const grid = root?.querySelector<HTMLUListElement>('[data-listing-grid]');

if (root && form && grid) {
  const data = root.dataset;
  const rules = JSON.parse(data.rules ?? '[]') as FacetRule[];
  const sources = JSON.parse(data.sources ?? '[]') as string[];
  const facetKeys = rules.map((rule) => rule.key);
  // A listing of the flash sale (/shop/deals) keeps that filter whatever else is chosen.
  const fixedFlashSale = data.fixedFlashSale === 'true';
  const withFixed = (state: FilterState): FilterState => (fixedFlashSale ? { ...state, flashSale: true } : state);
  /** The state's query beyond what the page itself fixes ('' when it shows the page as built); once the rules are loaded. */
  const queryOf = (state: FilterState): string => loaded!.filterStateToQuery(fixedFlashSale ? { ...state, flashSale: false } : state);
  const base = data.base ? localizedPath(data.base, pageLocale()) : window.location.pathname;
  // Filtered views live at the listing's own address (/inverters stays /inverters), never at /page/N.
  const filterPath = Number(data.page) > 1 ? base : window.location.pathname;
  const template = root.querySelector<HTMLTemplateElement>('template[data-listing-card]');
  const count = root.querySelector<HTMLElement>('[data-listing-count]')!;
  const pager = root.querySelector<HTMLElement>('[data-listing-pages]')!;
  const priceInputs = [...form.querySelectorAll<HTMLInputElement>('input[type="number"]')];
  let drawn = false;
  let generation = 0;

  const readPrice = (name: string): number | null => {
    const input = form.elements.namedItem(name);
    if (!(input instanceof HTMLInputElement) || input.value.trim() === '' || input.value === input.dataset.default) return null;
    const value = Number(input.value);
    return Number.isFinite(value) && value >= 0 ? value : null;
  };

  const readForm = (): FilterState => {
    const checked = (name: string) =>
      [...form.querySelectorAll<HTMLInputElement>(`input[type="checkbox"][name="${CSS.escape(name)}"]:checked`)].map(
        (input) => input.value,
      );
    const facets: Record<string, string[]> = {};
    for (const key of facetKeys) {
      const values = checked(key);
      if (values.length > 0) facets[key] = values;
    }
    const q = form.elements.namedItem('q');
    return withFixed({
      q: q instanceof HTMLInputElement ? q.value.trim() : '',
      min: readPrice('min'),
      max: readPrice('max'),
      brands: checked('brand'),
      categories: checked('category'),
      flashSale: checked('flash-sale').includes('true'),
      facets,
    });
  };

  const writeForm = (state: FilterState): void => {
    const q = form.elements.namedItem('q');
    if (q instanceof HTMLInputElement) q.value = state.q;
    for (const input of priceInputs) {
      const value = input.name === 'min' ? state.min : state.max;
      input.value = value === null ? (input.dataset.default ?? '') : String(value);
    }
    const selected = (name: string): readonly string[] => {
      if (name === 'brand') return state.brands;
      if (name === 'category') return state.categories;
      if (name === 'flash-sale') return state.flashSale ? ['true'] : [];
      return state.facets[name] ?? [];
    };
    for (const box of form.querySelectorAll<HTMLInputElement>('input[type="checkbox"]'))
      box.checked = selected(box.name).includes(box.value);
  };

  /** The address of page `page` of this state: a query on the listing when filtering, the built page otherwise; once the rules are loaded. */
  const addressOf = (state: FilterState, page: number): string => {
    const query = queryOf(state);
    if (query === '') return loaded!.pagePath(base, page);
    return `${filterPath}${query}${page > 1 ? `&page=${page}` : ''}`;
  };

  /** The categories whose listing files this state needs: on /shop only the chosen ones, when some are. */
  const filesFor = (state: FilterState): string[] => {
    const chosen = sources.filter((source) => state.categories.includes(source));
    return sources.length > 1 && chosen.length > 0 ? chosen : sources;
  };

  /** Draws page `page` of the state's results; the drawing code loads with the first filter used. */
  const show = async (state: FilterState, page: number): Promise<void> => {
    await loadRules();
    if (!template || (queryOf(state) === '' && !drawn)) return;
    const mine = ++generation;
    root.setAttribute('aria-busy', 'true');
    const { drawResults } = await import('./listing-results.ts');
    const done = await drawResults({
      root,
      grid,
      template,
      rules,
      files: filesFor(state),
      state,
      page,
      addressOf,
      isCurrent: () => mine === generation,
    });
    if (mine !== generation) return;
    root.removeAttribute('aria-busy');
    drawn ||= done;
  };

  const update = async (): Promise<void> => {
    await loadRules();
    const state = readForm();
    window.history.replaceState(window.history.state, '', `${addressOf(state, 1)}${window.location.hash}`);
    void show(state, 1);
  };

  let typing: ReturnType<typeof setTimeout> | undefined;
  form.addEventListener('input', (event) => {
    clearTimeout(typing);
    const target = event.target as HTMLInputElement;
    typing = setTimeout(() => void update(), target.type === 'checkbox' ? 0 : 200);
  });
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    clearTimeout(typing);
    void update();
  });
  form.addEventListener('reset', (event) => {
    event.preventDefault();
    writeForm(withFixed(UNFILTERED));
    void update();
  });

  // Page links of filtered results stay on this page: the next page is drawn, and focus goes to the count.
  pager.addEventListener('click', (event) => {
    const anchor = (event.target as Element).closest<HTMLAnchorElement>('a[data-page]');
    if (!anchor || event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    window.history.pushState(window.history.state, '', anchor.href);
    void show(readForm(), Number(anchor.dataset.page)).then(() => {
      count.setAttribute('tabindex', '-1');
      count.focus();
      count.scrollIntoView({ block: 'start' });
    });
  });

  const fromAddress = async (): Promise<void> => {
    const params = new URLSearchParams(window.location.search);
    // As built: the form as built too (a browser may have put back what was ticked before), and nothing to load.
    if (!window.location.search && !drawn) return writeForm(withFixed(UNFILTERED));
    const { parseFilterState, parsePage } = await loadRules();
    const state = withFixed(parseFilterState(params, facetKeys));
    writeForm(state);
    void show(state, parsePage(params.get('page')));
  };
  window.addEventListener('popstate', () => void fromAddress());
  void fromAddress();
}
