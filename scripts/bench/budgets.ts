/**
 * Byte budgets per kind of page (gzipped JavaScript loaded on first visit: by the built page and its
 * static imports, and in a browser, every script a guest's and a signed-in shopper's visit loads).
 * Exact: CI fails above them, and on a built page with no budget at all.
 */
export interface Budget {
  kind: string;
  /** Matches a built page path such as `/shop/batteries.html`. */
  test: (page: string) => boolean;
  maxJsBytes: number;
  /** Room the page must keep under its budget, so the next feature has somewhere to go (issue 30). */
  minRoomBytes?: number;
}

/** What a page may weigh: its budget less the room it must keep. */
export const jsLimit = (budget: Budget): number => budget.maxJsBytes - (budget.minRoomBytes ?? 0);

const KB = 1024;

/**
 * Catalogue pages (home, category, product) run small scripts over nanostores and no React:
 * 10 KB, where they sat at 8 KB before messages, WhatsApp, the delivery picker and Kiswahili
 * (issue 30). Information pages keep 2 KB of room under theirs.
 */
const BUDGETS: readonly Budget[] = [
  { kind: 'home', test: (p) => p === '/index.html', maxJsBytes: 10 * KB },
  {
    kind: 'category',
    test: (p) =>
      p === '/shop.html' || p === '/inverters.html' || /^\/shop\/[^/]+\.html$/.test(p) || /^\/shop\/([^/]+\/)?page\/\d+\.html$/.test(p),
    maxJsBytes: 10 * KB,
  },
  { kind: 'product', test: (p) => /^\/product\/[^/]+\.html$/.test(p) || /^\/shop\/[^/]+\/[^/]+\.html$/.test(p), maxJsBytes: 10 * KB },
  {
    kind: 'information',
    test: (p) =>
      [
        '/404.html',
        '/about.html',
        '/terms-and-conditions.html',
        '/privacy-policy.html',
        '/refund-policy.html',
        '/shipping-policy.html',
        '/warranty-info.html',
      ].includes(p),
    maxJsBytes: 10 * KB,
    minRoomBytes: 2 * KB,
  },
  /**
   * Service pages: the forms the server answers without a script (/track, /warranty, /invoice,
   * /stock-alerts, /installation-certificate) and where a sent contact form lands (/contact/sent).
   * The layout's script and at most a print button, no island: information's budget and room.
   */
  {
    kind: 'service',
    test: (p) =>
      [
        '/track.html',
        '/warranty.html',
        '/invoice.html',
        '/stock-alerts.html',
        '/installation-certificate.html',
        '/contact/sent.html',
      ].includes(p),
    maxJsBytes: 10 * KB,
    minRoomBytes: 2 * KB,
  },
  /**
   * The technician's job sheet (/jobs/{token}): the server writes it per job, a document of its own
   * with no script (a phone on a roof, perhaps without signal). Weighed through the server by the
   * bench's browser section, as `/jobs/token.html`; it is not in dist/.
   */
  { kind: 'job sheet', test: (p) => /^\/jobs\/[^/]+\.html$/.test(p), maxJsBytes: 0 },
  { kind: 'search and contact', test: (p) => p === '/search.html' || p === '/contact.html', maxJsBytes: 50 * KB },
  { kind: 'favourites', test: (p) => p === '/favourites.html', maxJsBytes: 50 * KB },
  /**
   * The app pages run React islands (issue 27): React and react-dom are about 67 KB of each one's
   * weight, the rest is what the island needs (its own strings, the auth client where a session is read).
   */
  {
    kind: 'app',
    test: (p) =>
      ['/cart.html', '/checkout.html', '/account.html', '/orders.html', '/solar-calculator.html'].includes(p) ||
      /^\/(account|payment|checkout)\/[^/]+\.html$/.test(p),
    maxJsBytes: 120 * KB,
  },
  /**
   * The team's desk: an app page too, with the same budget. Every page under /admin/ is one: the
   * dashboard, orders, an order with its cancel and refund forms, stock, cash, invoices, warranty,
   * lay-by (/admin/layby), installations and technicians (/admin/installations, /admin/technicians).
   */
  { kind: 'admin', test: (p) => p === '/admin.html' || /^\/admin\/[^/]+\.html$/.test(p), maxJsBytes: 120 * KB },
];

/** A Kiswahili page's English twin (`/sw.html` → `/index.html`, `/sw/cart.html` → `/cart.html`): both keep one budget. */
export function englishTwin(page: string): string {
  if (page === '/sw.html') return '/index.html';
  return page.startsWith('/sw/') ? page.slice(3) : page;
}

export function budgetFor(page: string): Budget | undefined {
  const twin = englishTwin(page);
  return BUDGETS.find((budget) => budget.test(twin));
}

/** The built page a browser address stands for (`/` → `/index.html`, `/sw/shop/x` → `/sw/shop/x.html`), to find its budget. */
export function builtPageOf(path: string): string {
  const bare = path.split(/[?#]/)[0]!.replace(/\/+$/, '');
  if (bare === '') return '/index.html';
  return bare.endsWith('.html') ? bare : `${bare}.html`;
}

/** The built pages that have no budget: the bench fails on any, so a new page cannot slip through unweighed. */
export function pagesWithoutBudget(pages: readonly string[]): string[] {
  return pages.filter((page) => !budgetFor(page));
}

/** A weight against a page's budget: `ok   JS ≤ 8 (information, keeping 2 of 10 free)`, `OVER JS > 10 (home)`, or no budget. */
export function budgetVerdict(jsBytes: number, budget: Budget | undefined): { over: boolean; text: string } {
  if (!budget) return { over: true, text: 'NO BUDGET' };
  const limit = jsLimit(budget);
  const room = budget.minRoomBytes ? `, keeping ${budget.minRoomBytes / KB} of ${budget.maxJsBytes / KB} free` : '';
  const over = jsBytes > limit;
  return { over, text: `${over ? 'OVER JS >' : 'ok   JS ≤'} ${limit / KB} (${budget.kind}${room})` };
}
