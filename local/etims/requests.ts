import { z } from 'zod';
import { KRA_PIN } from '../../src/server/etims/config.ts';

/**
 * The request bodies as KRA's field tables describe them (reference kra-etims-oscu.md §2.4, §4–§7):
 * what must be present and of what type and length. A body that fails answers 910 naming the field.
 */

/** NUMBER 18,2: a number with at most two decimals. */
const amount = z
  .number()
  .finite()
  .nonnegative()
  .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, 'must have at most 2 decimals');
const chars = (max: number) => z.string().min(1).max(max);
const optionalChars = (max: number) => z.string().max(max).nullish();
const dateTime = z.string().regex(/^\d{14}$/, 'must be YYYYMMDDhhmmss');
const yesNo = z.enum(['Y', 'N']);

export const initRequest = z.object({
  tin: z.string().regex(KRA_PIN, 'must be a KRA PIN'),
  bhfId: z.string().regex(/^\d{2}$/),
  dvcSrlNo: chars(100),
});

export const lastReqRequest = z.object({ lastReqDt: dateTime });

export const detailsRequest = z.object({ invcNo: z.number().int().positive() });

const user = { regrId: chars(20), regrNm: chars(60), modrId: chars(20), modrNm: chars(60) };

export const itemRequest = z.object({
  itemCd: chars(20),
  itemClsCd: chars(10),
  itemTyCd: z.enum(['1', '2', '3']),
  itemNm: chars(200),
  itemStdNm: optionalChars(200),
  orgnNatCd: z.string().regex(/^[A-Z]{2}$/, 'must be a 2-letter country code'),
  pkgUnitCd: chars(5),
  qtyUnitCd: chars(5),
  taxTyCd: z.enum(['A', 'B', 'C', 'D', 'E']),
  btchNo: optionalChars(10),
  bcd: optionalChars(20),
  dftPrc: amount,
  isrcAplcbYn: yesNo,
  useYn: yesNo,
  ...user,
});

const line = z.object({
  itemSeq: z.number().int().positive(),
  itemCd: chars(20),
  itemClsCd: chars(10),
  itemNm: chars(200),
  bcd: optionalChars(20),
  pkgUnitCd: chars(5),
  pkg: amount,
  qtyUnitCd: chars(5),
  qty: amount.refine((v) => v > 0, 'must be more than 0'),
  prc: amount,
  splyAmt: amount,
  dcRt: amount,
  dcAmt: amount,
  taxTyCd: z.enum(['A', 'B', 'C', 'D', 'E']),
  taxblAmt: amount,
  taxAmt: amount,
  totAmt: amount,
});

const TYPES = ['A', 'B', 'C', 'D', 'E'] as const;
const taxFields = Object.fromEntries(
  TYPES.flatMap((t) => [
    [`taxblAmt${t}`, amount],
    [`taxRt${t}`, amount],
    [`taxAmt${t}`, amount],
  ]),
) as Record<`${'taxblAmt' | 'taxRt' | 'taxAmt'}${(typeof TYPES)[number]}`, typeof amount>;

export const saleRequest = z.object({
  invcNo: z.number().int().positive(),
  orgInvcNo: z.number().int().nonnegative(),
  trdInvcNo: chars(50),
  custTin: z.string().regex(KRA_PIN, 'must be a KRA PIN').nullish(),
  custNm: optionalChars(60),
  salesTyCd: z.enum(['N', 'C', 'P', 'T']),
  rcptTyCd: z.enum(['S', 'R']),
  pmtTyCd: optionalChars(5),
  salesSttsCd: chars(5),
  cfmDt: dateTime,
  salesDt: z.string().regex(/^\d{8}$/, 'must be YYYYMMDD'),
  stockRlsDt: dateTime.nullish(),
  cnclReqDt: dateTime.nullish(),
  cnclDt: dateTime.nullish(),
  rfdDt: dateTime.nullish(),
  rfdRsnCd: optionalChars(5),
  totItemCnt: z.number().int().positive(),
  ...taxFields,
  totTaxblAmt: amount,
  totTaxAmt: amount,
  totAmt: amount,
  prchrAcptcYn: yesNo,
  remark: optionalChars(400),
  ...user,
  receipt: z.object({
    custTin: z.string().regex(KRA_PIN, 'must be a KRA PIN').nullish(),
    custMblNo: optionalChars(20),
    rcptPbctDt: dateTime,
    trdeNm: optionalChars(60),
    adrs: optionalChars(200),
    topMsg: optionalChars(400),
    btmMsg: optionalChars(400),
    prchrAcptcYn: yesNo,
  }),
  itemList: z.array(line).min(1),
});
export type SaleRequest = z.output<typeof saleRequest>;

const pathText = (path: PropertyKey[]) =>
  path.map((p, i) => (typeof p === 'number' ? `[${p}]` : `${i === 0 ? '' : '.'}${String(p)}`)).join('') || 'body';

function valueAt(body: unknown, path: PropertyKey[]): unknown {
  let value = body;
  for (const key of path) value = value !== null && typeof value === 'object' ? (value as Record<PropertyKey, unknown>)[key] : undefined;
  return value;
}

/** The body's first fault, in KRA's words: `Invalid request parameter itemList[0].taxblAmt: is required`. */
export function fieldError(body: unknown, error: z.ZodError): string {
  const issue = error.issues[0];
  const path = issue?.path ?? [];
  const missing = valueAt(body, path) === undefined && issue?.code === 'invalid_type';
  return `Invalid request parameter ${pathText(path)}: ${missing ? 'is required' : (issue?.message ?? 'invalid')}`;
}
