import { parseSearchState, searchStateToQuery, type SearchState } from '../lib/filters/search.ts';
import { shownAfter } from '../lib/search/paging.ts';
import { localizedPath } from '../i18n/locales.ts';
import { pageWords } from '../i18n/page-words.ts';
import { openSearch, type SearchEngine } from '../lib/search/engine.ts';
import { fetchSearchFile, reportSearchFile } from '../client/search-index.ts';
import { searchCards } from './search-cards.ts';
import { correctDrawnCards } from './stock-drawn.ts';
import { pageLocale } from '../i18n/page-locale.ts';
import { nearestLine } from '../lib/search/nearest.ts';

/**
 * The search page: opens the split search index, filters and sorts the whole catalogue as the
 * shopper types, keeps the query in the URL, and draws the first screenful of two-column result
 * cards, then one more per 'Show more'. Each drawn list is marked 'search:painted' (User Timing).
 */
const ADDED_MS = 1500;

const page = document.querySelector<HTMLElement>('[data-search-page]');
const form = page?.querySelector<HTMLFormElement>('form[data-search-page-form]');

/** The page's words (search.astro and SearchResultTemplate.astro write them). */
const t = pageWords();

/** Sets the element's text; the same text is left alone, so it costs no layout. */
function text(element: HTMLElement, next: string): void {
  if (element.textContent !== next) element.textContent = next;
}

