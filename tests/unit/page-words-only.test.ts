import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * A page script gets its words one way: `pageWords()` over the keys the page writes with
 * <PageWords> (src/i18n/page-words.ts, docs/kiswahili.md). What it reads from `data-*` attributes is
 * data, never a message: the attributes below, each an id, a number, a state or a value of the
 * element it sits on. A new one is added here only if it is not words.
 */
const DATA_ATTRIBUTES = new Set([
  'addToCart', // the product a button adds (JSON: id, name, price…)
  'authOpen', // which dialog an opener opens
  'base', // a listing's own address
  'default', // a price input's unfiltered value
  'endsAt', // a countdown's end
  'errorFor', // the field an error slot belongs to
  'favourite', // a heart's product id
  'favouriteRemove', // a Remove button's product id
  'fixedFlashSale', // a listing that is the flash sale
  'id', // a cart line's id
  'interval', // a carousel's step, in ms
  'kind', // ok or error, for styling
  'localeSwitch', // the language a link switches to
  'name', // the product name a Remove button removes (a name, not a message)
  'needsJs', // hidden without a script
  'outcome', // a county's delivery outcome
  'page', // a page number
  'productId', // a drawn card's product id
  'quantityInput', // the input whose value a button adds
  'rules', // a listing's facet rules (JSON)
  'sources', // the listing files to read (JSON)
  'state', // a stock state, for styling
  'step', // +1 or -1
  'stockLine', // the product a stock line is about
  'view', // a gallery view
]);

/** The `data-*` names (camelCase) a script touches through `dataset`, and `*` for a computed one (`dataset[form]`). */
function dataAttributesUsed(source: string): string[] {
  const names = new Set<string>();
  for (const match of source.matchAll(/\.dataset\.(\w+)/g)) names.add(match[1]!);
  for (const match of source.matchAll(/getAttribute\(\s*['"`]data-([a-z-]+)['"`]/g))
    names.add(match[1]!.replace(/-([a-z])/g, (_all, letter: string) => letter.toUpperCase()));
  if (/\.dataset\s*\[/.test(source)) names.add('*');
  // `const { a, b = '' } = el.dataset` and `const data = el.dataset; … data.a`.
  for (const match of source.matchAll(/\{([^{}]*)\}\s*=\s*[\w.?]+\.dataset\b/g))
    for (const part of match[1]!.split(',')) {
      const name = part.split(/[:=]/)[0]!.trim();
      if (name) names.add(name);
    }
  for (const match of source.matchAll(/(?:const|let)\s+(\w+)\s*=\s*[\w.?]+\.dataset\s*;/g))
    for (const use of source.matchAll(new RegExp(`\\b${match[1]}\\.(\\w+)`, 'g'))) names.add(use[1]!);
  return [...names].sort();
}

function files(dir: string, ending: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(ending))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** A `data-*` attribute written from the page's `t` in a component: a message handed to a script the old way. */
const MESSAGE_ATTRIBUTE = /\bdata-[a-z-]+=\{t[.(]/;

describe('page scripts read their words by pageWords(), not from data attributes', () => {
  it.each<[string, string, string[]]>([
    ['a property read', `const id = button.dataset.addToCart;`, ['addToCart']],
    ['a property written', `row.dataset.id = line.id;`, ['id']],
    ['getAttribute', `el.getAttribute('data-load-failed')`, ['loadFailed']],
    ['a computed plural form', `fill(count.dataset[pluralForm(n, locale)])`, ['*']],
    ['destructured', `const { endsAt, dayOne = '' } = timer.dataset;`, ['dayOne', 'endsAt']],
    ['through a variable', `const data = root.dataset;\nconst a = data.sources;\nconst b = data.addLabel ?? '';`, ['addLabel', 'sources']],
    ['optional chaining', `host?.dataset.addedMessage`, ['addedMessage']],
  ])('sees %s', (_name, source, names) => {
    expect(dataAttributesUsed(source)).toEqual(names);
  });

  const scripts = files('src/page-scripts', '.ts');

  it('finds the page scripts', () => {
    expect(scripts.length).toBeGreaterThan(25);
  });

  it('every data attribute a page script touches is data, not words', () => {
    const words = scripts.flatMap((file) =>
      dataAttributesUsed(readFileSync(file, 'utf8'))
        .filter((name) => !DATA_ATTRIBUTES.has(name))
        .map((name) => `${file}: data-${name}`),
    );
    expect(words).toEqual([]);
  });

  it('no component writes a message into a data attribute (its script reads it by pageWords())', () => {
    const components = files('src', '.astro');
    expect(components.length).toBeGreaterThan(50);
    expect(components.filter((file) => MESSAGE_ATTRIBUTE.test(readFileSync(file, 'utf8')))).toEqual([]);
  });
});
