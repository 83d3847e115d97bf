/**
 * A minimal, valid one-page PDF with lines of text: what the mock serves for invoices, permits and
 * manuals, so that the file viewer shows a real document.
 */
const escape = (text: string) => text.replace(/[\\()]/g, (c) => `\\${c}`).replace(/[^\x20-\x7e]/g, '?');

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

/** A small route map picture (a 48×32 PNG: a road across a plain), for permits' documents. */
export function routeMapPng(): Uint8Array<ArrayBuffer> {
  const base64 =
    'iVBORw0KGgoAAAANSUhEUgAAADAAAAAgCAIAAADbtmxLAAAAq0lEQVR42u3TwQmAMAwF0Bw6hffeO0/XcA0HcQiH6EnoBuIEghcPlRCrooiJBRP+vY+fFPpxKiqgIAUpSEEKIvHefwaq6gERdOArTUpCzJ2ZOyMNwg5QQ01p2G8oWwc2QTXsR32GyJrAG2IB3UTwfvsXEc9BTIhboOisGOIaFJ1NkUEcg+hjCEITK2ID2q8j07ShkQwcrqMNTXRWmLKCKKKEQCEOBSlIQf8FLfSPCyITTF9bAAAAAElFTkSuQmCC';
  return Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
}
