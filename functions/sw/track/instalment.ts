// /sw/track/instalment: the Kiswahili twin of functions/track/instalment.ts.
export { onRequest } from '../../../src/server/cloudflare/pages-function.ts';
