/**
 * Framing rules of the checkout and payment pages. The site sends `frame-ancestors 'none'` and
 * X-Frame-Options DENY everywhere; these pages add what they need on top:
 * - /checkout and /payment/iframe may frame the Pesapal host in use, and nothing else;
 * - /payment/return may be framed by the shop itself, and frames nothing: Pesapal sends the top
 *   window there, but where a browser refuses a frame that navigation, the return loads in our frame.
 */

function pagePath(path: string): string {
  return path.replace(/\/index\.html$/, '').replace(/\.html$/, '').replace(/\/+$/, '') || '/';
}

export function paymentPageHeaders(path: string, paymentPageOrigin: string): Record<string, string> | null {
  switch (pagePath(path)) {
    case '/checkout':
    case '/payment/iframe':
      return { 'Content-Security-Policy': `frame-ancestors 'none'; frame-src ${paymentPageOrigin}`, 'X-Frame-Options': 'DENY' };
    case '/payment/return':
      return { 'Content-Security-Policy': "frame-ancestors 'self'; frame-src 'none'", 'X-Frame-Options': 'SAMEORIGIN' };
    default:
      return null;
  }
}
