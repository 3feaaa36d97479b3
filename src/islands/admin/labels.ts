import { t } from '../../i18n/index.ts';
import { CHECKOUT_PAYMENT_METHODS, type CheckoutPaymentMethod, type DeliveryStatus, type OrderStatus } from '../../lib/order-types.ts';

/** Display names of the statuses, from the admin strings. */
export const paymentLabel = (status: OrderStatus) => t(`admin.payment.${status}`);
export const deliveryLabel = (status: DeliveryStatus) => t(`admin.delivery.${status}`);
export const methodLabel = (method: string) =>
  (CHECKOUT_PAYMENT_METHODS as readonly string[]).includes(method) ? t(`admin.method.${method as CheckoutPaymentMethod}`) : method;
