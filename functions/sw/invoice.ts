// /sw/invoice: the Kiswahili twin of functions/invoice.ts.
export { onRequest } from '../../src/server/cloudflare/pages-function.ts';
