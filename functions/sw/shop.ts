// /sw/shop: the Kiswahili twin of functions/shop.ts.
export { onRequest } from '../../src/server/cloudflare/pages-function.ts';
