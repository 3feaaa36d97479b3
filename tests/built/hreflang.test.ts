import { expect, it } from 'vitest';
import { builtPages, fileOfAddress, readPage } from './built-pages.ts';
import { attr, elements, parsePage } from './html-tree.ts';

/**
 * hreflang as search engines read it (Google: "if two pages don't both point to each other, the
 * tags will be ignored"): a page with alternates names itself among them, is its own canonical,
 * and every page it names is built and names exactly the same alternates back.
 */

interface Head {
  /** hreflang → address (path) of each alternate. */
  alternates: Map<string, string>;
  canonical: string | null;
}

/** The alternates and canonical of a page, from its head alone (parsed, not matched). */
function readHead(html: string): Head {
  const end = html.indexOf('</head>');
  const links = [...elements(parsePage(end === -1 ? html : html.slice(0, end)))].filter((element) => element.tagName === 'link');
  const alternates = new Map<string, string>();
  let canonical: string | null = null;
  for (const link of links) {
    const href = attr(link, 'href');
    if (href === undefined) continue;
    const rel = attr(link, 'rel');
    const hreflang = attr(link, 'hreflang');
    if (rel === 'alternate' && hreflang !== undefined) alternates.set(hreflang, new URL(href).pathname);
    if (rel === 'canonical') canonical = new URL(href).pathname;
  }
  return { alternates, canonical };
}

const pages = await builtPages();
const heads = new Map<string, Head>();
for (const page of pages) heads.set(page.file, readHead(await readPage(page)));
const same = (a: Map<string, string>, b: Map<string, string>) => a.size === b.size && [...a].every(([lang, href]) => b.get(lang) === href);
const show = (alternates: Map<string, string>) => [...alternates].map(([lang, href]) => `${lang} ${href}`).join(', ');

it('the storefront pages have alternates', () => {
  expect(heads.get('shop/batteries.html')?.alternates.get('sw-KE')).toBe('/sw/shop/batteries');
  expect(heads.get('sw/shop/batteries.html')?.alternates.get('en-KE')).toBe('/shop/batteries');
});

it("every page's hreflang alternates point to pages whose alternates point back", () => {
  const problems: string[] = [];
  for (const page of pages) {
    const { alternates, canonical } = heads.get(page.file)!;
    if (alternates.size === 0) continue;
    if (![...alternates.values()].includes(page.address))
      problems.push(`${page.address}: not among its own alternates (${show(alternates)})`);
    if (canonical !== null && canonical !== page.address)
      problems.push(`${page.address}: alternates on a page whose canonical is ${canonical}`);
    for (const target of new Set(alternates.values())) {
      const there = heads.get(fileOfAddress(target));
      if (!there) problems.push(`${page.address}: alternate ${target} is not a built page`);
      else if (!same(there.alternates, alternates))
        problems.push(`${page.address}: ${target} answers with [${show(there.alternates)}], not [${show(alternates)}]`);
    }
  }
  expect(problems).toEqual([]);
});
