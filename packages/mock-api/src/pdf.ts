/**
 * A minimal, valid one-page PDF with lines of text: what the mock serves for invoices, permits and
 * manuals, so that the file viewer shows a real document.
 */
const escape = (text: string) => text.replace(/[\\()]/g, (c) => `\\${c}`).replace(/[^\x20-\x7e]/g, '?');

/** A PDF file of numbered objects (object 1 the catalog), with its cross-reference table. */
function pdfFile(objects: readonly string[]): Uint8Array<ArrayBuffer> {
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new Uint8Array(new TextEncoder().encode(body));
}

export function renderPdf(lines: string[]): Uint8Array<ArrayBuffer> {
  const text = lines
    .map((line, index) => `BT /F1 ${index === 0 ? 20 : 12} Tf 72 ${720 - index * 28} Td (${escape(line)}) Tj ET`)
    .join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
  ];
  return pdfFile(objects);
}

/** A small route map picture (a 48×32 PNG: a road across a plain), for permits' documents. */
export function routeMapPng(): Uint8Array<ArrayBuffer> {
  const base64 =
    'iVBORw0KGgoAAAANSUhEUgAAADAAAAAgCAIAAADbtmxLAAAAq0lEQVR42u3TwQmAMAwF0Bw6hffeO0/XcA0HcQiH6EnoBuIEghcPlRCrooiJBRP+vY+fFPpxKiqgIAUpSEEKIvHefwaq6gERdOArTUpCzJ2ZOyMNwg5QQ01p2G8oWwc2QTXsR32GyJrAG2IB3UTwfvsXEc9BTIhboOisGOIaFJ1NkUEcg+hjCEITK2ID2q8j07ShkQwcrqMNTXRWmLKCKKKEQCEOBSlIQf8FLfSPCyITTF9bAAAAAElFTkSuQmCC';
  return Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
}

/** A line of a document: its text and its size in points (12 by default), bold for headings. */
export interface DocumentLine {
  text: string;
  size?: number;
  bold?: boolean;
}

/** A square picture of dark modules (a QR code), drawn as filled squares at the top right of page 1. */
export interface DocumentMatrix {
  /** Modules per side. */
  size: number;
  /** Row by row, `true` where a module is dark. */
  dark: (row: number, column: number) => boolean;
}

const PAGE = { width: 612, height: 792, margin: 54 } as const;
/**
 * Helvetica's widths, in ems, a little over its metrics for each kind of character (bold is
 * wider still): what a line may hold is measured rather than counted.
 */
function ems(character: string, bold: boolean): number {
  const em = /[ijl.,:;'|!()[\]/\\ -]/.test(character)
    ? 0.3
    : /[ftrI]/.test(character)
      ? 0.4
      : /[A-Zmw@%]/.test(character)
        ? 0.85
        : 0.58;
  return bold ? em * 1.08 : em;
}

/** How wide `text` is drawn at `size`, points (at most: see `ems`). */
export const textWidth = (text: string, size: number, bold = false) =>
  [...text].reduce((width, character) => width + ems(character, bold) * size, 0);

/**
 * What of `text` fits on one line `width` points wide at `size`, cut between words where it can
 * (a word longer than a line, an address, is cut where the line ends), and the rest.
 */
export function fitted(text: string, size: number, width: number, bold = false): [string, string] {
  if (textWidth(text, size, bold) <= width) return [text, ''];
  let most = 0;
  let used = 0;
  for (const character of text) {
    used += ems(character, bold) * size;
    if (used > width) break;
    most += character.length;
  }
  most = Math.max(1, most);
  const space = text.lastIndexOf(' ', most);
  const cut = space > most / 2 ? space : most;
  return [text.slice(0, cut).trimEnd(), text.slice(cut).trimStart()];
}
/** The QR code's side on the page, points: 1.5 in, readable from a phone at arm's length. */
const MATRIX_SIDE = 108;

/**
 * A PDF of lines on US Letter pages, a new page when one is full, and an optional matrix (the QR
 * code) beside the first lines. Text is Helvetica (WinAnsi): what it cannot show is written `?`.
 * Each module of the matrix is its own `re` rectangle, so a test can read the code back.
 */
export function renderDocumentPdf(lines: readonly DocumentLine[], matrix?: DocumentMatrix): Uint8Array<ArrayBuffer> {
  const pages: string[][] = [[]];
  let y = PAGE.height - PAGE.margin;
  const full = PAGE.width - 2 * PAGE.margin;
  const matrixBottom = PAGE.height - PAGE.margin - MATRIX_SIDE;
  for (const line of lines) {
    const size = line.size ?? 12;
    const height = size * 1.35;
    let rest = line.text;
    while (rest !== '') {
      if (y - height < PAGE.margin) {
        pages.push([]);
        y = PAGE.height - PAGE.margin;
      }
      y -= height;
      // Beside the matrix on the first page, the line stops short of it.
      const beside = matrix !== undefined && pages.length === 1 && y + height > matrixBottom;
      const [shown, next] = fitted(rest, size, beside ? full - MATRIX_SIDE - 12 : full, line.bold);
      rest = next;
      pages
        .at(-1)
        ?.push(`BT /${line.bold ? 'F2' : 'F1'} ${size} Tf ${PAGE.margin} ${y.toFixed(1)} Td (${escape(shown)}) Tj ET`);
    }
  }
  if (matrix) {
    const module = MATRIX_SIDE / matrix.size;
    const left = PAGE.width - PAGE.margin - MATRIX_SIDE;
    const top = PAGE.height - PAGE.margin;
    const squares: string[] = ['0 0 0 rg'];
    for (let row = 0; row < matrix.size; row += 1) {
      for (let column = 0; column < matrix.size; column += 1) {
        if (!matrix.dark(row, column)) continue;
        const x = left + column * module;
        const top_ = top - (row + 1) * module;
        squares.push(`${x.toFixed(3)} ${top_.toFixed(3)} ${module.toFixed(3)} ${module.toFixed(3)} re f`);
      }
    }
    pages[0]?.push(squares.join('\n'));
  }
  const fonts = '<< /F1 3 0 R /F2 4 0 R >>';
  const objects: string[] = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '', // the page tree, once the pages are numbered
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
  ];
  const kids: string[] = [];
  for (const content of pages) {
    const stream = content.join('\n');
    objects.push(`<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`);
    const contentId = objects.length;
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE.width} ${PAGE.height}] /Resources << /Font ${fonts} >> /Contents ${contentId} 0 R >>`,
    );
    kids.push(`${objects.length} 0 R`);
  }
  objects[1] = `<< /Type /Pages /Kids [${kids.join(' ')}] /Count ${kids.length} >>`;
  return pdfFile(objects);
}
