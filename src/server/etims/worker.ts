import { orderReference } from '../../lib/order-display.ts';
import { DELIVERY_ITEM } from '../../lib/tax/document-lines.ts';
import type { TaxDocument } from '../../lib/tax/documents.ts';
import { isInstallationLine } from '../../lib/installation/line.ts';
import { deliveryRegistration, goodsRegistration, installationRegistration, type ItemRegistration } from '../../lib/tax/etims-items.ts';
import { STATUTORY_RATE_BP, TAX_TYPES } from '../../lib/tax/tax-types.ts';
import type { CatalogueSource } from '../catalogue-source.ts';
import type { BranchKey } from '../db/etims-registry.ts';
import type { Database, Order } from '../db/index.ts';
import { receiptUrl } from './config.ts';
import { deviceOf, rateMismatch, refusalText, type Device } from './control-unit.ts';
import { itemKeyOf, prepareDocument } from './prepare.ts';
import { PAYMENT_TYPE, saleOf, type SaleContext } from './sale-payload.ts';
import type { EtimsAnswer, EtimsClient, EtimsReceipt } from './types.ts';
import { parseSdcDateTime, saleRequestBody } from './wire.ts';
import { everyRound, type Rounds } from '../rounds.ts';

/**
 * The eTIMS worker (issue 45; reference kra-etims-oscu.md §10, Odoo's algorithm): every document the
 * triggers queued reaches KRA once, numbered gap-free per branch, in order.
 *
 * One round, under the branch's lease (only its holder numbers, on any host):
 * 1. the control unit: initialised once (its communication key kept), KRA's tax rates read daily;
 * 2. queued documents prepared: their lines, item codes and sums (prepare.ts);
 * 3. then, one at a time, the branch's head (db.taxDocuments.head):
 *    - one sent whose answer never came is settled first: KRA is asked for that number
 *      (selectInvoiceDetails); if KRA has it, its signature is kept, if not it is sent again under
 *      the same number;
 *    - otherwise the next is checked (KRA's rate for each of its tax types must be the one it was
 *      sold at), its items registered, numbered and sent in the same transaction that keeps the
 *      request; KRA's signature, control unit and QR link are stored; a refusal fails it with KRA's
 *      code and message and gives the number back, so no gap is left; no answer (KRA down, a
 *      timeout) keeps the number and tries again later, and nothing else of the branch is sent meanwhile.
 */

export interface EtimsWorkerDeps {
  db: Database;
  client: EtimsClient;
  /** The categories products are registered under (their item class). */
  catalogue: CatalogueSource;
  /** Who holds the lease (default: a random id per worker). */
  owner?: string;
  /** How long the branch is this round's (default 3 minutes: a call may take KRA's 120 s). */
  leaseMs?: number;
  /** Documents sent per round at most (default 50). */
  batch?: number;
  /** The wait before a document whose send got no answer is tried again (default: 15 s doubling to 10 minutes). */
  retryDelayMs?: (attempts: number) => number;
}

export interface EtimsRound {
  prepared: number;
  signed: number;
  failed: number;
  /** Why the branch stopped before its queue was empty: KRA unreachable, no control unit. Null when it did not. */
  blocked: string | null;
  /** Another worker held the branch. */
  busy: boolean;
}

function etimsRetryDelayMs(attempts: number): number {
  return Math.min(10 * 60_000, 15_000 * 2 ** Math.max(0, attempts - 1));
}

/** How the money of a document came, as KRA codes it (class 07). */
async function paymentTypeOf(db: Database, doc: TaxDocument, order: Order): Promise<string> {
  if (doc.source === 'collection') {
    const collection = (await db.cashCollections.forOrder(order.id)).find((c) => c.id === doc.sourceId);
    return collection?.method === 'mpesa' ? PAYMENT_TYPE.mobileMoney : PAYMENT_TYPE.cash;
  }
  if (doc.source === 'door_fee') return PAYMENT_TYPE.cash;
  if (order.chosenMethod === 'MPESA') return PAYMENT_TYPE.mobileMoney;
  if (order.chosenMethod === 'Card') return PAYMENT_TYPE.card;
  return PAYMENT_TYPE.other;
}

