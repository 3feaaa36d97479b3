// /sw/stock-alerts: the Kiswahili twin of functions/stock-alerts.ts.
export { onRequest } from '../../src/server/cloudflare/pages-function.ts';
