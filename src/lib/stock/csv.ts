/**
 * CSV as spreadsheets write it (RFC 4180): cells split by a delimiter, a cell in double quotes may
 * hold the delimiter, line breaks and doubled quotes, lines end in CRLF, LF or CR. Used by the
 * stock page's export and stocktake import (./stocktake-csv.ts) and the accountant's invoices
 * (lib/tax/invoice-csv.ts). Pure.
 */

/** One record of a file: its cells, and the line it starts on (1 is the first; a quoted cell may span lines). */
interface CsvRecord {
  line: number;
  cells: string[];
}

/** The records of a file, or the line of a quote that is never closed. */
export type CsvRead = { ok: true; records: CsvRecord[] } | { ok: false; unclosedQuoteLine: number };

const BOM = '\uFEFF';

/**
 * The delimiter of a file, read from its first line: a semicolon when it has semicolons and no
 * commas (a spreadsheet set to a language that writes decimal commas saves so), else a comma.
 */
export function csvDelimiter(text: string): ',' | ';' {
  const first = text.slice(0, text.search(/\r|\n|$/));
  return first.includes(';') && !first.includes(',') ? ';' : ',';
}

/** Splits `text` into records; a leading byte-order mark is dropped. A quote inside an unquoted cell is kept as it is. */
export function readCsv(text: string, delimiter: string = csvDelimiter(text)): CsvRead {
  const source = text.startsWith(BOM) ? text.slice(1) : text;
  const records: CsvRecord[] = [];
  let cells: string[] = [];
  let cell = '';
  let line = 1;
  let recordLine = 1;
  let quotedFrom = 0;
  let quoted = false;
  let i = 0;
  const endRecord = () => {
    cells.push(cell);
    records.push({ line: recordLine, cells });
    cells = [];
    cell = '';
  };
  while (i < source.length) {
    const char = source[i]!;
    if (quoted) {
      if (char === '"' && source[i + 1] === '"') {
        cell += '"';
        i += 2;
        continue;
      }
      if (char === '"') quoted = false;
      else {
        if (char === '\n' || (char === '\r' && source[i + 1] !== '\n')) line += 1;
        cell += char;
      }
      i += 1;
      continue;
    }
    if (char === '"' && cell === '') {
      quoted = true;
      quotedFrom = line;
    } else if (char === delimiter) {
      cells.push(cell);
      cell = '';
    } else if (char === '\r' || char === '\n') {
      endRecord();
      if (char === '\r' && source[i + 1] === '\n') i += 1;
      line += 1;
      recordLine = line;
    } else cell += char;
    i += 1;
  }
  if (quoted) return { ok: false, unclosedQuoteLine: quotedFrom };
  // The last line's record, unless the file ended with its line break.
  if (cell !== '' || cells.length > 0) endRecord();
  return { ok: true, records };
}

/** Characters that make a spreadsheet read a cell as a formula (OWASP's CSV injection list). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** An amount of money as a spreadsheet reads it: shillings with two decimals (-1234.50 for -123450 cents). */
interface CsvShillings {
  readonly cents: number;
}

export type CsvValue = string | number | null | CsvShillings;

function shillings(cents: number): string {
  const whole = Math.abs(Math.trunc(cents));
  return `${cents < 0 ? '-' : ''}${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, '0')}`;
}

/**
 * One cell as written: a number as it is, shillings with two decimals; text that a spreadsheet would
 * take for a formula gets a leading apostrophe (it then shows as text), and text holding a quote, a
 * comma, a semicolon, a line break or leading or trailing spaces is quoted.
 */
export function csvCell(value: CsvValue): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'object') return shillings(value.cents);
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",;\r\n]|^\s|\s$/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** A whole file: a byte-order mark (so spreadsheets read it as UTF-8), then each row on a CRLF-ended line. */
export function csvFile(rows: ReadonlyArray<ReadonlyArray<CsvValue>>): string {
  return BOM + rows.map((row) => `${row.map(csvCell).join(',')}\r\n`).join('');
}
