import { z } from 'zod';
import type { Catalogue } from './types.ts';
import { deliverySettingsSchema } from '../delivery/settings-schema.ts';
import type { DeliverySettings } from '../delivery/price-delivery.ts';
import { CASH_ABOVE_LIMIT } from '../checkout/cash-limit.ts';
import { DEFAULT_TAX_TYPE, TAX_TYPES } from '../tax/tax-types.ts';
import { STOCK_STATES } from '../stock/state.ts';
import { laybyTermsSchema, type LaybyTerms } from '../layby/terms.ts';
import { installationSettingsSchema, productInstallationSchema, type InstallationSettings } from '../installation/settings.ts';

/**
 * The public catalogue snapshot, written at build to /catalogue.json. The API prices orders and
 * checks policy hashes from it (stock counts it asks the database: issue 44); the cart uses it to
 * spot changed prices and products sold out at build.
 */
const snapshotProduct = z.object({
  name: z.string(),
  brand: z.string(),
  category: z.string(),
  /** Selling price in cents, the site-wide discount applied. */
  priceCents: z.number().int().min(0),
  /** Whether the shop sells it at all (the CMS's "On sale"): checkout refuses one that is not. */
  onSale: z.boolean(),
  /**
   * KRA's tax type (A–E): the VAT its price includes, kept on each order line it is sold in. A
   * snapshot built before issue 45 has none: its products read as unset in the CMS does, B.
   */
  taxType: z.enum(TAX_TYPES).default(DEFAULT_TAX_TYPE),
  /** Whether it could be bought at build: on sale and not sold out by the count known then. */
  inStock: z.boolean(),
  /** What shoppers were told of its stock at build ("Only 3 left" carries how many); GET /api/stock says it now. */
  stock: z.object({ state: z.enum(STOCK_STATES), left: z.number().int().positive().nullable() }),
  /** Packed shipping weight in kg; null where the editor set none (delivery is then quoted by hand). */
  weightKg: z.number().positive().nullish(),
  /** The manufacturer's warranty in months, resolved as the product page shows it: what a serial registered today gets. */
  warrantyMonths: z.number().int().positive().nullish(),
  /** What that warranty covers, in English; absent where no one wrote a line. */
  warrantyCovers: z.string().nullish(),
  /** Whether the shop installs it, with the EPRA licence class and size band of the job (issue 48); absent or null: not installed by the shop. */
  installation: productInstallationSchema.nullish(),
});

export const snapshotPolicy = z.object({
  id: z.string(),
  type: z.string(),
  version: z.string(),
  /** Hash of the policy's content: a changed text gives a new hash. */
  hash: z.string(),
  updatedAt: z.string(),
});

export const catalogueSnapshot = z.object({
  generatedAt: z.string(),
  currency: z.literal('KES'),
  products: z.record(z.string(), snapshotProduct),
  policies: z.array(snapshotPolicy),
  /** The delivery zones, rates and surcharges the API prices delivery with. */
  delivery: deliverySettingsSchema.optional(),
  /** The lay-by terms (CMS Lay-by settings, issue 47); absent or null: the shop offers no lay-by. */
  layby: laybyTermsSchema.nullish(),
  /** The installation prices and calendar (CMS Installation settings, issue 48); absent or null: the shop books no installations. */
  installation: installationSettingsSchema.nullish(),
  /** Who the shop is in its order messages, and who on the team hears of new orders (CMS site settings). */
  shop: z
    .object({
      name: z.string(),
      phone: z.string(),
      email: z.string(),
      whatsapp: z.string().nullable().optional(),
      alertEmails: z.array(z.string()),
      alertPhones: z.array(z.string()),
      /** Hours after placing in which a customer may cancel online (CMS site settings); absent or null: not online. */
      orderChangeHours: z.number().int().min(0).nullish(),
      /** Above this amount the driver would collect, cash on delivery is confirmed by phone first or not offered (CMS site settings); absent or null: no limit. */
      cashLimit: z.object({ limitCents: z.number().int().positive(), above: z.enum(CASH_ABOVE_LIMIT) }).nullish(),
    })
    .optional(),
});

export type CatalogueSnapshot = z.infer<typeof catalogueSnapshot>;
export type SnapshotProduct = z.infer<typeof snapshotProduct>;
export type SnapshotPolicy = z.infer<typeof snapshotPolicy>;

export function toSnapshot(
  catalogue: Catalogue,
  policies: SnapshotPolicy[],
  delivery: DeliverySettings,
  generatedAt: Date,
  /** The lay-by terms (CMS Lay-by settings); null: the shop offers no lay-by. */
  layby: LaybyTerms | null,
  /** The installation settings (CMS Installation settings); null: the shop books no installations. */
  installation: InstallationSettings | null = null,
): CatalogueSnapshot {
  const products: Record<string, SnapshotProduct> = {};
  for (const p of catalogue.products) {
    products[p.id] = {
      name: p.name,
      brand: p.brand,
      category: p.category,
      priceCents: p.priceCents,
      onSale: p.onSale,
      taxType: p.taxType,
      inStock: p.inStock,
      stock: p.stock,
      weightKg: p.weightKg,
      warrantyMonths: p.warranty.months,
      ...(p.warranty.covers ? { warrantyCovers: p.warranty.covers } : {}),
      ...(p.installation ? { installation: p.installation } : {}),
    };
  }
  const { shopName, phone, email, whatsapp, orderAlerts, orderChangeHours, cashLimit } = catalogue.settings;
  return {
    generatedAt: generatedAt.toISOString(),
    currency: 'KES',
    products,
    policies,
    delivery: { ...delivery, zones: [...delivery.zones] },
    layby,
    installation,
    shop: {
      name: shopName,
      phone,
      email,
      whatsapp,
      alertEmails: [...orderAlerts.emails],
      alertPhones: [...orderAlerts.phones],
      orderChangeHours,
      cashLimit,
    },
  };
}
