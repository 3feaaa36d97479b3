// /sw/payment/return: the Kiswahili twin of functions/payment/return.ts.
export { onRequest } from '../../../src/server/cloudflare/pages-function.ts';
