import { account } from './sw/account.ts';
import { shell } from './sw/shell.ts';
import { checkout } from './sw/checkout.ts';
import { cart } from './sw/cart.ts';
import { api } from './sw/api.ts';
import { delivery } from './sw/delivery.ts';
import { whatsapp } from './sw/whatsapp.ts';
import { storefront } from './sw/storefront.ts';
import { catalogue } from './sw/catalogue.ts';
import { warranty } from './sw/warranty.ts';
import { preview } from './sw/preview.ts';
import { stockAlerts } from './sw/stock-alerts.ts';
import { invoice } from './sw/invoice.ts';
import { favourites } from './sw/favourites.ts';
import { layby } from './sw/layby.ts';
import { laybyCheckout } from './sw/layby-checkout.ts';
import { laybyTrack } from './sw/layby-track.ts';
import { laybyMessages } from './sw/layby-messages.ts';
import { laybyPolicy } from './sw/layby-policy.ts';
import { installation } from './sw/installation.ts';
import { installationCheckout } from './sw/installation-checkout.ts';
import { installationTrack } from './sw/installation-track.ts';
import { installationJob } from './sw/installation-job.ts';
import { installationMessages } from './sw/installation-messages.ts';
import type { MessageKey } from './en.ts';
import type { Message } from './index.ts';
import type { admin } from './en/admin.ts';
import type { adminLayby } from './en/admin-layby.ts';
import type { adminInstallation } from './en/admin-installation.ts';

/**
 * Every storefront string in Kiswahili (sw-KE), by the same keys as en.ts: written as a Kenyan
 * shop writes (../shared/reference/kiswahili-commerce.md). The admin area stays English, so its
 * keys are the only ones missing; tests/unit/i18n-parity.test.ts fails on any other gap.
 */
export const sw = {
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
  ...stockAlerts,
  ...invoice,
  ...favourites,
  ...layby,
  ...laybyCheckout,
  ...laybyTrack,
  ...laybyMessages,
  ...laybyPolicy,
  ...installation,
  ...installationCheckout,
  ...installationTrack,
  ...installationJob,
  ...installationMessages,
} as const satisfies Record<Exclude<MessageKey, keyof typeof admin | keyof typeof adminLayby | keyof typeof adminInstallation>, Message>;
