/** Byte budgets per kind of page (gzipped JavaScript loaded on first visit). Exact: CI fails above them. */
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
export const BUDGETS: readonly Budget[] = [
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
  /** The team's desk (dashboard, orders, an order with its cancel and refund forms): an app page too, with the same budget. */
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
