/**
 * What the API needs from the outside world, handed to createApp(). The Node entry and the
 * Cloudflare entry build these from their environment; tests build them from fakes and PGlite.
 */
import type { CatalogueSource } from './catalogue-source.ts';

export interface AppDeps {
  /** The catalogue snapshot of the current build: prices, stock, policy hashes. */
  catalogue: CatalogueSource;
}
