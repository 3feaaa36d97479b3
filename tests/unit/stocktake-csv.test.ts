import { describe, expect, it } from 'vitest';
import { csvCell, csvDelimiter, csvFile, readCsv } from '../../src/lib/stock/csv.ts';
import { readStocktake, stockExportCsv, stockExportFilename, type StocktakeRead } from '../../src/lib/stock/stocktake-csv.ts';

const PRODUCTS = new Set(['deye-8kw', 'jinko-550w', 'felicity-10kwh']);
const isProduct = (id: string) => PRODUCTS.has(id);

describe('reading CSV as spreadsheets write it', () => {
  it.each([
    [
      'a,b\r\n1,2\r\n',
      [
        [1, ['a', 'b']],
        [2, ['1', '2']],
      ],
    ],
    [
      'a,b\n1,2',
      [
        [1, ['a', 'b']],
        [2, ['1', '2']],
      ],
    ],
    [
      'a,b\r1,2\r',
      [
        [1, ['a', 'b']],
        [2, ['1', '2']],
      ],
    ],
    ['\uFEFFa,b\n', [[1, ['a', 'b']]]],
    ['"a, with comma","say ""hi"""\n', [[1, ['a, with comma', 'say "hi"']]]],
    [
      '"two\nlines",x\nnext,y\n',
      [
        [1, ['two\nlines', 'x']],
        [3, ['next', 'y']],
      ],
    ],
    [
      '"two\r\nlines",x\r\nnext,y',
      [
        [1, ['two\r\nlines', 'x']],
        [3, ['next', 'y']],
      ],
    ],
    [
      'a,,\n\n,b\n',
      [
        [1, ['a', '', '']],
        [2, ['']],
        [3, ['', 'b']],
      ],
    ],
    ['5" panel,x\n', [[1, ['5" panel', 'x']]]],
    ['"",x', [[1, ['', 'x']]]],
    ['', []],
  ])('%j gives its records, each with the line it starts on', (text, expected) => {
    expect(readCsv(text)).toEqual({ ok: true, records: expected.map(([line, cells]) => ({ line, cells })) });
  });

  it.each([
    ['a,b\n"open,1\n2,3\n', 2],
    ['"a', 1],
    ['a\n\n\nb,"c', 4],
  ])('%j: the quote opened on line %i is never closed', (text, line) => {
    expect(readCsv(text)).toEqual({ ok: false, unclosedQuoteLine: line });
  });

  it.each([
    ['product_id,on_hand\nx,1', ','],
    ['product_id;on_hand\nx;1', ';'],
    ['product_id;name,with comma;on_hand', ','],
    ['product_id', ','],
  ])('%j is split by %j', (text, delimiter) => {
    expect(csvDelimiter(text)).toBe(delimiter);
  });
});

describe('writing a cell a spreadsheet cannot take for a formula', () => {
  it.each<[string | number | null, string]>([
    ['Deye 8 kW hybrid inverter', 'Deye 8 kW hybrid inverter'],
    [12, '12'],
    [-3, '-3'],
    [null, ''],
    ['=HYPERLINK("http://evil.test","Click")', `"'=HYPERLINK(""http://evil.test"",""Click"")"`],
    ['+254700000000', `'+254700000000`],
    ['-2+3', `'-2+3`],
    ['@SUM(A1:A2)', `'@SUM(A1:A2)`],
    ['\tcmd', `'\tcmd`],
    ['\rcmd', `"'\rcmd"`],
    ['Panels, mono', '"Panels, mono"'],
    ['Panels; mono', '"Panels; mono"'],
    ['10" tube', '"10"" tube"'],
    ['two\nlines', '"two\nlines"'],
    [' padded ', '" padded "'],
  ])('%j is written %j', (value, written) => {
    expect(csvCell(value)).toBe(written);
  });

  it('writes a file with a byte-order mark and CRLF line ends, which reads back the same', () => {
    const rows = [
      ['product_id', 'name'],
      ['a', '=1+1'],
      ['b', 'say "hi", twice'],
    ];
    const file = csvFile(rows);
    expect(file).toBe('\uFEFFproduct_id,name\r\na,\'=1+1\r\nb,"say ""hi"", twice"\r\n');
    expect(readCsv(file)).toEqual({
      ok: true,
      records: [
        { line: 1, cells: ['product_id', 'name'] },
        { line: 2, cells: ['a', "'=1+1"] },
        { line: 3, cells: ['b', 'say "hi", twice'] },
      ],
    });
  });
});

