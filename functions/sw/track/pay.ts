// /sw/track/pay: the Kiswahili twin of functions/track/pay.ts.
export { onRequest } from '../../../src/server/cloudflare/pages-function.ts';
