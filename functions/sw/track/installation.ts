// /sw/track/installation: the Kiswahili twin of functions/track/installation.ts.
export { onRequest } from '../../../src/server/cloudflare/pages-function.ts';