if (page && form) {
  const results = page.querySelector<HTMLUListElement>('[data-search-results]')!;
  const template = page.querySelector<HTMLTemplateElement>('template[data-result-template]')!;
  const cards = searchCards(template, t);
  const heading = page.querySelector<HTMLElement>('[data-search-heading]')!;
  const count = page.querySelector<HTMLElement>('[data-search-count]')!;
  const status = page.querySelector<HTMLElement>('[data-search-status]')!;
  const shownLine = page.querySelector<HTMLElement>('[data-search-shown]')!;
  const more = page.querySelector<HTMLButtonElement>('[data-search-more]')!;
  const empty = page.querySelector<HTMLElement>('[data-search-empty]')!;
  const nearest = page.querySelector<HTMLElement>('[data-search-nearest]')!;
  const toggle = form.querySelector<HTMLButtonElement>('[data-filter-toggle]')!;
  const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '')!;
  const field = (name: string) => form.elements.namedItem(name) as HTMLInputElement | HTMLSelectElement;
  let engine: SearchEngine | null = null;
  /** The latest search: an older one that finishes later draws nothing. */
  let generation = 0;
  let matches: Uint32Array = new Uint32Array(0);
  let shown = 0;
  let loadingMore = false;

  const readForm = (): SearchState =>
    parseSearchState(
      new URLSearchParams([...new FormData(form).entries()].filter((entry): entry is [string, string] => typeof entry[1] === 'string')),
    );

  /** Relevance is best first: the order applies to the name and price sorts only (a disabled field is not read). */
  const showOrder = (): void => {
    field('order').disabled = field('sort').value === 'relevance';
  };

  const writeForm = (state: SearchState): void => {
    field('q').value = state.q;
    field('category').value = state.category;
    field('min').value = state.min === null ? '' : String(state.min);
    field('max').value = state.max === null ? '' : String(state.max);
    field('sort').value = state.sort;
    field('order').value = state.order;
    showOrder();
    if (field('category').value !== state.category) field('category').value = 'all';
  };

  const showHeading = (state: SearchState): void => {
    text(heading, state.q === '' ? t('searchPage.all') : t('searchPage.resultsFor', { query: state.q }));
  };

  const failed = (): void => text(status, t('searchPage.loadError'));

  /** The cards of results from..to-1, or null when their details could not be loaded. */
  const cardsOf = async (search: SearchEngine, ordinals: Uint32Array, from: number, to: number): Promise<HTMLLIElement[] | null> => {
    const details = await search.details(ordinals, from, to);
    if (!details) return null;
    return [...ordinals.subarray(from, to)].map((ordinal) =>
      cards.card(ordinal, details.get(ordinal)!, search.view.categories[search.view.cat[ordinal]!] ?? '', search.view.priceCents[ordinal]!),
    );
  };

  /** The count badge, the polite 'Showing N of M' line and the Show more button, for what is drawn. */
  const showCounts = (): void => {
    const total = matches.length;
    text(count, t('searchPage.count', { count: total }));
    count.hidden = false;
    empty.hidden = total > 0;
    more.hidden = shown >= total;
    // With no results the visible note says so; the polite line says it too, to screen readers only.
    shownLine.classList.toggle('visually-hidden', total === 0);
    if (total === 0) text(shownLine, t('searchPage.empty'));
    else if (shown < total) text(shownLine, t('searchPage.showing', { shown, count: total }));
    else text(shownLine, t('searchPage.count', { count: total }));
  };

  const search = async (): Promise<void> => {
    if (!engine) return;
    const mine = ++generation;
    showOrder();
    const state = readForm();
    showHeading(state);
    const answer = await engine.answer(state);
    if (mine !== generation) return;
    if (!answer) return failed();
    const found = answer.ordinals;
    const end = shownAfter(0, found.length);
    const drawn = await cardsOf(engine, found, 0, end);
    if (mine !== generation) return;
    if (!drawn) return failed();
    text(status, '');
    // A size nobody sells: the line says so over the nearest sizes shown instead.
    text(nearest, answer.nearest ? nearestLine(answer.nearest, { nearest: t('searchPage.nearest'), any: t('searchPage.nearestAny') }) : '');
    nearest.hidden = !answer.nearest;
    matches = found;
    shown = end;
    // Typing often keeps the same first screenful: then the list is left as it is, with no new layout.
    const same = drawn.length === results.children.length && drawn.every((item, i) => results.children[i] === item);
    if (!same) {
      results.replaceChildren(...drawn);
      correctDrawnCards(drawn, template);
    }
    showCounts();
    // Screen readers hear the nearest sizes' line with the count.
    if (answer.nearest) text(shownLine, `${nearest.textContent} ${shownLine.textContent}`);
    performance.mark('search:painted');
    // The URL follows once the results are drawn, off the keystroke's path to the screen.
    setTimeout(() => {
      if (mine === generation)
        window.history.replaceState(window.history.state, '', localizedPath(`/search${searchStateToQuery(state)}`, pageLocale()));
    }, 0);
  };

  const showMore = async (): Promise<void> => {
    if (!engine || loadingMore || shown >= matches.length) return;
    loadingMore = true;
    const mine = generation;
    const from = shown;
    const to = shownAfter(from, matches.length);
    const drawn = await cardsOf(engine, matches, from, to);
    loadingMore = false;
    if (mine !== generation) return;
    if (!drawn) return failed();
    shown = to;
    results.append(...drawn);
    correctDrawnCards(drawn, template);
    showCounts();
    performance.mark('search:painted');
    // Keyboard users carry on from the first card just drawn.
    drawn[0]?.querySelector<HTMLAnchorElement>('.result__name a')?.focus();
  };

  form.addEventListener('input', () => void search());
  form.addEventListener('change', () => void search());
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    void search();
  });
  more.addEventListener('click', () => void showMore());
  toggle.addEventListener('click', () => {
    const open = toggle.getAttribute('aria-expanded') !== 'true';
    toggle.setAttribute('aria-expanded', String(open));
    panel.hidden = !open;
  });

  results.addEventListener('click', (event) => {
    const add = (event.target as Element).closest<HTMLButtonElement>('button[data-add-to-cart]');
    if (add && !add.disabled) {
      // After the shared Add to Cart handler (on document) has run: 'Added', disabled for 1.5 s.
      setTimeout(() => {
        add.disabled = true;
        add.firstChild!.textContent = t('searchPage.added');
        setTimeout(() => (add.disabled = false), ADDED_MS);
      }, 0);
    }
  });

  // The results' hearts: painted as they are drawn, and pressed, by the cards' shared heart script.
  void import('./favourite-hearts.ts');

  const initial = parseSearchState(new URLSearchParams(window.location.search));
  writeForm(initial);
  // The page is built with the plain 'Search' heading, right for the no-script note too.
  showHeading(initial);
  if (initial.category !== 'all' || initial.min !== null || initial.max !== null || initial.sort !== 'relevance') {
    toggle.click();
  }
  void openSearch(fetchSearchFile, reportSearchFile).then((opened) => {
    if (!opened) return failed();
    engine = opened;
    void search();
  });
}
