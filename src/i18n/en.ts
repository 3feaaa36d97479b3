import { enApp } from './en-app.ts';
import { storefront } from './en/storefront.ts';
import { catalogue } from './en/catalogue.ts';
import { admin } from './en/admin.ts';

/**
 * Every user-facing string of the shop, in English, by key. Each area keeps its strings in its
 * own file under en/; Kiswahili is one more folder of the same shape (sw/). The browser loads
 * only `enApp` (./en-app.ts); the build and the server have all of them (./everything.ts).
 */
export const en = {
  ...enApp,
  ...storefront,
  ...catalogue,
  ...admin,
} as const;

export type MessageKey = keyof typeof en;