/**
 * One round of the worker: see the module's comment. Safe to run from many processes at once (the
 * lease), and after a crash at any point (a numbered document is settled with KRA before anything else).
 */
export async function runEtimsRound(deps: EtimsWorkerDeps): Promise<EtimsRound> {
  const { db, client } = deps;
  const settings = client.settings;
  const key: BranchKey = { env: settings.env, tin: settings.pin, branchId: settings.branchId };
  const owner = deps.owner ?? crypto.randomUUID();
  const round: EtimsRound = { prepared: 0, signed: 0, failed: 0, blocked: null, busy: false };
  // Most rounds find nothing to send: they cost one look, not the lease, the device and the queue's queries.
  if (!(await db.taxDocuments.anyOpen())) return round;
  if (!(await db.taxDocuments.claimBranch(key, owner, deps.leaseMs ?? 3 * 60_000))) return { ...round, busy: true };
  try {
    const device = await deviceOf(deps.db, deps.client, key);
    if (typeof device === 'string') return { ...round, blocked: device };
    const catalogue = await deps.catalogue().catch(() => null);
    const registrationOf = (productId: string | null): ItemRegistration =>
      productId === null
        ? deliveryRegistration()
        : isInstallationLine({ productId })
          ? installationRegistration()
          : goodsRegistration(catalogue?.products[productId]?.category ?? null);

    for (const doc of await db.taxDocuments.unprepared(100)) {
      const outcome = await prepareDocument(db, doc, (productId, taxType) => {
        const registration = registrationOf(productId);
        return db.taxDocuments.itemCode(key, {
          itemKey: productId ?? DELIVERY_ITEM,
          prefix: registration.prefix,
          itemClsCd: registration.itemClsCd,
          taxType,
        });
      });
      if (outcome === 'prepared') round.prepared++;
      if (outcome === 'failed') round.failed++;
    }

    const delay = deps.retryDelayMs ?? etimsRetryDelayMs;
    for (let sent = 0; sent < (deps.batch ?? 50); sent++) {
      const doc = await db.taxDocuments.head(key);
      if (!doc) break;
      const order = await db.orders.byId(doc.orderId);
      if (!order) {
        await db.taxDocuments.cannotPrepare(doc.id, 'Its order no longer exists');
        round.failed++;
        continue;
      }
      const outcome = await sendOne(deps, key, device, doc, order, registrationOf);
      if (outcome === 'signed') round.signed++;
      else if (outcome === 'failed') round.failed++;
      else {
        await db.taxDocuments.later(doc.id, outcome.message, delay(doc.attempts + 1));
        round.blocked = outcome.message;
        break;
      }
    }
    return round;
  } finally {
    await db.taxDocuments.releaseBranch(key, owner);
  }
}

type SendOutcome = 'signed' | 'failed' | { message: string };

