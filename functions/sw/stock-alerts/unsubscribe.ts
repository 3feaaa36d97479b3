// /sw/stock-alerts/unsubscribe: the Kiswahili twin of functions/stock-alerts/unsubscribe.ts.
export { onRequest } from '../../../src/server/cloudflare/pages-function.ts';
