import type { ValidationContext } from 'sanity';
import type { Taken } from '../../src/lib/content-rules/unique.ts';

/**
 * What a field's rule needs from other documents, fetched through the validation context's client;
 * the rules themselves (src/lib/content-rules) stay pure and take it as arguments.
 */

const API_VERSION = '2025-01-01';

/** The documents of `type`, drafts included, whose `field` (a GROQ path such as slug.current) holds `value`. */
export function documentsWith(context: ValidationContext, type: string, field: string, value: string): Promise<Taken[]> {
  return context
    .getClient({ apiVersion: API_VERSION })
    .fetch<Taken[]>(`*[_type == $type && ${field} == $value]{_id, "value": ${field}}`, { type, value });
}

/** The site-wide discount of the published site settings, which every shown price is less. */
export function siteDiscountPercent(context: ValidationContext): Promise<number | null> {
  return context
    .getClient({ apiVersion: API_VERSION })
    .fetch<number | null>('*[_type == "siteSettings" && _id == "siteSettings"][0].siteDiscountPercent');
}

/** The change window of the published site settings (Hours to cancel online), which policies show as {orderChangeHours}. */
export function orderChangeHours(context: ValidationContext): Promise<number | null> {
  return context
    .getClient({ apiVersion: API_VERSION })
    .fetch<number | null>('*[_type == "siteSettings" && _id == "siteSettings"][0].orderChangeHours');
}

/** The published Lay-by settings as stored (null: never made), which policies show as {laybyDeposit} and the other lay-by figures. */
export function laybySettings(context: ValidationContext): Promise<unknown> {
  return context.getClient({ apiVersion: API_VERSION }).fetch<unknown>('*[_type == "laybySettings" && _id == "laybySettings"][0]');
}

/** Every policy, drafts included, with the fields that may show a figure (src/lib/policy-figures.ts). */
export function policyTexts(context: ValidationContext): Promise<{ _id: string; texts: unknown[] }[]> {
  return context
    .getClient({ apiVersion: API_VERSION })
    .fetch<{ _id: string; texts: unknown[] }[]>(
      '*[_type == "policy"]{_id, "texts": [title, summary, body, sw.title, sw.summary, sw.body]}',
    );
}

/** The band keys of the published Installation settings (null: never made), which an installed product's band must be one of. */
export function installationBands(context: ValidationContext): Promise<string[] | null> {
  return context
    .getClient({ apiVersion: API_VERSION })
    .fetch<string[] | null>('*[_type == "installationSettings" && _id == "installationSettings"][0].bands[].key');
}

/** Every product the shop installs, drafts included, with the band it is priced at. */
export function installedProducts(context: ValidationContext): Promise<{ _id: string; band: string }[]> {
  return context
    .getClient({ apiVersion: API_VERSION })
    .fetch<{ _id: string; band: string }[]>(
      '*[_type == "product" && installation.installed == true && defined(installation.band)]{_id, "band": installation.band}',
    );
}