async function sendOne(
  deps: EtimsWorkerDeps,
  key: BranchKey,
  device: Device,
  doc: TaxDocument,
  order: Order,
  registrationOf: (productId: string | null) => ItemRegistration,
): Promise<SendOutcome> {
  const { db, client } = deps;
  const lines = doc.lines ?? [];
  const items = new Map(
    lines.map((line) => {
      const registration = registrationOf(line.productId);
      return [itemKeyOf(line), { itemCd: line.itemCode, ...registration }] as const;
    }),
  );
  const context = async (invcNo: number, orgInvcNo: number): Promise<SaleContext> => ({
    invcNo,
    orgInvcNo,
    orderReference: orderReference(order.id),
    customerPhone: order.customer.phone,
    paymentType: await paymentTypeOf(db, doc, order),
    // KRA's record of the sale names the order in full, beside its short reference (trdInvcNo).
    remark: `Order ${order.id}`,
  });
  const ratesFor = (sale: ReturnType<typeof saleOf>) => {
    for (const type of TAX_TYPES) if (sale.taxRtBp[type] === 0) sale.taxRtBp[type] = device.ratesBp[type] ?? STATUTORY_RATE_BP[type];
    return sale;
  };
  const signedWith = async (receipt: EtimsReceipt, resultDt: string | null): Promise<'signed'> => {
    await db.taxDocuments.signed(doc.id, {
      signature: {
        sdcId: device.sdcId,
        mrcNo: device.mrcNo,
        receiptNumber: receipt.curRcptNo,
        totalReceiptNumber: receipt.totRcptNo,
        internalData: receipt.intrlData,
        signature: receipt.rcptSign,
        signedAt: parseSdcDateTime(receipt.sdcDateTime) ?? new Date().toISOString(),
      },
      resultDt,
      qrUrl: receiptUrl(client.settings, receipt.rcptSign),
    });
    return 'signed';
  };

  if (doc.status === 'sending' && doc.invoiceNumber !== null) {
    // Sent before without an answer: KRA may have it. Ask before anything else is numbered.
    const held = await client.invoiceDetails(device.cmcKey, doc.invoiceNumber);
    if (!held.ok) return { message: refusalText(held).message };
    if (held.data) return signedWith(held.data, held.resultDt);
    await db.taxDocuments.resending(doc.id);
    const sale = ratesFor(saleOf(doc, items, await context(doc.invoiceNumber, doc.originalInvoiceNumber ?? 0)));
    return answered(deps, doc, await client.saveSale(device.cmcKey, sale), signedWith);
  }

  const mismatch = rateMismatch(doc, device);
  if (mismatch) {
    await db.taxDocuments.cannotPrepare(doc.id, mismatch);
    return 'failed';
  }
  const known = await db.taxDocuments.items(key, [...items.keys()]);
  for (const [itemKey, item] of items) {
    if (known.get(itemKey)?.registered) continue;
    const line = lines.find((l) => itemKeyOf(l) === itemKey)!;
    const answer = await client.saveItem(device.cmcKey, {
      itemCd: item.itemCd,
      itemClsCd: item.itemClsCd,
      itemTyCd: item.itemTyCd,
      itemNm: line.name.slice(0, 200),
      orgnNatCd: item.orgnNatCd,
      pkgUnitCd: item.pkgUnitCd,
      qtyUnitCd: item.qtyUnitCd,
      taxTyCd: line.taxType,
      defaultPriceCents: line.unitPriceCents,
      useYn: 'Y',
    });
    if (!answer.ok && answer.kind !== 'refused') return { message: refusalText(answer).message };
    if (!answer.ok) {
      await db.taxDocuments.cannotPrepare(doc.id, `KRA refused the item ${line.name} (${item.itemCd}): ${refusalText(answer).message}`);
      return 'failed';
    }
    await db.taxDocuments.itemRegistered(key, itemKey);
  }
  const paid = await context(0, 0);
  const numbered: { sale?: ReturnType<typeof saleOf> } = {};
  await db.taxDocuments.number(doc.id, key, (invcNo, orgInvcNo) => {
    numbered.sale = ratesFor(saleOf(doc, items, { ...paid, invcNo, orgInvcNo }));
    return saleRequestBody(numbered.sale);
  });
  if (!numbered.sale) throw new Error(`Tax document ${doc.id} was numbered without its sale`);
  return answered(deps, doc, await client.saveSale(device.cmcKey, numbered.sale), signedWith);
}

/** KRA's answer to a send: signed, refused (the number given back), or none (kept, tried again). */
async function answered(
  deps: EtimsWorkerDeps,
  doc: TaxDocument,
  answer: EtimsAnswer<EtimsReceipt>,
  signedWith: (receipt: EtimsReceipt, resultDt: string | null) => Promise<'signed'>,
): Promise<SendOutcome> {
  if (answer.ok) return signedWith(answer.data, answer.resultDt);
  if (answer.kind === 'refused') {
    const { code, message } = refusalText(answer);
    await deps.db.taxDocuments.refused(doc.id, code, message);
    return 'failed';
  }
  return { message: refusalText(answer).message };
}

export type EtimsWorker = Rounds;

/**
 * The worker in the Node server: a round every `intervalMs` (default 2 s), one at a time, and one
 * more whenever kicked. A crash loses nothing: the documents are rows, the lease ends.
 */
export function startEtimsWorker(
  deps: EtimsWorkerDeps,
  options: { intervalMs?: number; onError?: (error: unknown) => void } = {},
): EtimsWorker {
  return everyRound(() => runEtimsRound(deps), {
    intervalMs: options.intervalMs ?? 2_000,
    onError: options.onError ?? ((e) => console.error('eTIMS round failed', e)),
  });
}
