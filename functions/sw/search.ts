// /sw/search: the Kiswahili twin of functions/search.ts.
export { onRequest } from '../../src/server/cloudflare/pages-function.ts';
