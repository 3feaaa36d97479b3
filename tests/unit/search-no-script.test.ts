import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { localeOfPath } from '../../src/i18n/locales.ts';
import { SEARCH_RESULTS_SLOT } from '../../src/lib/search/results-html.ts';
import { serverSlot } from '../../src/lib/server-slot.ts';
import { inLanguage } from '../../src/server/locale.ts';
import { searchPage } from '../../src/server/pages/search.ts';
import { indexFiles, search } from './demo-search-index.ts';

/**
 * The server's /search?q= (for browsers without a script) and the search page's script answer a
 * query with the same results in the same order, and the same line over a size nobody sells: the
 * server page's renderer over the demo index files, against the engine as the page's script asks.
 */
const shell = `<main><input id="search-q" name="q"><noscript>${serverSlot(SEARCH_RESULTS_SLOT, '')}</noscript></main>`;
const app = new Hono();
app.use(inLanguage(localeOfPath));
app.get('*', async (c) => {
  const file = (path: string) => Promise.resolve(indexFiles.get(path.replace('/search-index/', '')) ?? null);
  return (await searchPage(c, () => Promise.resolve(shell), file)) ?? c.text('no answer', 404);
});

/** The product ids of the server page's cards, in order, and its line over the nearest sizes. */
async function serverAnswer(path: string): Promise<{ ids: string[]; nearest: string | null }> {
  const response = await app.request(path);
  expect(response.status).toBe(200);
  const html = await response.text();
  const ids = [...html.matchAll(/<li class="search-server__item"><a href="[^"]*\/([^/"]+)"/g)].map((match) => match[1]!);
  const nearest = /<p class="search-nearest">([^<]*)<\/p>/.exec(html)?.[1] ?? null;
  return { ids, nearest };
}

describe('/search?q= without scripts shows what the script shows', () => {
  it.each([
    '400w panel',
    'panel 400',
    '400w',
    'pampu ya maji',
    'water pump',
    'pampu ya kisima',
    'inverta',
    'betri',
    '12v 100ah',
    'geyser',
    'hita ya maji',
    'taa',
    'paneli',
    'chaja',
    '5kva',
    'solar panel',
  ])('%s: the same first page, in the same order', async (query) => {
    const scripted = (await search(query)).slice(0, 24);
    expect(scripted.length).toBeGreaterThan(0);
    for (const prefix of ['', '/sw']) {
      const { ids } = await serverAnswer(`${prefix}/search?q=${encodeURIComponent(query)}`);
      expect(ids, `${prefix}/search?q=${query}`).toEqual(scripted);
    }
  });

  it.each<[string, string]>([
    ['/search?q=400w+panel', 'No 400 W panel; the closest we sell: 370 W, 540 W'],
    ['/sw/search?q=paneli+400', 'Hakuna paneli ya 400 W; zilizo karibu zaidi tunazouza: 370 W, 540 W'],
    ['/search?q=400w', 'Nothing at 400 W; the closest we sell: 370 W, 540 W'],
  ])('%s says %s', async (path, line) => {
    expect((await serverAnswer(path)).nearest).toBe(line);
  });

  it('a size that is sold carries no such line', async () => {
    expect((await serverAnswer('/search?q=540w+panel')).nearest).toBeNull();
  });
});
