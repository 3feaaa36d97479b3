/**
 * What the API needs from the outside world, handed to createApp(). The Node entry and the
 * Cloudflare entry build these from their environment; tests build them from fakes and PGlite.
 */
export interface AppDeps {}
