import type { Context } from 'hono';
import type { Translate } from '../../i18n/index.ts';
import { certificateFormHtml, installationCertificateHtml } from '../../lib/installation/certificate-html.ts';
import { storedRecord, testSummary } from '../../lib/installation/commissioning.ts';
import { countyOf } from '../../lib/delivery/counties.ts';
import { orderReference } from '../../lib/order-display.ts';
import type { Order } from '../../lib/order-types.ts';
import { kenyanDay } from '../../lib/warranty/terms.ts';
import type { CatalogueSource } from '../catalogue-source.ts';
import type { TrustProxy } from '../client-address.ts';
import type { Database } from '../db/index.ts';
import type { RateLimits } from '../rate-limit/limiter.ts';
import { lookupPage, postedOrder, type Shown } from './lookup-page.ts';
import type { PageSource } from './page-source.ts';

/** Where /installation-certificate leaves room for the server's form and the certificate. */
export const CERTIFICATE_FORM_SLOT = 'certificate-form';
export const CERTIFICATE_RESULT_SLOT = 'certificate-result';

export interface CertificatePageDeps {
  db: Database;
  catalogue: CatalogueSource;
  limits: RateLimits;
  trustProxy: TrustProxy;
  pages: PageSource;
}

function certificatePage(c: Context, pages: PageSource, shown: Shown): Promise<Response> {
  return lookupPage(
    c,
    pages,
    {
      path: '/installation-certificate',
      formSlot: CERTIFICATE_FORM_SLOT,
      resultSlot: CERTIFICATE_RESULT_SLOT,
      formHtml: certificateFormHtml,
    },
    shown,
  );
}

/** GET /installation-certificate?ref=: the form with the reference from a message's link typed in. Null without one: the static page answers. */
export async function certificateLinkPage(c: Context, pages: PageSource): Promise<Response | null> {
  const reference = c.req.query('ref')?.trim();
  if (!reference) return null;
  return certificatePage(c, pages, { status: 200, reference: reference.slice(0, 40) });
}

/** The certificate of an order's completed installation, from its job, its record and the catalogue's makes. */
async function certificateOf(deps: CertificatePageDeps, order: Order, t: Translate): Promise<string | null> {
  const job = order.installation;
  if (!job || job.status !== 'completed' || !job.completedAt) return null;
  const snapshot = await deps.catalogue();
  const record = storedRecord(job.checklist);
  const names = new Map(order.items.map((line) => [line.productId, line.productName]));
  const components = (job.serials ?? []).map((s) => {
    const product = Object.hasOwn(snapshot.products, s.productId) ? snapshot.products[s.productId] : undefined;
    return { make: product?.brand ?? '', model: names.get(s.productId) ?? product?.name ?? s.productId, serial: s.serial };
  });
  const contractor = record?.values.contractorLicence;
  return installationCertificateHtml(
    {
      shop: snapshot.shop?.name ?? '',
      reference: orderReference(order.id),
      owner: order.customer.fullName,
      site: {
        address: [order.customer.address, order.customer.apartment, order.customer.city].filter(Boolean).join(', '),
        county: countyOf(job.county)?.name ?? order.customer.county,
      },
      completedOn: kenyanDay(job.completedAt),
      components,
      technician: job.technician,
      contractorLicence: typeof contractor === 'string' ? contractor : null,
      summary: record ? testSummary(record) : null,
      workmanshipUntil: job.workmanshipUntil,
    },
    t,
  );
}

/** POST /installation-certificate {phone, reference}: the order found as /track finds it (wrong phones counted), then its certificate. */
export async function certificateFormPost(c: Context, deps: CertificatePageDeps, fields: Record<string, string>): Promise<Response> {
  const t: Translate = c.get('t');
  const found = await postedOrder(c, deps, fields, (shown) => certificatePage(c, deps.pages, shown));
  if ('page' in found) return found.page;
  const { order, shown } = found;
  const result = await certificateOf(deps, order, t);
  if (!result)
    return certificatePage(c, deps.pages, {
      status: 404,
      ...shown,
      notice: t('installationJob.certificate.none', { reference: orderReference(order.id) }),
    });
  return certificatePage(c, deps.pages, { status: 200, ...shown, result });
}
