import { beforeEach, describe, expect, it, vi } from 'vitest';
import { contractColumns } from '@permit-office/sdk';
import { contractColumnsOf, csvCell, csvExporter, flattenRecord, neutralise, recordsToCsv, toCsv } from './csv.js';
import { parseCsv } from './parse-csv.js';

// The module's one browser call: what it would save, and under which name.
const { downloadCSV } = vi.hoisted(() => ({ downloadCSV: vi.fn<(csv: string, fileName: string) => void>() }));
vi.mock('react-admin', () => ({ downloadCSV }));

describe('a cell a spreadsheet would run', () => {
  it.each(['=', '+', '-', '@', '\t', '\r'])('is written as text when it starts with %j', (start) => {
    expect(neutralise(`${start}HYPERLINK("http://evil.example","click")`)).toBe(
      `'${start}HYPERLINK("http://evil.example","click")`,
    );
  });

  it('is written as text after leading whitespace too, which an import may trim', () => {
    expect(neutralise('  =1+1')).toBe("'  =1+1");
    expect(neutralise('\n@SUM(1+1)')).toBe("'\n@SUM(1+1)");
    expect(neutralise('\u00a0+cmd')).toBe("'\u00a0+cmd");
    expect(neutralise('\tplain words')).toBe("'\tplain words");
  });

  it('is written as text when it starts with a full-width sign', () => {
    for (const sign of ['＝', '＋', '－', '＠']) expect(neutralise(`${sign}1+1`)).toBe(`'${sign}1+1`);
  });

  it('keeps a negative number a number, and a text that only starts like one a text', () => {
    for (const number of ['-12.50', '-3', '-0.5', '-.5', '-1e5', '-2.5E-3', '12.50', '0']) {
      expect(neutralise(number)).toBe(number);
    }
    for (const text of ['-', '-1+2', "-2+3+cmd|' /C calc'!A0", '--1', '- 5', '-1,5', '-1e', '-0x10', ' -5']) {
      expect(neutralise(text)).toBe(`'${text}`);
    }
    expect(csvCell(-1250)).toBe('-1250');
    expect(csvCell(-0.125)).toBe('-0.125');
  });

  it('leaves ordinary text alone, an apostrophe first included', () => {
    for (const text of ['Lone Star Heavy Haul', "'=already quoted", '', 'a=b', 'e-mail', ' spaced']) {
      expect(neutralise(text)).toBe(text);
    }
  });
});

describe('a CSV field', () => {
  it('is quoted, quotes doubled, when it holds a quote, a comma or a line break (RFC 4180)', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('Lee, Ashley')).toBe('"Lee, Ashley"');
    expect(csvCell('the "big" one')).toBe('"the ""big"" one"');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('two\r\nlines')).toBe('"two\r\nlines"');
    // Neutralised first, then quoted: the quote mark is inside the field.
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvCell('\r=1')).toBe('"\'\r=1"');
  });

  it('writes nothing for no value, and other values as their text', () => {
    expect([null, undefined, true, false, 12n, Number.NaN, Infinity, -Infinity].map(csvCell)).toEqual([
      '',
      '',
      'true',
      'false',
      '12',
      '',
      '',
      '',
    ]);
    expect(csvCell(new Date(Date.UTC(2026, 0, 5, 9, 30)))).toBe('2026-01-05T09:30:00.000Z');
  });
});

