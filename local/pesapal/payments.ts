import type { SandboxContext } from './context.ts';
import { cardAuthorisation, maskCard, maskMsisdn, mpesaReceipt, kenyanMsisdn } from './format.ts';
import { notifyStatusChange } from './ipn.ts';
import type { OrderState, PayMethod, SandboxOrder } from './state.ts';

/** Moves a sandbox payment between states (reference 10.1), recording history and firing IPNs. */

export const BANKS = {
  equity: 'Equity Bank',
  kcb: 'KCB Bank',
  coop: 'Co-operative Bank',
  ncba: 'NCBA Bank',
} as const;
type BankId = keyof typeof BANKS;

export function findOrder(context: SandboxContext, trackingId: string | undefined): SandboxOrder | undefined {
  if (!trackingId) return undefined;
  return context.state.orders.get(trackingId.toLowerCase());
}

/** Whether the shopper may (still, or again) pay this order on the hosted page. */
export function canPay(order: SandboxOrder): boolean {
  return order.state === 'AWAITING' || order.state === 'FAILED';
}

function setState(context: SandboxContext, order: SandboxOrder, state: OrderState, note: string): void {
  order.state = state;
  order.history.push({ at: new Date(context.now()).toISOString(), state, note });
  if (state !== 'PROCESSING' && state !== 'AWAITING') notifyStatusChange(context, order);
}

/** Starts an attempt that waits for the shopper (M-PESA prompt, bank approval). */
export function startAttempt(context: SandboxContext, order: SandboxOrder, method: Exclude<PayMethod, 'card'>, payer: string): void {
  order.attempt += 1;
  order.method = method;
  order.payer = payer;
  setState(context, order, 'PROCESSING', method === 'mpesa' ? `STK prompt sent to ${payer}` : `waiting for ${payer}`);
  if (method === 'mpesa') armPromptTimeout(context, order, context.state.settings.stkTimeoutMs);
}

/** The M-PESA prompt of the attempt in progress fails after `ms` unless answered. */
export function armPromptTimeout(context: SandboxContext, order: SandboxOrder, ms: number): void {
  const attempt = order.attempt;
  context.later(ms, () => {
    if (order.state === 'PROCESSING' && order.attempt === attempt) {
      failOrder(context, order, 'request_timeout', 'The M-PESA prompt was not answered in time.');
    }
  });
}

export interface CompleteOptions {
  method?: PayMethod;
  /** Card digits, M-PESA number or bank id; a default per method otherwise. */
  payer?: string;
  /** Amount paid when it differs from the order's (an underpayment test). */
  amountPaid?: number;
}

export function completeOrder(context: SandboxContext, order: SandboxOrder, options: CompleteOptions = {}): void {
  const method = options.method ?? order.method ?? 'mpesa';
  const payer = options.payer ?? (order.method === method && order.payer ? order.payer : '');
  order.method = method;
  if (method === 'mpesa') {
    const msisdn = kenyanMsisdn(payer) ?? kenyanMsisdn(order.billing.phone) ?? '254712345678';
    order.paymentMethod = 'MpesaKE';
    order.paymentAccount = maskMsisdn(msisdn);
    order.confirmationCode = mpesaReceipt();
  } else if (method === 'card') {
    const digits = payer.replace(/\D/g, '') || '4111111111111111';
    order.paymentMethod = digits.startsWith('5') ? 'Mastercard' : 'Visa';
    order.paymentAccount = maskCard(digits);
    order.confirmationCode = cardAuthorisation();
  } else {
    const bank = BANKS[payer as BankId] ?? BANKS.equity;
    order.paymentMethod = bank;
    order.paymentAccount = `xxxxxx${String(order.attempt).padStart(4, '0')}`;
    order.confirmationCode = `BNK${cardAuthorisation().slice(0, 12)}`;
  }
  order.reason = '';
  order.detail = null;
  order.amountPaid = options.amountPaid ?? order.amount;
  setState(context, order, 'COMPLETED', `paid by ${order.paymentMethod}`);
}

export function failOrder(context: SandboxContext, order: SandboxOrder, reason: string, detail: string, method?: PayMethod): void {
  if (method) order.method = method;
  order.paymentMethod = order.method === 'card' ? 'Visa' : order.method === 'bank' ? (BANKS[order.payer as BankId] ?? '') : 'MpesaKE';
  order.confirmationCode = '';
  order.reason = reason;
  order.detail = detail;
  setState(context, order, 'FAILED', `${reason}: ${detail}`);
}

/** CancelOrder: only pending or failed orders, only once (reference 9.2). */
export function cancelOrder(context: SandboxContext, order: SandboxOrder): boolean {
  if (order.state !== 'AWAITING' && order.state !== 'FAILED' && order.state !== 'PROCESSING') return false;
  order.reason = 'order_cancelled';
  order.detail = 'The order was cancelled.';
  setState(context, order, 'CANCELLED', 'cancelled');
  return true;
}

/**
 * A refund asked of a completed payment: "200 means request received, not money returned"
 * (reference 9.1). The merchant's approval comes refundApprovalMs later: the payment then reads
 * REVERSED and an IPN goes out.
 */
export function requestRefund(context: SandboxContext, order: SandboxOrder, refund: { amount: number; by: string; remarks: string }): void {
  order.refund = { ...refund, at: new Date(context.now()).toISOString() };
  order.history.push({
    at: order.refund.at,
    state: order.state,
    note: `refund of ${refund.amount} requested by ${refund.by}: ${refund.remarks}`,
  });
  armRefundApproval(context, order, context.state.settings.refundApprovalMs);
}

/** The merchant's approval of the refund asked of `order`, `ms` from now. */
export function armRefundApproval(context: SandboxContext, order: SandboxOrder, ms: number): void {
  const amount = order.refund?.amount;
  context.later(ms, () => {
    reverseOrder(context, order, `refund of ${amount} approved`);
  });
}

/** A completed payment reversed (refund approved). */
export function reverseOrder(context: SandboxContext, order: SandboxOrder, note = 'reversed'): boolean {
  if (order.state !== 'COMPLETED') return false;
  setState(context, order, 'REVERSED', note);
  return true;
}
