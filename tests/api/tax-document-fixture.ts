import { randomBytes } from 'node:crypto';
import type { Order } from '../../src/lib/order-types.ts';
import type { TaxDocumentKind, TaxDocumentLine, TaxDocumentSource } from '../../src/lib/tax/documents.ts';
import { allocate, splitGross, taxSummary } from '../../src/lib/tax/vat.ts';
import type { Database } from '../../src/server/db/index.ts';
import { LOCAL_STANDIN_DEVICE, receiptUrl } from '../../src/server/etims/config.ts';

/**
 * Tax documents made as the eTIMS worker makes them, through the repository's own steps: a row
 * queued as the triggers of migration 20261130000300 queue it, its lines prepared from the order,
 * then numbered and signed under the branch's lease. For the invoice pages' tests, which need a
 * document in each state without KRA or the worker.
 */

/** The stand-in's branch, which the app reads from the environment when ETIMS_* are unset (ETIMS_ENV local). */
export const BRANCH = { env: 'local', tin: LOCAL_STANDIN_DEVICE.pin, branchId: '00' } as const;
export const SDC_ID = 'KRACU0300000042';
export const TAXPAYER = 'Jua Kali Solar Ltd';

/** The device initialisation would keep: its taxpayer name is the seller on every invoice. */
export async function initialiseDevice(db: Database, taxpayerName: string = TAXPAYER): Promise<void> {
  await db.taxDocuments.saveDevice(BRANCH, {
    deviceSerial: LOCAL_STANDIN_DEVICE.deviceSerial,
    cmcKey: 'test-cmc-key',
    sdcId: SDC_ID,
    mrcNo: 'WIS01000042',
    taxpayerName,
    branchName: 'Head office',
  });
}

/** A document queued for `order`, as a trigger queues it; its id. */
async function queueDocument(
  db: Database,
  order: Pick<Order, 'id'>,
  doc: { kind?: TaxDocumentKind; source?: TaxDocumentSource; amountCents: number; originalId?: string | null; occurredAt?: string },
): Promise<string> {
  const kind = doc.kind ?? 'invoice';
  const [row] = await db.sql.query<{ id: string }>(
    `insert into public.tax_documents (order_id, kind, source, source_id, amount_cents, occurred_at, original_id)
     values ($1, $2, $3, $4, $5, $6, $7) returning id`,
    [
      order.id,
      kind,
      doc.source ?? (kind === 'credit_note' ? 'refund' : 'payment'),
      randomBytes(8).toString('hex'),
      doc.amountCents,
      doc.occurredAt ?? new Date().toISOString(),
      doc.originalId ?? null,
    ],
  );
  return row!.id;
}

/** Its lines: `amountCents` shared over the order's lines, each split as KRA splits it. */
async function prepareDocument(db: Database, id: string, order: Order, amountCents: number): Promise<void> {
  const shares = allocate(
    amountCents,
    order.items.map((item) => ({ item, grossCents: item.lineTotalCents })),
  );
  const lines: TaxDocumentLine[] = shares.map(({ item, shareCents }, index) => {
    const tax = item.tax ?? { taxType: 'B' as const, rateBp: 1600 };
    return {
      seq: index + 1,
      productId: item.productId,
      itemCode: `KE2NTU${String(index + 1).padStart(7, '0')}`,
      name: item.productName,
      quantity: item.quantity,
      unitPriceCents: item.unitPriceCents,
      taxType: tax.taxType,
      rateBp: tax.rateBp,
      grossCents: shareCents,
      ...splitGross(shareCents, tax.rateBp),
    };
  });
  const summary = taxSummary(lines);
  await db.taxDocuments.prepared(id, {
    lines,
    taxableCents: summary.taxableCents,
    vatCents: summary.vatCents,
    byType: summary.byType,
    buyer: order.buyer && { name: order.buyer.businessName, pin: order.buyer.kraPin },
  });
}

/** Numbered in the branch's sequence and signed, as KRA answers; its invoice number. */
async function signDocument(db: Database, id: string, signedAt = '2026-11-30T09:15:00.000Z'): Promise<number> {
  if (!(await db.taxDocuments.claimBranch(BRANCH, 'test', 60_000))) throw new Error('the branch is leased');
  const { invcNo } = await db.taxDocuments.number(id, BRANCH, (invcNo, orgInvcNo) => ({ invcNo, orgInvcNo }));
  const rcptSign = `SIGN${String(invcNo).padStart(4, '0')}ABCDEFGH`;
  await db.taxDocuments.signed(id, {
    signature: {
      sdcId: SDC_ID,
      mrcNo: 'WIS01000042',
      receiptNumber: invcNo,
      totalReceiptNumber: invcNo,
      internalData: `INTR${String(invcNo).padStart(4, '0')}DATA1234567890ABCD`,
      signature: rcptSign,
      signedAt,
    },
    resultDt: '20261130121500',
    qrUrl: receiptUrl({ receiptHost: 'etims-sbx.kra.go.ke', pin: BRANCH.tin, branchId: BRANCH.branchId }, rcptSign),
  });
  await db.taxDocuments.releaseBranch(BRANCH, 'test');
  return invcNo;
}

/** A document in the state asked: queued only, prepared and waiting, or signed. */
export async function taxDocument(
  db: Database,
  order: Order,
  doc: { kind?: TaxDocumentKind; amountCents?: number; originalId?: string | null; state?: 'queued' | 'prepared' | 'signed' },
): Promise<string> {
  const amountCents = doc.amountCents ?? order.totalCents;
  const id = await queueDocument(db, order, { kind: doc.kind, amountCents, originalId: doc.originalId });
  const state = doc.state ?? 'signed';
  if (state === 'queued') return id;
  await prepareDocument(db, id, order, amountCents);
  if (state === 'signed') await signDocument(db, id);
  return id;
}
