import { z } from 'zod';
import { laybyAmountRule, laybyFeeCapRule, laybyInstalmentRule, laybyRangeRule, type LaybyRangeField } from '../lib/content-rules/layby.ts';
import { laybyTermsSchema, type LaybyTerms } from '../lib/layby/terms.ts';
import { ruleIssue } from './validate.ts';

/**
 * The CMS Lay-by settings document (one, id laybySettings): the terms of "Lipa Mdogo Mdogo" as
 * editors set them, in the Studio's units (money in cents of whole shillings, as every amount in
 * the CMS; percentages as percentages), reshaped into the terms the API applies and the policies
 * show (src/lib/layby/terms.ts). Switched off, or never made, the shop offers no lay-by.
 */

const amount = z
  .number()
  .max(100_000_000_000)
  .superRefine((value, ctx) => ruleIssue(ctx, [], laybyAmountRule(value)));
const ranged = (field: LaybyRangeField) => z.number().superRefine((value, ctx) => ruleIssue(ctx, [], laybyRangeRule(field, value)));
const note = z
  .string()
  .max(300)
  .nullish()
  .transform((text) => text?.trim() ?? '');

export const laybyDocument = z
  .object({
    _id: z.literal('laybySettings'),
    _type: z.literal('laybySettings'),
    /** Off: checkout offers no lay-by and a policy may not show its figures. */
    offered: z.boolean(),
    minOrder: amount,
    depositPercent: ranged('depositPercent'),
    termDays: ranged('termDays'),
    minInstalment: amount,
    mpesaLimit: amount,
    cadenceDays: ranged('cadenceDays'),
    remindDaysBefore: ranged('remindDaysBefore'),
    graceDays: ranged('graceDays'),
    cancellation: z.object({
      freeDays: ranged('freeDays'),
      feePercent: ranged('feePercent'),
      /** Empty: no cap. */
      feeCap: z
        .number()
        .nullish()
        .superRefine((value, ctx) => ruleIssue(ctx, [], laybyFeeCapRule(value))),
    }),
    deliveryDays: ranged('deliveryDays'),
    note,
    sw: z.object({ note }).nullish(),
  })
  .superRefine((doc, ctx) => ruleIssue(ctx, ['minInstalment'], laybyInstalmentRule(doc)));

export type LaybyDocument = z.infer<typeof laybyDocument>;

const basisPoints = (percent: number) => Math.round(percent * 100);

/** The terms the shop applies, or null where lay-by is switched off. */
export function toLaybyTerms(doc: LaybyDocument): LaybyTerms | null {
  if (!doc.offered) return null;
  const { cancellation } = doc;
  return laybyTermsSchema.parse({
    minOrderCents: doc.minOrder,
    depositBp: basisPoints(doc.depositPercent),
    termDays: doc.termDays,
    minInstalmentCents: doc.minInstalment,
    mpesaMaxCents: doc.mpesaLimit,
    cadenceDays: doc.cadenceDays,
    remindDaysBefore: doc.remindDaysBefore,
    graceDays: doc.graceDays,
    cancelFee: { freeDays: cancellation.freeDays, percentBp: basisPoints(cancellation.feePercent), maxCents: cancellation.feeCap ?? null },
    deliveryDays: doc.deliveryDays,
    // As every Kiswahili field: left empty, the Kiswahili pages show the English words.
    note: { en: doc.note, sw: doc.sw?.note || doc.note },
  });
}

/** The document an editor starts from (and the seed writes): `terms` as the CMS stores them, switched on. */
export function toLaybyDocument(terms: LaybyTerms): LaybyDocument {
  const { cancelFee, note: words } = terms;
  return {
    _id: 'laybySettings',
    _type: 'laybySettings',
    offered: true,
    minOrder: terms.minOrderCents,
    depositPercent: terms.depositBp / 100,
    termDays: terms.termDays,
    minInstalment: terms.minInstalmentCents,
    mpesaLimit: terms.mpesaMaxCents,
    cadenceDays: terms.cadenceDays,
    remindDaysBefore: terms.remindDaysBefore,
    graceDays: terms.graceDays,
    cancellation: {
      freeDays: cancelFee.freeDays,
      feePercent: cancelFee.percentBp / 100,
      ...(cancelFee.maxCents === null ? {} : { feeCap: cancelFee.maxCents }),
    },
    deliveryDays: terms.deliveryDays,
    note: words.en,
    sw: { note: words.sw },
  };
}
