// /sw/track/cancel: the Kiswahili twin of functions/track/cancel.ts.
export { onRequest } from '../../../src/server/cloudflare/pages-function.ts';
