import type { TaxDocumentKind, TaxDocumentStatus } from '../../lib/tax/documents.ts';
import { TAX_TYPES, type TaxType } from '../../lib/tax/tax-types.ts';
import type { Sql } from './sql.ts';
import { int } from './values.ts';

/** A period's sums as the accountant reads them: credit notes count negative. */
export interface TaxPeriodTotals {
  documents: number;
  /** Documents whose lines are not yet made (moments after they are queued): in `documents` and `totalCents`, in no tax figure. */
  unprepared: number;
  taxableCents: number;
  vatCents: number;
  /** What the documents cover, VAT-inclusive. */
  totalCents: number;
  byType: Record<TaxType, { taxableCents: number; vatCents: number }>;
}

export interface TaxPeriodFilter {
  /** ISO instants: tax points in [from, to). */
  from: string;
  to: string;
  kind?: TaxDocumentKind | undefined;
  statuses?: readonly TaxDocumentStatus[] | undefined;
}

/** A period's documents, for the list (tax-documents.ts) and the sums: tax points in [$1, $2), of kind $3 and a status in $4 when given. */
export const PERIOD_WHERE = `occurred_at >= $1 and occurred_at < $2 and ($3::text is null or kind = $3) and ($4::text[] is null or status = any($4::text[]))`;

/** PERIOD_WHERE's four parameters. */
export function periodParams(period: {
  from: string;
  to: string;
  kind?: string | undefined;
  statuses?: readonly string[] | undefined;
}): unknown[] {
  return [period.from, period.to, period.kind ?? null, period.statuses ? [...period.statuses] : null];
}
const SIGN = `case when kind = 'credit_note' then -1 else 1 end`;

/** The accountant's sums over public.tax_documents (the documents themselves: db.taxDocuments.list). */
export function taxReportsRepo(sql: Sql) {
  return {
    async periodTotals(filter: TaxPeriodFilter): Promise<TaxPeriodTotals> {
      const params = periodParams(filter);
      const [all] = await sql.query(
        `select count(*) as documents, count(*) filter (where by_type is null) as unprepared,
                coalesce(sum(${SIGN} * taxable_cents), 0) as taxable, coalesce(sum(${SIGN} * vat_cents), 0) as vat,
                coalesce(sum(${SIGN} * amount_cents), 0) as total
           from public.tax_documents where ${PERIOD_WHERE}`,
        params,
      );
      const types = await sql.query(
        `select t.key as tax_type,
                coalesce(sum(${SIGN} * (t.value ->> 'taxableCents')::bigint), 0) as taxable,
                coalesce(sum(${SIGN} * (t.value ->> 'vatCents')::bigint), 0) as vat
           from public.tax_documents cross join lateral jsonb_each(by_type) t
          where ${PERIOD_WHERE} and by_type is not null group by t.key`,
        params,
      );
      const byType = Object.fromEntries(TAX_TYPES.map((type) => [type, { taxableCents: 0, vatCents: 0 }])) as TaxPeriodTotals['byType'];
      for (const row of types)
        if (typeof row.tax_type === 'string' && row.tax_type in byType)
          byType[row.tax_type as TaxType] = { taxableCents: int(row.taxable), vatCents: int(row.vat) };
      return {
        documents: int(all?.documents ?? 0),
        unprepared: int(all?.unprepared ?? 0),
        taxableCents: int(all?.taxable ?? 0),
        vatCents: int(all?.vat ?? 0),
        totalCents: int(all?.total ?? 0),
        byType,
      };
    },
  };
}
