/**
 * The file viewer as the browser tests meet it, read as `fileViewer.dialog(page)`,
 * `fileViewer.pdfShown(viewer)`…: the one dialog every file of the API opens in, and the signed
 * links it loads.
 */
import type { Locator, Page } from 'playwright-core';
import { apiUrl } from './support.js';

/** A real one-page PDF whose text pdf.js draws ("Escort plan"): what a person uploads in the tests. */
export const ESCORT_PLAN_PDF = [
  '%PDF-1.4',
  '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
  '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
  '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 300 100] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >> endobj',
  '4 0 obj << /Type /Font /Subtype /Type1 /BaseFont /Helvetica >> endobj',
  '5 0 obj << /Length 44 >> stream',
  'BT /F1 18 Tf 20 40 Td (Escort plan) Tj ET',
  'endstream endobj',
  'trailer << /Root 1 0 R >>',
  '%%EOF',
].join('\n');

/**
 * The address of one of the API's files as the viewer opens it: a short-lived signed link to that
 * file (`files/12`, `invoices/4/pdf`), never the bare link, which needs a token; at the address the
 * admin knows the API by (`api`: the file's own mock API unless a test put another in front of it).
 */
export function signedLinkTo(path: string | RegExp, api = apiUrl()): RegExp {
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const file = typeof path === 'string' ? escape(path.replace(/^\/+/, '')) : path.source;
  return new RegExp(`^${escape(api)}/${file}\\?expires=\\d+&signature=[\\w-]+$`);
}

/** The file viewer's Download link: what the viewer loaded, as a person can take it away. */
export const download = (viewer: Locator) => viewer.getByRole('link', { name: 'Download' });

/**
 * A PDF drawn by pdf.js in the file viewer: waits for its first page and that page's text (React
 * renders the text a moment after the page's canvas is in place), and answers the text.
 */
export async function pdfShown(viewer: Locator): Promise<string> {
  await viewer.getByRole('img', { name: /^Page 1 of \d+$/ }).waitFor();
  const text = viewer.getByTestId('pdf-text');
  await text.locator('p').first().waitFor({ state: 'attached' });
  return text.innerText();
}

/** The file viewer, the one dialog every file of the API opens in. */
export const dialog = (page: Page): Locator => page.getByRole('dialog', { name: 'View file' });

/** Closes the file viewer as a person does, and waits until it has gone from the page. */
export async function close(viewer: Locator): Promise<void> {
  // The viewer has one Close: first() only keeps the click from depending on that.
  await viewer.getByRole('button', { name: 'Close' }).first().click();
  await viewer.waitFor({ state: 'detached' });
}

/**
 * Opens the PDF of the first invoice a list shows, as a person does: the invoice's number, the
 * viewer, and the text pdf.js drew in it.
 */
export async function openFirstInvoicePdf(page: Page): Promise<{ number: string; viewer: Locator; text: string }> {
  // The invoices' own column: until the list's code has come, a navigation leaves the page it came
  // from on screen, and that page may have a table too (the statistics' months).
  const number = (await page.locator('.RaDataTable-table tbody tr td.column-number').first().innerText()).trim();
  await page.getByRole('button', { name: `PDF ${number}` }).click();
  const viewer = dialog(page);
  await viewer.waitFor();
  return { number, viewer, text: await pdfShown(viewer) };
}
