/**
 * The CSV writer, for any text people could type and any record the API could send: read back as a
 * spreadsheet's import reads it, no cell starts like a formula, and nothing else of the text is lost.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { recordsToCsv, toCsv, type CsvValue } from './csv.js';
import { parseCsv } from './parse-csv.js';

/** What a spreadsheet runs, written out here apart from the module's own pattern. */
const SIGNS = ['=', '+', '-', '@', '＝', '＋', '－', '＠'];
const CONTROLS = ['\t', '\r'];
const runnable = (cell: string) => CONTROLS.includes(cell.charAt(0)) || SIGNS.includes(cell.trimStart().charAt(0));
/** The one kind of cell that may start with `-`: a number, which runs nothing. */
const isNumber = (cell: string) => /^-?(\d+(\.\d*)?|\.\d+)([eE][-+]?\d+)?$/.test(cell);

/** Any text, with what matters here often at its start: signs, controls, spaces, quotes, separators. */
const tricky = fc.constantFrom(...SIGNS, ...CONTROLS, ' ', '\n', '\u00a0', '"', ',', "'", '-1', '12');
const anyText = fc.oneof(
  fc.string({ unit: 'binary' }),
  fc
    .tuple(fc.array(tricky, { maxLength: 4 }), fc.string({ unit: 'binary' }))
    .map(([start, rest]) => start.join('') + rest),
);
const anyNumber = fc.oneof(fc.double({ noNaN: true, noDefaultInfinity: true }), fc.integer());
const anyValue: fc.Arbitrary<CsvValue> = fc.oneof(anyText, anyNumber, fc.boolean(), fc.constant(null));

describe('CSV, for any text', () => {
  it('reads back as the text, or the text behind a quote mark when it would run', () => {
    fc.assert(
      fc.property(anyText, anyText, (header, text) => {
        const [headerLine, row, ...rest] = parseCsv(toCsv([header], [[text]]));
        expect(rest).toEqual([]);
        for (const [cell, typed] of [
          [headerLine?.[0], header],
          [row?.[0], text],
        ] as const) {
          expect([typed, `'${typed}`]).toContain(cell);
          if (cell !== undefined && runnable(cell)) expect(isNumber(cell)).toBe(true);
          if (runnable(typed) && !isNumber(typed)) expect(cell).toBe(`'${typed}`);
          if (!runnable(typed)) expect(cell).toBe(typed);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('keeps every number a number, negative ones included', () => {
    fc.assert(
      fc.property(anyNumber, (number) => {
        const [, [cell] = []] = parseCsv(toCsv(['n'], [[number]]));
        expect(cell).toBe(String(number));
        expect(Number(cell)).toBe(number === 0 ? 0 : number);
      }),
    );
  });

  it('keeps the shape of any table: as many lines and fields as were written', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 6 }),
        fc.array(fc.array(anyValue, { minLength: 6, maxLength: 6 })),
        (width, rows) => {
          const table = rows.map((row) => row.slice(0, width));
          const header = Array.from({ length: width }, (_, index) => `c${index}`);
          const parsed = parseCsv(toCsv(header, table));
          expect(parsed).toHaveLength(table.length + 1);
          for (const line of parsed) expect(line).toHaveLength(width);
          for (const line of parsed) for (const cell of line) if (runnable(cell)) expect(isNumber(cell)).toBe(true);
        },
      ),
    );
  });

  it('writes any records, nested ones included, a line each, no cell runnable', () => {
    const leaf = fc.oneof(anyText, anyNumber, fc.boolean(), fc.constant(null));
    const record = fc.dictionary(
      anyText,
      fc.oneof(leaf, fc.array(leaf, { maxLength: 3 }), fc.dictionary(anyText, leaf, { maxKeys: 3 })),
      { maxKeys: 5 },
    );
    fc.assert(
      fc.property(fc.array(record, { minLength: 1, maxLength: 5 }), (records) => {
        const parsed = parseCsv(recordsToCsv(records));
        expect(parsed).toHaveLength(records.length + 1);
        const width = parsed[0]?.length ?? 0;
        for (const line of parsed) {
          expect(line).toHaveLength(width);
          for (const cell of line) if (runnable(cell)) expect(isNumber(cell)).toBe(true);
        }
      }),
    );
  });
});
