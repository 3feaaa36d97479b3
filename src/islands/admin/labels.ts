import { translationsFor } from '../../i18n/index.ts';
import type { AdminOrderAction, AdminRefund } from '../../api/admin.ts';
import type { DeliveryStatus } from '../../lib/order-types.ts';
import { pageLocale } from '../../i18n/page-locale.ts';

const t = translationsFor(pageLocale());

/** Display names of the delivery statuses, from the admin strings. */
export const deliveryLabel = (status: DeliveryStatus) => t(`admin.delivery.${status}`);

/** Where a refund stands, in words: being sent, asked of Pesapal, completed or failed. */
export const refundStatusLabel = (status: AdminRefund['status']) => t(`admin.refund.status.${status}`);

/** An audit entry's action: cancelled, refund asked, refund failed, refund completed. */
export const actionLabel = (action: AdminOrderAction['action']) => t(`admin.action.${action}`);

/** Who did something: their e-mail when known, else their role ("the customer", "an admin", "the system"). */
export const actorLabel = (role: AdminOrderAction['actorRole'], email: string | null) => email ?? t(`admin.actor.${role}`);
