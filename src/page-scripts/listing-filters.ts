import type { FacetRule } from '../lib/filters/facets.ts';
import { filterRecords } from '../lib/filters/match.ts';
import type { FilterRecord } from '../lib/filters/record.ts';
import { filterStateToQuery, parseFilterState, type FilterState } from '../lib/filters/state.ts';
import { fill } from '../lib/fill.ts';

/**
 * Listing filters without React. The page lists every product in its HTML; this script reads
 * the filters from the URL, hides the cards that do not match, keeps the count and the URL up to
 * date as the shopper changes the form.
 */

interface ListingData {
  rules: FacetRule[];
  records: FilterRecord[];
}

const root = document.querySelector<HTMLElement>('[data-listing]');
const form = root?.querySelector<HTMLFormElement>('form[data-listing-filters]');
const dataElement = root?.querySelector('script[data-listing-data]');

if (root && form && dataElement) {
  const data = JSON.parse(dataElement.textContent ?? '{}') as ListingData;
  const facetKeys = data.rules.map((rule) => rule.key);
  const items = new Map<string, HTMLElement>();
  for (const item of root.querySelectorAll<HTMLElement>('[data-product-id]')) items.set(item.dataset.productId ?? '', item);
  const count = root.querySelector<HTMLElement>('[data-listing-count]');
  const empty = root.querySelector<HTMLElement>('[data-listing-empty]');
  const priceInputs = [...form.querySelectorAll<HTMLInputElement>('input[type="number"]')];

  const readPrice = (name: string): number | null => {
    const input = form.elements.namedItem(name);
    if (!(input instanceof HTMLInputElement) || input.value.trim() === '' || input.value === input.dataset.default) return null;
    const value = Number(input.value);
    return Number.isFinite(value) && value >= 0 ? value : null;
  };

  const readForm = (): FilterState => {
    const checked = (name: string) =>
      [...form.querySelectorAll<HTMLInputElement>(`input[type="checkbox"][name="${CSS.escape(name)}"]:checked`)].map((input) => input.value);
    const facets: Record<string, string[]> = {};
    for (const key of facetKeys) {
      const values = checked(key);
      if (values.length > 0) facets[key] = values;
    }
    const q = form.elements.namedItem('q');
    return {
      q: q instanceof HTMLInputElement ? q.value.trim() : '',
      min: readPrice('min'),
      max: readPrice('max'),
      brands: checked('brand'),
      categories: checked('category'),
      flashSale: checked('flash-sale').includes('true'),
      facets,
    };
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
    for (const box of form.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')) box.checked = selected(box.name).includes(box.value);
  };

  const apply = (state: FilterState): void => {
    const shown = new Set(filterRecords(data.records, state, data.rules));
    for (const [id, item] of items) item.hidden = !shown.has(id);
    if (count) count.textContent = fill(count.dataset.template, { shown: shown.size, total: items.size });
    if (empty) empty.hidden = shown.size > 0;
  };

  const update = (): void => {
    const state = readForm();
    const url = `${window.location.pathname}${filterStateToQuery(state)}${window.location.hash}`;
    window.history.replaceState(window.history.state, '', url);
    apply(state);
  };

  let typing: ReturnType<typeof setTimeout> | undefined;
  form.addEventListener('input', (event) => {
    clearTimeout(typing);
    const target = event.target as HTMLInputElement;
    typing = setTimeout(update, target.type === 'checkbox' ? 0 : 200);
  });
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    clearTimeout(typing);
    update();
  });
  form.addEventListener('reset', (event) => {
    event.preventDefault();
    writeForm(parseFilterState(new URLSearchParams(), facetKeys));
    update();
  });

  const initial = parseFilterState(new URLSearchParams(window.location.search), facetKeys);
  writeForm(initial);
  apply(initial);
}
