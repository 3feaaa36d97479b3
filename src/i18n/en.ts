import { account } from './en/account.ts';
import { shell } from './en/shell.ts';
import { checkout } from './en/checkout.ts';
import { cart } from './en/cart.ts';
import { api } from './en/api.ts';
import { delivery } from './en/delivery.ts';
import { whatsapp } from './en/whatsapp.ts';
import { storefront } from './en/storefront.ts';
import { catalogue } from './en/catalogue.ts';
import { warranty } from './en/warranty.ts';
import { preview } from './en/preview.ts';
import { admin } from './en/admin.ts';
import { stockAlerts } from './en/stock-alerts.ts';
import { invoice } from './en/invoice.ts';
import { favourites } from './en/favourites.ts';
import { layby } from './en/layby.ts';
import { laybyCheckout } from './en/layby-checkout.ts';
import { laybyTrack } from './en/layby-track.ts';
import { laybyMessages } from './en/layby-messages.ts';
import { laybyPolicy } from './en/layby-policy.ts';
import { adminLayby } from './en/admin-layby.ts';
import { installation } from './en/installation.ts';
import { installationCheckout } from './en/installation-checkout.ts';
import { installationTrack } from './en/installation-track.ts';
import { installationJob } from './en/installation-job.ts';
import { installationMessages } from './en/installation-messages.ts';
import { adminInstallation } from './en/admin-installation.ts';

/**
 * Every user-facing string of the shop, in English, by key. Each area keeps its strings in its
 * own file under en/; Kiswahili is one more folder of the same shape (sw/). The build and the
 * server have all of them (./everything.ts); each island gets the keys its code names
 * (src/build/island-strings.ts).
 */
export const en = {
  ...account,
  ...shell,
  ...checkout,
  ...cart,
  ...api,
  ...delivery,
  ...whatsapp,
  ...storefront,
  ...catalogue,
  ...warranty,
  ...preview,
  ...admin,
  ...stockAlerts,
  ...invoice,
  ...favourites,
  ...layby,
  ...laybyCheckout,
  ...laybyTrack,
  ...laybyMessages,
  ...laybyPolicy,
  ...adminLayby,
  ...installation,
  ...installationCheckout,
  ...installationTrack,
  ...installationJob,
  ...installationMessages,
  ...adminInstallation,
} as const;

export type MessageKey = keyof typeof en;
