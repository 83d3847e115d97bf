import type { Invoice } from './store.js';

/** An invoice's number and PDF link, which follow from its id (given once it is stored). */
export function invoiceIdentity(id: number, issued: Date): Pick<Invoice, 'number' | 'pdf'> {
  return { number: `INV-${issued.getUTCFullYear()}-${String(id).padStart(6, '0')}`, pdf: `invoices/${id}/pdf` };
}
