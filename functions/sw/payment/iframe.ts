// /sw/payment/iframe: the Kiswahili twin of functions/payment/iframe.ts.
export { onRequest } from '../../../src/server/cloudflare/pages-function.ts';
