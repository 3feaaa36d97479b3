import { cashReceivedMessages } from '../../lib/messages/cash-messages.ts';
import { formatKes } from '../../lib/money.ts';
import { orderReference } from '../../lib/order-display.ts';
import { cashOutcome, type CashCollection } from '../../lib/orders/cash-collection.ts';
import type { CashRequest } from '../../lib/orders/cash-request.ts';
import { orderFigures } from '../../lib/orders/figures.ts';
import { moveOrder } from '../../lib/orders/lifecycle.ts';
import type { AdminActor, Database } from '../db/index.ts';
import { ApiError } from '../errors.ts';
import type { OrderEvents } from '../messages/order-events.ts';
import { refusedStep } from './steps.ts';

export interface CashDeps {
  db: Database;
  events?: OrderEvents | undefined;
}

/** What recording a collection did: the collection (the earlier one on a repeat) and what the order still owes. */
export interface CashRecorded {
  collection: CashCollection;
  /** True when this request had been recorded already (the same M-PESA receipt, or the same form sent twice): nothing was added. */
  repeated: boolean;
  stillOwedCents: number;
}

/** What a recording of money at the shop or from a driver names: how much, how, and its M-PESA receipt. */
type MoneyRecorded = Pick<CashRequest, 'amountCents' | 'method' | 'mpesaReceipt'>;

/** 409: this M-PESA receipt (or this press of the form) was recorded with other figures, or for another order. */
export function usedElsewhere(earlier: CashCollection, input: MoneyRecorded): ApiError {
  if (input.mpesaReceipt && earlier.mpesaReceipt === input.mpesaReceipt)
    return new ApiError(409, 'RECEIPT_RECORDED', 'admin.cash.error.receiptUsed', 'mpesaReceipt', {
      receipt: input.mpesaReceipt,
      id: orderReference(earlier.orderId),
    });
  return new ApiError(409, 'IDEMPOTENCY_KEY_REUSED', 'admin.cash.error.keyReused', 'requestKey');
}

/** Whether an earlier collection is this request again (same order, amount, method and receipt): answered with it, never recorded twice. */
export const sameRequest = (earlier: CashCollection, orderId: string, input: MoneyRecorded) =>
  earlier.orderId === orderId &&
  earlier.amountCents === input.amountCents &&
  earlier.method === input.method &&
  earlier.mpesaReceipt === (input.mpesaReceipt ?? null);

/**
 * The admin records what a driver brought back for a cash order (POST /api/orders/{id}/cash).
 * Judged under the order's row lock by the lifecycle (collect_cash: a cash order that went out or
 * arrived), against what the order owes (its figures: goods and the delivery fee the driver takes,
 * less earlier collections). In full: the order is paid (paid_at set) and its cash payment record
 * completed, the M-PESA receipt as its confirmation code. Short: recorded, and the order keeps
 * owing the rest. More than owed: 400 naming amountCents with what is owed. A repeat (the same
 * receipt, or the same request key) answers the collection already recorded. The audit entry
 * (order.cash) and the customer's receipt (cash_received, e-mail and SMS) are written in the same
 * transaction. Null when there is no such order.
 */
export async function recordCash(deps: CashDeps, orderId: string, input: CashRequest, actor: AdminActor): Promise<CashRecorded | null> {
  const requestKey = input.requestKey ?? null;
  const outcome = await deps.db.transaction(async (tx): Promise<CashRecorded | null> => {
    const state = await tx.orders.lockState(orderId);
    if (!state) return null;
    const owing = async () => {
      const order = await tx.orders.byId(orderId);
      return order ? orderFigures(order).dueDriverCents : 0;
    };
    const repeat = async (earlier: CashCollection): Promise<CashRecorded> => {
      if (!sameRequest(earlier, orderId, input)) throw usedElsewhere(earlier, input);
      return { collection: earlier, repeated: true, stillOwedCents: await owing() };
    };
    const earlier = await tx.cashCollections.earlier(input.mpesaReceipt ?? null, requestKey);
    if (earlier) return repeat(earlier);

    const verdict = moveOrder(state, 'collect_cash');
    if (!verdict.ok) throw refusedStep(orderId, verdict.stage, 'collect_cash');
    const order = await tx.orders.byId(orderId);
    if (!order) return null;
    const owedCents = orderFigures(order).dueDriverCents;
    const result = cashOutcome(owedCents, input.amountCents);
    if (result.kind === 'over')
      throw new ApiError(400, 'INVALID_REQUEST', 'admin.cash.error.over', 'amountCents', {
        owed: formatKes(result.owedCents, 'en'),
        id: orderReference(orderId),
      });

    const driver = input.driver ?? order.driver;
    const collection = await tx.cashCollections.record({
      orderId,
      amountCents: input.amountCents,
      method: input.method,
      mpesaReceipt: input.mpesaReceipt ?? null,
      note: input.note ?? null,
      driver,
      requestKey,
      recordedBy: actor.id,
      recordedByEmail: actor.email,
    });
    // A request racing with this one recorded the same receipt or key for another order first.
    if (!collection) {
      const first = await tx.cashCollections.earlier(input.mpesaReceipt ?? null, requestKey);
      if (!first) throw new Error(`Cash collection for ${orderId} refused, and no earlier one found`);
      return repeat(first);
    }
    if (input.driver) await tx.orders.setDriver(orderId, input.driver, true);
    const stillOwedCents = result.kind === 'short' ? result.stillOwedCents : 0;
    if (result.kind === 'full') {
      await tx.orders.setStatus(orderId, verdict.to.orderStatus);
      const record = (await tx.payments.listForOrder(orderId)).find((p) => p.provider === 'cash' && p.status !== 'COMPLETED');
      if (record)
        await tx.payments.settleCash(record.id, {
          amountCents: orderFigures(order).paidCents + input.amountCents,
          confirmationCode: input.mpesaReceipt ?? null,
          raw: { collectionId: collection.id, method: input.method, amountCents: input.amountCents },
        });
    }
    await tx.adminActions.record(actor, {
      action: 'order.cash',
      target: { kind: 'order', id: orderId },
      details: {
        collectionId: collection.id,
        amountCents: input.amountCents,
        method: input.method,
        mpesaReceipt: input.mpesaReceipt ?? null,
        driver,
        note: input.note ?? null,
        owedCents,
        stillOwedCents,
      },
    });
    await deps.events?.queueWritten(tx, orderId, (now, context) => cashReceivedMessages(now, collection, context));
    return { collection, repeated: false, stillOwedCents };
  });
  if (outcome && !outcome.repeated) deps.events?.sendNow(orderId);
  return outcome;
}
