import { z } from 'zod';

/** What the stock page's CSV import answers (issue 44): POST /api/admin/stock/import. */

/** The stocktake was applied: `applied` products had their count set, of `rows` lines with a product (a line left blank changes nothing). */
export const stockImportAnswer = z.object({
  applied: z.number().int().nonnegative(),
  rows: z.number().int().nonnegative(),
});
export type StockImportAnswer = z.infer<typeof stockImportAnswer>;
