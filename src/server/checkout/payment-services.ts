import type { Database } from '../db/index.ts';
import type { OrderEvents } from '../messages/order-events.ts';
import { settleOrder, type SettleDeps } from '../orders/settle.ts';
import type { PesapalClient } from '../pesapal/index.ts';
import { refreshPayment, type PaymentDeps } from './payment-update.ts';
import type { StatusChecks } from './status-checks.ts';

export interface PaymentServices {
  /** What the IPN, the return page and the payment page's polling record Pesapal's answers with. */
  payments: PaymentDeps;
  /** Asks Pesapal for a payment's status and records it, as an IPN would: how a refund is found done, or a page found paid. */
  refresh: (orderTrackingId: string) => Promise<unknown>;
  /** What an order that has ended still owes is done with (orders/settle.ts): at once, and by the sweep. */
  settling: SettleDeps;
}

/**
 * The payment services a host wires once, each able to call the other: a payment recorded as
 * completed for a cancelled order is returned at once (settle), and closing a page Pesapal will not
 * close asks how the payment stands (refresh).
 */
export function paymentServices(input: {
  db: Database;
  pesapal: PesapalClient;
  checks: StatusChecks;
  events?: OrderEvents | undefined;
}): PaymentServices {
  const payments: PaymentDeps = { ...input, settle: (orderId) => settleOrder(settling, orderId) };
  const refresh = (orderTrackingId: string) => refreshPayment(payments, orderTrackingId, 'admin');
  const settling: SettleDeps = { db: input.db, pesapal: input.pesapal, events: input.events, refreshPayment: refresh };
  return { payments, refresh, settling };
}
