// /sw/contact: the Kiswahili twin of functions/contact.ts.
export { onRequest } from '../../src/server/cloudflare/pages-function.ts';