describe('the stock export', () => {
  it('has every product, counted or not, under the columns the import reads back', () => {
    const file = stockExportCsv([
      {
        productId: 'deye-8kw',
        name: 'Deye 8 kW, hybrid',
        category: 'Inverters',
        figures: { onHand: 5, reserved: 2, available: 3, lowThreshold: 3 },
      },
      { productId: 'jinko-550w', name: '=cmd', category: 'Panels', figures: null },
    ]);
    expect(file).toBe(
      '\uFEFFproduct_id,name,category,on_hand,reserved,available,low_threshold\r\n' +
        'deye-8kw,"Deye 8 kW, hybrid",Inverters,5,2,3,3\r\n' +
        "jinko-550w,'=cmd,Panels,,,,\r\n",
    );
    expect(readStocktake(file, isProduct)).toEqual({
      ok: true,
      entries: [{ productId: 'deye-8kw', onHand: 5, lowThreshold: 3 }],
      rows: 2,
    });
  });

  it('is named for the day', () => {
    expect(stockExportFilename('2026-11-30')).toBe('stock-2026-11-30.csv');
  });
});

describe('reading a stocktake', () => {
  it.each<[string, string, StocktakeRead]>([
    [
      'the two columns',
      'product_id,on_hand\ndeye-8kw,4\njinko-550w,0\n',
      {
        ok: true,
        entries: [
          { productId: 'deye-8kw', onHand: 4 },
          { productId: 'jinko-550w', onHand: 0 },
        ],
        rows: 2,
      },
    ],
    [
      'an edited export: columns in any order and case, others ignored, spaces forgiven',
      'Name,LOW_THRESHOLD, On_Hand ,Product_ID,notes\nDeye,5, 12 ,deye-8kw,recount\n"Jinko, 550",,7,jinko-550w,\n',
      {
        ok: true,
        entries: [
          { productId: 'deye-8kw', onHand: 12, lowThreshold: 5 },
          { productId: 'jinko-550w', onHand: 7 },
        ],
        rows: 2,
      },
    ],
    [
      'semicolons, a byte-order mark and blank lines',
      '\uFEFFproduct_id;on_hand\r\n\r\ndeye-8kw;3\r\n;;\r\n',
      { ok: true, entries: [{ productId: 'deye-8kw', onHand: 3 }], rows: 1 },
    ],
    [
      'a product left blank is not counted this time',
      'product_id,on_hand,low_threshold\ndeye-8kw,,\njinko-550w,2,1\n',
      { ok: true, entries: [{ productId: 'jinko-550w', onHand: 2, lowThreshold: 1 }], rows: 2 },
    ],
    [
      'the largest count',
      'product_id,on_hand\ndeye-8kw,1000000\n',
      { ok: true, entries: [{ productId: 'deye-8kw', onHand: 1_000_000 }], rows: 1 },
    ],
  ])('%s', (_what, text, expected) => {
    expect(readStocktake(text, isProduct)).toEqual(expected);
  });

  it.each<[string, string, StocktakeRead]>([
    ['an empty file', '', { ok: false, problems: [{ line: 1, problem: { kind: 'empty' } }] }],
    ['only blank lines', '\n , \n', { ok: false, problems: [{ line: 1, problem: { kind: 'empty' } }] }],
    ['a header and nothing else', 'product_id,on_hand\n', { ok: false, problems: [{ line: 1, problem: { kind: 'noLines' } }] }],
    [
      'no header: both columns are missing',
      'deye-8kw,4\n',
      {
        ok: false,
        problems: [
          { line: 1, problem: { kind: 'missingColumn', column: 'product_id' } },
          { line: 1, problem: { kind: 'missingColumn', column: 'on_hand' } },
        ],
      },
    ],
    [
      'the count column is missing',
      'product_id,quantity\ndeye-8kw,4\n',
      { ok: false, problems: [{ line: 1, problem: { kind: 'missingColumn', column: 'on_hand' } }] },
    ],
    [
      'a column named twice',
      'product_id,on_hand,on_hand\ndeye-8kw,4,5\n',
      { ok: false, problems: [{ line: 1, problem: { kind: 'columnTwice', column: 'on_hand' } }] },
    ],
    [
      'a quote never closed',
      'product_id,on_hand\ndeye-8kw,4\n"jinko-550w,2\n',
      { ok: false, problems: [{ line: 3, problem: { kind: 'unclosedQuote' } }] },
    ],
  ])('refuses %s', (_what, text, expected) => {
    expect(readStocktake(text, isProduct)).toEqual(expected);
  });

  it.each([
    ['-1', 'on_hand'],
    ['1.5', 'on_hand'],
    ['1e3', 'on_hand'],
    ['12 units', 'on_hand'],
    ['1,000', 'on_hand'],
    ['1000001', 'on_hand'],
    ['99999999999999999999', 'on_hand'],
    ['four', 'on_hand'],
    ['100001', 'low_threshold'],
    ['-1', 'low_threshold'],
  ])('refuses the count %j, naming the line and the column', (value, column) => {
    const text = `product_id,on_hand,low_threshold\ndeye-8kw,4,100000\njinko-550w,${column === 'on_hand' ? `"${value}",` : `1,${value}`}\n`;
    expect(readStocktake(text, isProduct)).toEqual({
      ok: false,
      problems: [{ line: 3, problem: { kind: 'notCount', column, value } }],
    });
  });

  it('names every line that is wrong, each by its number, and applies none', () => {
    const text = [
      'product_id,on_hand,low_threshold',
      'deye-8kw,4,2',
      'no-such-thing,3,',
      ',5,',
      'jinko-550w,-2,',
      'deye-8kw,6,',
      'felicity-10kwh,,4',
      'felicity-10kwh,1,x',
      '"ok, quoted",1,',
    ].join('\n');
    expect(readStocktake(text, isProduct)).toEqual({
      ok: false,
      problems: [
        { line: 3, problem: { kind: 'unknownProduct', productId: 'no-such-thing' } },
        { line: 4, problem: { kind: 'noProduct' } },
        { line: 5, problem: { kind: 'notCount', column: 'on_hand', value: '-2' } },
        { line: 6, problem: { kind: 'duplicate', productId: 'deye-8kw', firstLine: 2 } },
        { line: 7, problem: { kind: 'thresholdWithoutCount' } },
        { line: 8, problem: { kind: 'duplicate', productId: 'felicity-10kwh', firstLine: 7 } },
        { line: 8, problem: { kind: 'notCount', column: 'low_threshold', value: 'x' } },
        { line: 9, problem: { kind: 'unknownProduct', productId: 'ok, quoted' } },
      ],
    });
  });

  it('counts lines as the file has them, a quoted cell over two lines included', () => {
    const text = 'product_id,name,on_hand\ndeye-8kw,"Deye\n8 kW",4\nnope,x,1\n';
    expect(readStocktake(text, isProduct)).toEqual({
      ok: false,
      problems: [{ line: 4, problem: { kind: 'unknownProduct', productId: 'nope' } }],
    });
  });

  it('cuts a long value short when naming it', () => {
    const long = 'x'.repeat(300);
    const read = readStocktake(`product_id,on_hand\n${long},1\n`, isProduct);
    expect(read).toEqual({ ok: false, problems: [{ line: 2, problem: { kind: 'unknownProduct', productId: `${'x'.repeat(40)}…` } }] });
  });
});
