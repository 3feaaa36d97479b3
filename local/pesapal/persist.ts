import { existsSync, readFileSync } from 'node:fs';
import { stateFileWriter, type StateFileWriter } from '../state-file.ts';
import type { SandboxContext } from './context.ts';
import { armPromptTimeout, armRefundApproval } from './payments.ts';
import type { IpnEndpoint, SandboxOrder } from './state.ts';

/**
 * The sandbox's memory across restarts, as Pesapal never forgets an order it issued: `npm start`
 * keeps the orders and the registered IPN URLs in a file (.data/pesapal/, beside the shop's own
 * database in .data/pglite), so a payment page, a status or a refund of an earlier run still
 * answers. Tokens, faults, settings, the IPN log and IPN retries in flight are not kept.
 */
interface Kept {
  orders: SandboxOrder[];
  ipns: IpnEndpoint[];
  nextIpnNumber: number;
}

/** Fills the state from `file` (when there is one) and sets again what was waiting: an open M-PESA prompt's timeout, a refund's approval. */
export function restoreState(context: SandboxContext, file: string): void {
  if (!existsSync(file)) return;
  let kept: Kept;
  try {
    kept = JSON.parse(readFileSync(file, 'utf8')) as Kept;
  } catch (error) {
    console.warn(`Pesapal sandbox: ${file} could not be read (${String(error)}); starting empty.`);
    return;
  }
  const { state } = context;
  for (const order of kept.orders ?? []) state.orders.set(order.trackingId, order);
  for (const ipn of kept.ipns ?? []) state.ipns.set(ipn.ipnId, ipn);
  state.nextIpnNumber = Math.max(state.nextIpnNumber, kept.nextIpnNumber ?? 0);
  const now = context.now();
  for (const order of state.orders.values()) {
    const since = now - Date.parse(order.history.at(-1)?.at ?? '');
    const left = (total: number) => Math.max(0, total - (Number.isNaN(since) ? 0 : since));
    if (order.state === 'PROCESSING' && order.method === 'mpesa') armPromptTimeout(context, order, left(state.settings.stkTimeoutMs));
    if (order.state === 'COMPLETED' && order.refund) armRefundApproval(context, order, left(state.settings.refundApprovalMs));
  }
}

/** Writes the state to `file` shortly after each change (`changed`), and at once on `flush` (the sandbox stopping). */
export function stateWriter(context: SandboxContext, file: string): StateFileWriter {
  return stateFileWriter(file, (): Kept => {
    const { state } = context;
    return { orders: [...state.orders.values()], ipns: [...state.ipns.values()], nextIpnNumber: state.nextIpnNumber };
  });
}
