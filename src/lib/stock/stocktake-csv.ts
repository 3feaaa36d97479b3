import { csvFile, readCsv } from './csv.ts';

/**
 * The stock page's CSV (issue 44): the export of every product's figures, and the import of the
 * counts of a stocktake. An export can be edited and sent back: the import reads `product_id`,
 * `on_hand` and, when there, `low_threshold` by their names in the first line, in any order, and
 * ignores every other column. Every line is checked before anything is applied (the route applies
 * all of them in one transaction, or none), and each problem is named by its line. Pure.
 */

const STOCK_EXPORT_COLUMNS = ['product_id', 'name', 'category', 'on_hand', 'reserved', 'available', 'low_threshold'] as const;

/** The largest count a line may set (a typo of a few extra digits is refused rather than stocked). */
export const STOCK_COUNT_MAX = 1_000_000;

/** The largest low-stock threshold, as the database allows it (stock_items.low_threshold). */
export const STOCK_THRESHOLD_MAX = 100_000;

/** At most this many problems are listed; the message says how many there were. */
export const STOCKTAKE_PROBLEMS_LISTED = 100;

/** A product in the export: its figures when the shop counts it, else null (its count cells stay empty). */
export interface StockExportRow {
  productId: string;
  name: string;
  category: string;
  figures: { onHand: number; reserved: number; available: number; lowThreshold: number } | null;
}

/** The export: the header, then one line per product. */
export function stockExportCsv(rows: readonly StockExportRow[]): string {
  return csvFile([
    STOCK_EXPORT_COLUMNS,
    ...rows.map(({ productId, name, category, figures: f }) => [
      productId,
      name,
      category,
      f?.onHand ?? null,
      f?.reserved ?? null,
      f?.available ?? null,
      f?.lowThreshold ?? null,
    ]),
  ]);
}

/** The export's file name, with the shop's calendar day: `stock-2026-11-30.csv`. */
export const stockExportFilename = (day: string) => `stock-${day}.csv`;

/** A count a line sets: the product's units on hand and, when the line gives one, its low-stock threshold. */
export interface StocktakeEntry {
  productId: string;
  onHand: number;
  lowThreshold?: number;
}

/** What is wrong with a line; the server words it in the request's language. */
export type StocktakeProblem =
  | { kind: 'empty' }
  | { kind: 'missingColumn'; column: 'product_id' | 'on_hand' }
  | { kind: 'columnTwice'; column: string }
  | { kind: 'unclosedQuote' }
  | { kind: 'noProduct' }
  | { kind: 'unknownProduct'; productId: string }
  | { kind: 'duplicate'; productId: string; firstLine: number }
  | { kind: 'notCount'; column: 'on_hand' | 'low_threshold'; value: string }
  | { kind: 'thresholdWithoutCount' }
  | { kind: 'noLines' };

interface StocktakeLineProblem {
  line: number;
  problem: StocktakeProblem;
}

/**
 * A read stocktake: the entries to apply and how many lines had a product (a line whose `on_hand`
 * and `low_threshold` are both empty is left as it is: a product not counted this time); or every
 * problem found, by line.
 */
export type StocktakeRead = { ok: true; entries: StocktakeEntry[]; rows: number } | { ok: false; problems: StocktakeLineProblem[] };

const COLUMNS = ['product_id', 'on_hand', 'low_threshold'] as const;
type Column = (typeof COLUMNS)[number];

/** A cell given back as it was typed, cut short: a problem names it without echoing a whole file. */
const shown = (value: string) => (value.length > 40 ? `${value.slice(0, 40)}…` : value);

/** A whole number from 0 to `max`, as typed, else null. */
function count(value: string, max: number): number | null {
  if (!/^\d{1,7}$/.test(value)) return null;
  const n = Number(value);
  return n <= max ? n : null;
}

/** Where each column is, by its name in the first line (case and spaces forgiven), or what is wrong with that line. */
function columnsOf(header: string[]): { ok: true; at: Partial<Record<Column, number>> } | { ok: false; problems: StocktakeProblem[] } {
  const names = header.map((name) => name.trim().toLowerCase());
  const problems: StocktakeProblem[] = [];
  const at: Partial<Record<Column, number>> = {};
  for (const column of COLUMNS) {
    const first = names.indexOf(column);
    if (first >= 0) at[column] = first;
    if (first >= 0 && names.indexOf(column, first + 1) >= 0) problems.push({ kind: 'columnTwice', column });
  }
  for (const column of ['product_id', 'on_hand'] as const) if (at[column] === undefined) problems.push({ kind: 'missingColumn', column });
  return problems.length ? { ok: false, problems } : { ok: true, at };
}

/** Reads a stocktake's CSV, checking every line against the catalogue's products (`isProduct`). */
export function readStocktake(text: string, isProduct: (productId: string) => boolean): StocktakeRead {
  const read = readCsv(text);
  if (!read.ok) return { ok: false, problems: [{ line: read.unclosedQuoteLine, problem: { kind: 'unclosedQuote' } }] };
  const [header, ...lines] = read.records.filter((record) => record.cells.some((cell) => cell.trim() !== ''));
  if (!header) return { ok: false, problems: [{ line: 1, problem: { kind: 'empty' } }] };
  const columns = columnsOf(header.cells);
  if (!columns.ok) return { ok: false, problems: columns.problems.map((problem) => ({ line: header.line, problem })) };
  if (lines.length === 0) return { ok: false, problems: [{ line: header.line, problem: { kind: 'noLines' } }] };

  const problems: StocktakeLineProblem[] = [];
  const entries: StocktakeEntry[] = [];
  const seen = new Map<string, number>();
  for (const { line, cells } of lines) {
    const cell = (column: Column) => {
      const index = columns.at[column];
      return index === undefined ? '' : (cells[index] ?? '').trim();
    };
    const wrong = (problem: StocktakeProblem) => problems.push({ line, problem });
    const productId = cell('product_id');
    if (productId === '') {
      wrong({ kind: 'noProduct' });
      continue;
    }
    const firstLine = seen.get(productId);
    if (firstLine !== undefined) wrong({ kind: 'duplicate', productId: shown(productId), firstLine });
    else seen.set(productId, line);
    if (!isProduct(productId)) wrong({ kind: 'unknownProduct', productId: shown(productId) });
    const [onHandText, thresholdText] = [cell('on_hand'), cell('low_threshold')];
    const onHand = count(onHandText, STOCK_COUNT_MAX);
    const lowThreshold = count(thresholdText, STOCK_THRESHOLD_MAX);
    if (onHandText === '' && thresholdText !== '') wrong({ kind: 'thresholdWithoutCount' });
    else if (onHandText !== '' && onHand === null) wrong({ kind: 'notCount', column: 'on_hand', value: shown(onHandText) });
    if (thresholdText !== '' && lowThreshold === null) wrong({ kind: 'notCount', column: 'low_threshold', value: shown(thresholdText) });
    if (onHand !== null) entries.push({ productId, onHand, ...(lowThreshold === null ? {} : { lowThreshold }) });
  }
  return problems.length ? { ok: false, problems } : { ok: true, entries, rows: lines.length };
}
