import { budgetFor, budgetVerdict, builtPageOf } from './budgets.ts';

/**
 * What a browser visit weighed (browser-weights.ts runs the visits): the pages sampled, each visit's
 * sum and largest scripts, whether two shoppers' loads differ, the verdict against the budget and
 * the report's row.
 */

/** One JavaScript response: its address, what crossed the wire (headers and encoded body), and its body gzipped at level 9. */
export interface ScriptResponse {
  url: string;
  transferred: number;
  gzip: number;
}

/** What one visit loaded: its scripts, and the gzipped inline scripts of its document. */
export interface Visit {
  scripts: ScriptResponse[];
  inline: number;
}

export interface SamplePage {
  label: string;
  path: string;
  /** Open it with one line in the cart. */
  cart?: boolean;
  /** Why its figure stands for the page, when it is not the page itself. */
  note?: string;
}

/** A response is JavaScript when the browser fetched it as a script, or its type or address says so (a module preload is not a 'script' fetch). */
export function isJavaScript(response: { url: string; resourceType: string; contentType: string | null }): boolean {
  if (!/^https?:/.test(response.url)) return false;
  if (response.resourceType === 'script') return true;
  if (response.contentType && /\b(java|ecma)script\b/i.test(response.contentType)) return true;
  return /\.m?js$/i.test(new URL(response.url).pathname);
}

/** A visit's JavaScript: inline scripts plus each file once (a file fetched twice is downloaded once from the cache). */
export function sumVisit(visit: Visit): { files: number; gzip: number; transferred: number } {
  const once = new Map(visit.scripts.map((script) => [script.url, script] as const));
  let gzip = visit.inline;
  let transferred = 0;
  for (const script of once.values()) {
    gzip += script.gzip;
    transferred += script.transferred;
  }
  return { files: once.size, gzip, transferred };
}

/** Its files, each once, largest (gzipped) first. */
export function largestFirst(scripts: readonly ScriptResponse[]): ScriptResponse[] {
  return [...new Map(scripts.map((script) => [script.url, script] as const)).values()].sort(
    (a, b) => b.gzip - a.gzip || a.url.localeCompare(b.url),
  );
}

/** Whether two visits loaded different files. */
export function loadsDiffer(a: Visit, b: Visit): boolean {
  const urls = (visit: Visit) => [...new Set(visit.scripts.map((script) => new URL(script.url).pathname))].sort().join('\n');
  return urls(a) !== urls(b);
}

/**
 * A page's verdict for both shoppers against its budget: over when either is over (or it has none),
 * naming who. A visit that could not be made (null) is not judged.
 */
export function browserVerdict(
  path: string,
  guestBytes: number | null,
  signedInBytes: number | null,
): { over: boolean; overFor: string[]; text: string } {
  const budget = budgetFor(builtPageOf(path));
  const judged: Array<[who: string, bytes: number]> = [];
  if (guestBytes !== null) judged.push(['guest', guestBytes]);
  if (signedInBytes !== null) judged.push(['signed in', signedInBytes]);
  const verdicts = judged.map(([who, bytes]) => ({ who, ...budgetVerdict(bytes, budget) }));
  const overFor = verdicts.filter((verdict) => verdict.over).map((verdict) => verdict.who);
  if (verdicts.length === 0) return { over: false, overFor, text: 'not measured' };
  const shown = verdicts.find((verdict) => verdict.over) ?? verdicts[0]!;
  return { over: overFor.length > 0, overFor, text: overFor.length > 0 ? `${shown.text} [${overFor.join(', ')}]` : shown.text };
}

export const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/** One row: page, guest and signed-in JavaScript (gzip -9 KB, files, KB transferred), verdict. */
export function browserRow(
  page: SamplePage,
  guest: Visit | null,
  signedIn: Visit | null,
): { over: boolean; overFor: string[]; line: string } {
  const cell = (visit: Visit | null) => {
    if (!visit) return 'failed'.padStart(20);
    const sum = sumVisit(visit);
    return `${kb(sum.gzip).padStart(6)} ${String(sum.files).padStart(3)} ${kb(sum.transferred).padStart(8)}`.padStart(20);
  };
  const verdict = browserVerdict(page.path, guest && sumVisit(guest).gzip, signedIn && sumVisit(signedIn).gzip);
  return {
    over: verdict.over,
    overFor: verdict.overFor,
    line: `${page.label.padEnd(40)} ${cell(guest)} ${cell(signedIn)}  ${verdict.text}`,
  };
}

/** The pages to open: one of each kind, from the built pages (`/shop/batteries.html`…); a kind the build lacks is left out. */
export function samplePages(builtPages: readonly string[]): SamplePage[] {
  const has = (page: string) => builtPages.includes(page);
  const category = has('/shop/batteries.html') ? 'batteries' : builtPages.find((page) => /^\/shop\/[^/]+\.html$/.test(page))?.slice(6, -5);
  const product = category && builtPages.find((page) => page.startsWith(`/shop/${category}/`) && !page.includes('/page/'));
  const pages: Array<SamplePage | false | undefined | ''> = [
    { label: '/ (home)', path: '/' },
    category && { label: `/shop/${category} (category)`, path: `/shop/${category}` },
    category && has(`/sw/shop/${category}.html`) && { label: `/sw/shop/${category} (Kiswahili)`, path: `/sw/shop/${category}` },
    product && { label: `${product.slice(0, -5)} (product)`, path: product.slice(0, -5) },
    { label: '/about (information)', path: '/about' },
    { label: '/search', path: '/search' },
    { label: '/contact', path: '/contact' },
    { label: '/contact/sent', path: '/contact/sent' },
    { label: '/favourites', path: '/favourites' },
    { label: '/cart (one line)', path: '/cart', cart: true },
    { label: '/checkout (one line)', path: '/checkout', cart: true },
    { label: '/account', path: '/account' },
    { label: '/orders', path: '/orders' },
    { label: '/track', path: '/track' },
    { label: '/warranty', path: '/warranty' },
    { label: '/invoice', path: '/invoice' },
    { label: '/installation-certificate', path: '/installation-certificate' },
    { label: '/admin/layby (lay-by desk)', path: '/admin/layby' },
  ];
  return [
    ...pages.filter((page): page is SamplePage => Boolean(page) && has(builtPageOf((page as SamplePage).path))),
    {
      label: '/jobs/{token} (job sheet)',
      path: `/jobs/${'b'.repeat(43)}`,
      note: 'the demo has no assigned job: this is the sheet’s not-found page, the same script-free document, lib/installation/job-sheet-html.ts',
    },
  ];
}
