/** Invoices (with totals over the filtered rows, mark paid, a PDF) and card operations. */
import type { CardOperation, Invoice } from '../db/store.js';
import { Refusal, conflict, notFound, ok, type Ctx, type Operations } from '../operation.js';
import { renderPdf } from '../pdf.js';
import { invoiceIdentity } from '../db/numbers.js';
import { collection, companyOf } from './collection.js';

/** The invoice as a one-page PDF (what `GET /invoices/{id}/pdf` serves, with a file answer's headers). */
export function invoicePdf(invoice: Invoice): Uint8Array<ArrayBuffer> {
  return renderPdf([
    `Invoice ${invoice.number}`,
    invoice.company_name,
    invoice.description,
    `Issued ${invoice.issued_at}, due ${invoice.due_at}`,
    `Amount ${dollars(invoice.amount_cents)}  Tax ${dollars(invoice.tax_cents ?? 0)}  Total ${dollars(invoice.total_cents)}`,
    `Status: ${invoice.status}`,
  ]);
}

const dollars = (cents: number) =>
  `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

const invoices = collection<Invoice>({
  resource: 'invoices',
  schema: 'Invoice',
  table: (db) => db.invoices,
  companyScoped: true,
  searchText: (row) => [row.number, row.company_name, row.description],
  dateField: 'issued_at',
  defaultSort: { field: 'issued_at', order: 'desc' },
  describe: (row) => `${row.number || 'Invoice'} for ${row.company_name} (${dollars(row.total_cents)})`,
  label: (row) => row.number,
  summarize: (rows) => {
    const sum = (status?: Invoice['status']) =>
      rows
        .filter((row) => row.status !== 'void' && (!status || row.status === status))
        .reduce((total, row) => total + row.total_cents, 0);
    return { total_cents: sum(), paid_cents: sum('paid'), unpaid_cents: sum('unpaid') };
  },
  build(input, ctx) {
    const company = companyOf(ctx, input.company_id);
    if (company instanceof Refusal) return company;
    const amount = Number(input.amount_cents);
    const tax = typeof input.tax_cents === 'number' ? input.tax_cents : 0;
    const status = (input.status as Invoice['status'] | undefined) ?? 'unpaid';
    return {
      // Both follow from the id, given once stored (see createInvoice below).
      number: '',
      company_id: company.id,
      company_name: company.name,
      permit_request_id: (input.permit_request_id as number | null | undefined) ?? null,
      description: String(input.description),
      amount_cents: amount,
      tax_cents: tax,
      total_cents: amount + tax,
      status,
      issued_at: String(input.issued_at),
      due_at: String(input.due_at),
      paid_at: status === 'paid' ? ctx.now().toISOString() : null,
      pdf: '',
      created_at: ctx.now().toISOString(),
    };
  },
  change(row, input, ctx) {
    if (row.status === 'paid' && input.status !== 'paid' && input.status !== undefined) {
      return new Refusal(conflict('A paid invoice cannot be reopened; refund it with a card operation.'));
    }
    const company =
      input.company_id === undefined
        ? { id: row.company_id, name: row.company_name }
        : companyOf(ctx, input.company_id);
    if (company instanceof Refusal) return company;
    const amount = typeof input.amount_cents === 'number' ? input.amount_cents : row.amount_cents;
    const tax = typeof input.tax_cents === 'number' ? input.tax_cents : (row.tax_cents ?? 0);
    const paidNow = input.status === 'paid' && row.status !== 'paid';
    return {
      ...(input as Partial<Invoice>),
      company_id: company.id,
      company_name: company.name,
      total_cents: amount + tax,
      paid_at: paidNow ? ctx.now().toISOString() : (row.paid_at ?? null),
    };
  },
  guardDelete: (row) =>
    row.status === 'paid' ? new Refusal(conflict('A paid invoice cannot be deleted.')) : undefined,
});

const cardOperations = collection<CardOperation>({
  resource: 'card-operations',
  schema: 'CardOperation',
  table: (db) => db.cardOperations,
  companyScoped: true,
  searchText: (row) => [row.company_name, row.card_last4, row.note, row.card_brand],
  dateField: 'created_at',
  defaultSort: { field: 'created_at', order: 'desc' },
  describe: (row) => `${row.type} of ${dollars(row.amount_cents)} for ${row.company_name}`,
  summarize: (rows) => {
    const sum = (type: CardOperation['type']) =>
      rows
        .filter((row) => row.status === 'succeeded' && row.type === type)
        .reduce((total, row) => total + row.amount_cents, 0);
    const charges = sum('charge');
    const refunds = sum('refund');
    return { charges_cents: charges, refunds_cents: refunds, net_cents: charges - refunds };
  },
  build(input, ctx) {
    const company = companyOf(ctx, input.company_id);
    if (company instanceof Refusal) return company;
    const invoiceId = typeof input.invoice_id === 'number' ? input.invoice_id : null;
    // A card on file: the one the company paid with last, or a new one.
    const lastCard = ctx.db.cardOperations.all().findLast((operation) => operation.company_id === company.id);
    return {
      company_id: company.id,
      company_name: company.name,
      invoice_id: invoiceId,
      type: input.type as CardOperation['type'],
      amount_cents: Number(input.amount_cents),
      note: (input.note as string | null | undefined) ?? null,
      card_brand: lastCard?.card_brand ?? 'visa',
      card_last4: lastCard?.card_last4 ?? '4242',
      status: 'succeeded',
      created_at: ctx.now().toISOString(),
    };
  },
});

/** The generic create, then the invoice's number and PDF link. */
async function createInvoice(ctx: Ctx) {
  const reply = await invoices.createInvoice?.(ctx);
  if (!reply || reply instanceof Response || reply.status !== 201) return reply ?? notFound();
  const { id } = (reply.body as { data: Invoice }).data;
  const stored = ctx.db.invoices.update(id, invoiceIdentity(id, ctx.now()));
  return { ...reply, body: { data: stored } };
}

export const financeOperations: Operations = {
  ...invoices,
  createInvoice,
  ...cardOperations,

  markInvoicePaid(ctx) {
    const invoice = ctx.db.invoices.get(ctx.params.id ?? 0);
    if (!invoice) return notFound();
    if (invoice.status !== 'unpaid') return conflict(`This invoice is ${invoice.status}.`);
    const paid = ctx.db.invoices.update(invoice.id, { status: 'paid', paid_at: ctx.now().toISOString() });
    ctx.journal.note('invoices', invoice.id, { action: 'transitioned' });
    ctx.audit('pay', 'invoices', invoice.id, `${invoice.number} marked paid (${dollars(invoice.total_cents)})`);
    return ok({ data: paid });
  },
};
