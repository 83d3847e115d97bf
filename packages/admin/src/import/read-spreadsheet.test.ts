/**
 * Reading a spreadsheet's CSV for an import (issue 65): the encodings and separators spreadsheets
 * write, quotes, line breaks inside cells, the line each row starts on, an empty last line, the
 * limits of an untrusted file, our own export read back as it was, and the columns matched.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toCsv } from '../export/csv.js';
import {
  IMPORT_LIMITS,
  matchColumns,
  readSpreadsheet,
  type ReadProblem,
  type ReadSpreadsheet,
} from './read-spreadsheet.js';

const utf8 = (text: string) => new TextEncoder().encode(text);

function read(bytes: Uint8Array): ReadSpreadsheet {
  const table = readSpreadsheet(bytes);
  if ('problem' in table) throw new Error(`Not read: ${JSON.stringify(table)}`);
  return table;
}

const problemOf = (bytes: Uint8Array): ReadProblem | undefined => {
  const table = readSpreadsheet(bytes);
  return 'problem' in table ? table : undefined;
};

describe('encodings and separators', () => {
  it('reads UTF-8 with its byte order mark, comma-separated, the mark gone from the first name', () => {
    const table = read(utf8('\ufeffstate,date,name\r\nTX,2026-12-25,Christmas Day\r\n'));
    expect(table).toMatchObject({ encoding: 'utf-8', separator: ',', header: ['state', 'date', 'name'] });
    expect(table.rows).toEqual([{ line: 2, cells: ['TX', '2026-12-25', 'Christmas Day'] }]);
  });

  it('reads UTF-8 without the mark, separated by semicolons where the decimal mark is a comma', () => {
    const table = read(utf8('city;state;base\nMontréal;QC;12,50\n'));
    expect(table).toMatchObject({ encoding: 'utf-8', separator: ';' });
    expect(table.rows[0]?.cells).toEqual(['Montréal', 'QC', '12,50']);
  });

  it('reads Windows-1252, as Excel writes "CSV" on Windows', () => {
    // "Québec – Nord" in Windows-1252: é is 0xE9, the en dash 0x96.
    const bytes = Uint8Array.from([
      ...utf8('name,state\r\n'),
      0x51,
      0x75,
      0xe9,
      0x62,
      0x65,
      0x63,
      0x20,
      0x96,
      0x20,
      0x4e,
      0x6f,
      0x72,
      0x64,
      ...utf8(',QC\r\n'),
    ]);
    const table = read(bytes);
    expect(table.encoding).toBe('windows-1252');
    expect(table.rows[0]?.cells).toEqual(['Québec – Nord', 'QC']);
  });

  it('reads tab-separated text, and a header without a separator as one column', () => {
    expect(read(utf8('state\tname\nTX\tTexas\n')).rows[0]?.cells).toEqual(['TX', 'Texas']);
    expect(read(utf8('state\nTX\nOK')).rows.map((row) => row.cells)).toEqual([['TX'], ['OK']]);
  });
});

describe('quotes and lines', () => {
  it('keeps separators, doubled quotes and line breaks inside quoted cells, and counts lines as the file has them', () => {
    const text = 'name,note\r\n"Bridge, I-35","Closed ""all day""\r\nboth ways"\r\nRoad works,"a\nb\rc"\r\nLast,one';
    const table = read(utf8(text));
    expect(table.rows).toEqual([
      { line: 2, cells: ['Bridge, I-35', 'Closed "all day"\r\nboth ways'] },
      { line: 4, cells: ['Road works', 'a\nb\rc'] },
      { line: 7, cells: ['Last', 'one'] },
    ]);
  });

  it('reads CRLF, LF and CR line ends alike, and leaves out an empty last line and blank rows', () => {
    for (const end of ['\r\n', '\n', '\r']) {
      const table = read(utf8(['state,name', 'TX,Texas', ',', 'OK,Oklahoma', ''].join(end)));
      expect(table.rows.map((row) => [row.line, ...row.cells])).toEqual([
        [2, 'TX', 'Texas'],
        [4, 'OK', 'Oklahoma'],
      ]);
    }
  });

  it('keeps a quote within an unquoted cell as typed', () => {
    expect(read(utf8(`name,height\nPole,5'6"\n`)).rows[0]?.cells).toEqual(['Pole', `5'6"`]);
  });

  it('says on which line a quote is left open', () => {
    expect(problemOf(utf8('name,note\nA,fine\nB,"never closed\nC,d\n'))).toEqual({
      problem: 'unclosed_quote',
      line: 3,
    });
  });
});

describe('an untrusted file', () => {
  it('is refused when empty, too large, too long or too wide, saying the limit', () => {
    expect(problemOf(utf8(''))).toEqual({ problem: 'empty' });
    expect(problemOf(utf8('\ufeff \r\n'))).toEqual({ problem: 'empty' });
    expect(problemOf(new Uint8Array(IMPORT_LIMITS.bytes + 1))).toEqual({
      problem: 'too_large',
      limit: IMPORT_LIMITS.bytes,
    });
    const rows = (count: number) => utf8(`state\n${'TX\n'.repeat(count)}`);
    expect(problemOf(rows(IMPORT_LIMITS.rows))).toBeUndefined();
    expect(problemOf(rows(IMPORT_LIMITS.rows + 1))).toEqual({ problem: 'too_many_rows', limit: IMPORT_LIMITS.rows });
    const wide = (count: number) => utf8(`${Array.from({ length: count }, (_, i) => `c${i}`).join(',')}\n`);
    expect(problemOf(wide(IMPORT_LIMITS.columns))).toBeUndefined();
    expect(problemOf(wide(IMPORT_LIMITS.columns + 1))).toEqual({
      problem: 'too_many_columns',
      limit: IMPORT_LIMITS.columns,
      line: 1,
    });
  });

  it('holds formulas as text: a cell our export guarded comes back as the text it was', () => {
    const exported = toCsv(
      ['name', 'note'],
      [
        ['=HYPERLINK("http://x")', '@SUM(A1)'],
        ['-12.50', "'quoted"],
      ],
    );
    expect(read(utf8(exported)).rows.map((row) => row.cells)).toEqual([
      ['=HYPERLINK("http://x")', '@SUM(A1)'],
      ['-12.50', "'quoted"],
    ]);
  });

  it('reads back what the export writes, whatever the cells hold (but a text of its own starting with a guard)', () => {
    const cell = fc
      .string({ unit: 'grapheme', maxLength: 12 })
      .filter((text) => !/^'\s*[=+\-@＝＋－＠\t\r]/.test(text));
    fc.assert(
      fc.property(fc.array(fc.tuple(cell, cell), { minLength: 1, maxLength: 5 }), (rows) => {
        // A row of empty cells is a spreadsheet's leftover, which the import leaves out.
        const kept = rows.filter((row) => row.some((text) => text.trim() !== ''));
        const table = readSpreadsheet(utf8(toCsv(['a', 'b'], rows)));
        expect('problem' in table ? table : table.rows.map((row) => row.cells)).toEqual(kept);
      }),
    );
  });
});

describe('matchColumns', () => {
  const FIELDS = [
    { name: 'state', label: 'State' },
    { name: 'max_width_in', label: 'Max width' },
    { name: 'fee_base_cents', label: 'State fee (USD)' },
  ];

  it("matches a column by the field's name or label, whatever the case and punctuation", () => {
    expect(matchColumns(['STATE', 'Max Width', 'state fee (usd)', 'Comment'], FIELDS)).toEqual([
      'state',
      'max_width_in',
      'fee_base_cents',
      null,
    ]);
    expect(matchColumns(['max-width-in'], FIELDS)).toEqual(['max_width_in']);
  });

  it('takes the match remembered from the last file first, a column left out stays out, and a field is filled once', () => {
    expect(matchColumns(['Width', 'State', 'Code'], FIELDS, { Width: 'max_width_in', State: '' })).toEqual([
      'max_width_in',
      null,
      null,
    ]);
    expect(matchColumns(['state', 'State'], FIELDS)).toEqual(['state', null]);
    // A remembered field the section no longer has is not used.
    expect(matchColumns(['Wide'], FIELDS, { Wide: 'gone_field' })).toEqual([null]);
  });
});
