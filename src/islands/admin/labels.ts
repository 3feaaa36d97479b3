import { t } from '../../i18n/index.ts';
import type { DeliveryStatus } from '../../lib/order-types.ts';

/** Display names of the delivery statuses, from the admin strings. */
export const deliveryLabel = (status: DeliveryStatus) => t(`admin.delivery.${status}`);