describe('a CSV file', () => {
  it('is a header line and a line per row, ended by CRLF, formulas defused in both', () => {
    expect(
      toCsv(
        ['Agent', 'Permits', '=Total'],
        [
          ['=HYPERLINK("x")', 3, '-12.50'],
          ['Lee, Ashley', null, -4],
        ],
      ),
    ).toBe('Agent,Permits,\'=Total\r\n"\'=HYPERLINK(""x"")",3,-12.50\r\n"Lee, Ashley",,-4');
  });

  it('has a column per key of any record, in the order they first appear, nested keys as a.b', () => {
    const csv = recordsToCsv([
      { id: 1, name: "+cmd|' /C calc'!A0", address: { city: 'Dallas', geo: { lat: 32.7 } } },
      { id: 2, phone: '+1 214 555 0142', name: 'Plain' },
    ]);
    expect(parseCsv(csv)).toEqual([
      ['id', 'name', 'address.city', 'address.geo.lat', 'phone'],
      ['1', "'+cmd|' /C calc'!A0", 'Dallas', '32.7', ''],
      ['2', 'Plain', '', '', "'+1 214 555 0142"],
    ]);
  });

  it("has a collection's columns as the contract declares them, the same header whatever the rows hold", () => {
    // The permit requests' section reads the collection `permit-requests`.
    const columns = contractColumnsOf('my-permit-request');
    expect(columns).toEqual(contractColumns.PermitRequest);
    const full = {
      id: 1,
      number: 'PR-1',
      notes: 'Wide load',
      status_history: [{ status: 'submitted', at: '2026-11-01' }],
    };
    // Other shapes: a field missing, fields in another order, a field the contract does not have.
    const sparse = { status: 'draft', id: 2, extra: 'not in the contract' };
    const once = parseCsv(recordsToCsv([full, sparse], columns));
    const again = parseCsv(recordsToCsv([sparse], columns));
    expect(once[0]).toEqual(contractColumns.PermitRequest);
    expect(again[0]).toEqual(once[0]);
    const header = once[0] ?? [];
    expect(once[1]?.[header.indexOf('status_history.status')]).toBe('submitted');
    expect(again[1]?.[header.indexOf('status')]).toBe('draft');
    expect(again[1]).toHaveLength(header.length);
    expect(header).not.toContain('extra');
  });

  it('knows no columns for a resource that is not a collection of the contract', () => {
    expect(contractColumnsOf('overview')).toBeUndefined();
    expect(contractColumnsOf('no-such-section')).toBeUndefined();
    expect(contractColumnsOf(undefined)).toBeUndefined();
  });

  it('keeps a record on one line: array values share a cell, joined by "; "', () => {
    expect(
      Object.fromEntries(
        flattenRecord({
          states: ['TX', 'OK'],
          status_history: [
            { status: 'submitted', note: null },
            { status: 'approved', note: '=1+1' },
          ],
          documents: [],
          empty: {},
          when: new Date(Date.UTC(2026, 1, 1)),
        }),
      ),
    ).toEqual({
      states: 'TX; OK',
      'status_history.status': 'submitted; approved',
      'status_history.note': '; =1+1',
      documents: '',
      when: '2026-02-01T00:00:00.000Z',
    });
  });
});

describe("react-admin's exporter", () => {
  beforeEach(() => downloadCSV.mockClear());

  it("saves the records under the list's resource, in its collection's columns, with a byte-order mark, formulas defused", async () => {
    await csvExporter()(
      [{ id: 7, state: 'TX', name: '=HYPERLINK("http://evil.example","click")', version: -1 }],
      vi.fn(),
      {} as never,
      'site-settings/holiday-closures',
    );
    expect(downloadCSV).toHaveBeenCalledTimes(1);
    const [csv, fileName] = downloadCSV.mock.calls[0] ?? [];
    expect(fileName).toBe('site-settings-holiday-closures');
    expect(csv?.startsWith('\ufeff')).toBe(true);
    expect(parseCsv(csv ?? '')).toEqual([
      ['id', 'created_at', 'version', 'state', 'date', 'name', 'note'],
      ['7', '', '-1', 'TX', '', '\'=HYPERLINK("http://evil.example","click")', ''],
    ]);
  });

  it('writes the columns a list chooses, under the name it chooses', async () => {
    await csvExporter<{ id: number; title: string; body: string }>({
      fileName: 'blog-posts',
      columns: (post) => ({ id: post.id, title: post.title }),
    })([{ id: 1, title: '@SUM(1+1)', body: '<p>no</p>' }], vi.fn(), {} as never, 'site-settings/blog');
    const [csv, fileName] = downloadCSV.mock.calls[0] ?? [];
    expect(fileName).toBe('blog-posts');
    expect(parseCsv(csv ?? '')).toEqual([
      ['id', 'title'],
      ['1', "'@SUM(1+1)"],
    ]);
  });

  it('writes the fields a list names, in its order, an absent value as an empty cell', async () => {
    await csvExporter<{ id: number; title: string; cover: string | null; body: string }>({
      fields: ['title', 'id', 'cover'],
    })([{ id: 1, title: 'Frost laws', cover: null, body: '<p>no</p>' }], vi.fn(), {} as never, 'site-settings/blog');
    const [csv] = downloadCSV.mock.calls[0] ?? [];
    expect(parseCsv(csv ?? '')).toEqual([
      ['title', 'id', 'cover'],
      ['Frost laws', '1', ''],
    ]);
  });
});
