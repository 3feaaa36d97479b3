import { shell } from './sw/shell.ts';
import { checkout } from './sw/checkout.ts';
import { cart } from './sw/cart.ts';
import { account } from './sw/account.ts';
import { api } from './sw/api.ts';
import { delivery } from './sw/delivery.ts';
import { whatsapp } from './sw/whatsapp.ts';
import type { enApp } from './en-app.ts';

/** The Kiswahili strings the browser's islands read, the same keys as ./en-app.ts: a Kiswahili page fetches them (./browser.ts). */
export const swApp = {
  ...account,
  ...shell,
  ...checkout,
  ...cart,
  ...api,
  ...delivery,
  ...whatsapp,
} as const satisfies Record<keyof typeof enApp, string>;
