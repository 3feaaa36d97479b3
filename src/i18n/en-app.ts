import { shell } from './en/shell.ts';
import { checkout } from './en/checkout.ts';
import { cart } from './en/cart.ts';
import { account } from './en/account.ts';
import { api } from './en/api.ts';
import { delivery } from './en/delivery.ts';
import { whatsapp } from './en/whatsapp.ts';

/**
 * The English strings the browser's islands read: every area but the pages the build writes
 * (storefront, catalogue: their scripts take words from the page) and the admin area (its islands
 * add theirs, ./admin-strings.ts). tests/unit/browser-strings.test.ts keeps islands to these.
 */
export const enApp = {
  ...account,
  ...shell,
  ...checkout,
  ...cart,
  ...api,
  ...delivery,
  ...whatsapp,
} as const;
