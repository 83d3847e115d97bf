/**
 * For the tests (unit and browser) only; the product never reads CSV. A file read back field by
 * field as an RFC 4180 import reads it, strictly: anything our writer must never produce (a quote
 * inside an unquoted field, a line break outside quotes that is not CRLF, text after a closing
 * quote) throws, so that a test sees it.
 */
export function parseCsv(file: string): string[][] {
  const text = file.replace(/^\ufeff/, '');
  const rows: string[][] = [];
  let row: string[] = [];
  let at = 0;
  for (;;) {
    let field = '';
    if (text[at] === '"') {
      at += 1;
      for (;;) {
        const quote = text.indexOf('"', at);
        if (quote === -1) throw new Error(`An unclosed quote from ${at - 1}`);
        field += text.slice(at, quote);
        at = quote + 1;
        if (text[at] !== '"') break;
        field += '"';
        at += 1;
      }
    } else {
      const end = text.slice(at).search(/[,\r\n]/);
      field = end === -1 ? text.slice(at) : text.slice(at, at + end);
      if (field.includes('"')) throw new Error(`A quote inside an unquoted field at ${at}: ${field}`);
      at += field.length;
    }
    row.push(field);
    if (at === text.length) {
      rows.push(row);
      return rows;
    }
    if (text[at] === ',') {
      at += 1;
    } else if (text.startsWith('\r\n', at)) {
      rows.push(row);
      row = [];
      at += 2;
    } else {
      throw new Error(`Expected a comma or CRLF at ${at}, found ${JSON.stringify(text[at])}`);
    }
  }
}
