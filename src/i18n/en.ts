import { shell } from './en/shell.ts';
import { checkout } from './en/checkout.ts';
import { cart } from './en/cart.ts';
import { storefront } from './en/storefront.ts';
import { catalogue } from './en/catalogue.ts';
import { admin } from './en/admin.ts';
import { account } from './en/account.ts';
import { api } from './en/api.ts';
import { delivery } from './en/delivery.ts';
import { whatsapp } from './en/whatsapp.ts';

/**
 * Every user-facing string of the shop, in English, by key. Each area keeps its strings in its
 * own file under en/; Swahili is one more folder of the same shape.
 */
export const en = {
  ...account,
  ...shell,
  ...checkout,
  ...cart,
  ...storefront,
  ...catalogue,
  ...admin,
  ...api,
  ...delivery,
  ...whatsapp,
} as const;

export type MessageKey = keyof typeof en;
