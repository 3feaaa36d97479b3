import type { InvoiceAnswer, InvoiceSeller } from '../../api/invoice.ts';
import { invoiceUrl } from '../../lib/messages/order-messages.ts';
import type { Order } from '../../lib/order-types.ts';
import type { TaxDocument } from '../../lib/tax/documents.ts';
import { invoiceAnswerOf } from '../../lib/tax/invoice-view.ts';
import type { CatalogueSource } from '../catalogue-source.ts';
import type { Database } from '../db/index.ts';
import { etimsSettingsFromEnv } from '../etims/config.ts';
import type { EtimsSettings } from '../etims/types.ts';

/** The shop's eTIMS branch as its invoices name it: where its device is kept, its KRA PIN and branch. */
type InvoiceBranch = Pick<EtimsSettings, 'env' | 'pin' | 'branchId'>;

/**
 * The eTIMS settings of this process (ETIMS_ENV, ETIMS_PIN, ETIMS_BRANCH_ID: etims/config.ts), or
 * null when eTIMS is off or its settings are wrong (the worker reports those; an invoice page
 * still answers, without a PIN). Read from the environment until the app's dependencies carry the
 * eTIMS settings; on Cloudflare, nodejs_compat fills process.env from the project's settings.
 */
function invoiceBranchFromEnv(env: Record<string, string | undefined> = process.env): InvoiceBranch | null {
  try {
    return etimsSettingsFromEnv(env);
  } catch {
    return null;
  }
}

export interface InvoiceDeps {
  db: Database;
  catalogue: CatalogueSource;
  siteUrl: string;
  /** Default: invoiceBranchFromEnv(). */
  branch?: (() => InvoiceBranch | null) | undefined;
}

/**
 * Who sells, as every invoice prints it: the KRA PIN and branch the order's documents were numbered
 * under (before that, the eTIMS settings'), and the taxpayer name KRA gave that device at
 * initialisation; the CMS's shop name only when KRA gave none (eTIMS off, or not yet initialised).
 */
async function invoiceSeller(deps: InvoiceDeps, documents: readonly TaxDocument[] = []): Promise<InvoiceSeller> {
  const numbered = documents.find((d) => d.env && d.tin && d.branchId);
  const branch = numbered
    ? { env: numbered.env as InvoiceBranch['env'], pin: numbered.tin!, branchId: numbered.branchId! }
    : (deps.branch ?? invoiceBranchFromEnv)();
  const device = branch ? await deps.db.taxDocuments.device({ env: branch.env, tin: branch.pin, branchId: branch.branchId }) : null;
  const name = device?.taxpayerName ?? (await deps.catalogue()).shop?.name ?? '';
  return { name, pin: branch?.pin ?? null, branchId: branch?.branchId ?? null };
}

/** The order's tax documents as the customer keeps them, or null when it has none yet. */
export async function orderInvoice(deps: InvoiceDeps, order: Order): Promise<InvoiceAnswer | null> {
  const documents = await deps.db.taxDocuments.forOrder(order.id);
  if (documents.length === 0) return null;
  return invoiceAnswerOf({
    orderId: order.id,
    buyer: order.buyer,
    documents,
    seller: await invoiceSeller(deps, documents),
    // Where the printable invoice is: /invoice with its reference typed in, in the order's language.
    pageUrl: invoiceUrl({ siteUrl: deps.siteUrl }, order),
  });
}
