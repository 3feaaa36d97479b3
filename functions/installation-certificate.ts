// /installation-certificate: answered by the server on both hosts (src/server/pages/app.ts); see src/server/cloudflare/pages-function.ts.
export { onRequest } from '../src/server/cloudflare/pages-function.ts';
