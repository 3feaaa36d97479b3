import { nairobiLocal, utcSeven, withOrderParams } from './format.ts';
import type { IpnEndpoint, SandboxOrder } from './state.ts';

/** Pesapal API 3.0's answer bodies as the sandbox's routes (api.ts) send them: a transaction's status and a registered IPN. */

/** The GetTransactionStatus body for an order in its current (or a forced pending) state. */
export function statusBody(order: SandboxOrder, forcePending = false): Record<string, unknown> {
  const callBackUrl = withOrderParams(order.callbackUrl, order.trackingId, order.merchantReference);
  const common = {
    amount: order.amount,
    created_date: nairobiLocal(order.createdAt),
    order_tracking_id: order.trackingId,
    message: 'Request processed successfully',
    call_back_url: callBackUrl,
    merchant_reference: order.merchantReference,
    currency: order.currency,
    account_number: null,
  };
  const pending = forcePending || order.state === 'AWAITING' || order.state === 'PROCESSING';
  if (pending) {
    return {
      payment_method: '',
      confirmation_code: '',
      payment_status_description: 'INVALID',
      description: null,
      payment_account: '',
      status_code: 0,
      payment_status_code: '',
      ...common,
      error: { error_type: 'api_error', code: 'payment_details_not_found', message: 'Pending Payment', call_back_url: callBackUrl },
      status: '500',
    };
  }
  const byState = {
    COMPLETED: [1, 'Completed'],
    FAILED: [2, 'Failed'],
    CANCELLED: [2, 'Cancelled'],
    REVERSED: [3, 'Reversed'],
  } as const;
  const [statusCode, description] = byState[order.state as keyof typeof byState];
  const paid = order.state === 'COMPLETED' || order.state === 'REVERSED';
  return {
    payment_method: order.paymentMethod,
    ...common,
    amount: paid ? (order.amountPaid ?? order.amount) : order.amount,
    confirmation_code: order.confirmationCode,
    payment_status_description: description,
    description: order.detail,
    payment_account: order.paymentAccount,
    status_code: statusCode,
    payment_status_code: order.reason,
    ...(paid && order.method === 'mpesa' ? { payer_info: { first_name: order.billing.firstName, last_name: order.billing.lastName } } : {}),
    error: { error_type: null, code: null, message: null },
    status: '200',
  };
}

/** A registered IPN as RegisterIPN and GetIpnList list it. */
export function ipnJson(ipn: IpnEndpoint) {
  return {
    id: ipn.id,
    url: ipn.url,
    created_date: utcSeven(ipn.createdAt),
    ipn_id: ipn.ipnId,
    notification_type: ipn.method === 'GET' ? 0 : 1,
    ipn_notification_type_description: ipn.method,
    ipn_status: 1,
    ipn_status_decription: 'Active',
    error: null,
    status: '200',
  };
}
