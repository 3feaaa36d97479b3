// /sw/track: the Kiswahili twin of functions/track.ts.
export { onRequest } from '../../src/server/cloudflare/pages-function.ts';
