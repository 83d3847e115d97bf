/**
 * The dataProvider's own methods (the calls beside CRUD) against the mock API: typed data back,
 * and every failure as react-admin's HttpError with the field errors and whether it was told.
 */
import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { providerFor, useMockApi } from './mock-api-for-tests.js';
import { fieldErrorsOf, wasNotified } from './failures.js';

const { api } = useMockApi();

const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error,
  );

describe("the dataProvider's calls beside CRUD", () => {
  it('reads the overview and the statistics of a period', async () => {
    const staff = await providerFor('admin@example.com');
    const overview = await staff.getOverview();
    expect(overview.kpis.companies).toBeGreaterThan(100);
    const service = await staff.getServiceStatistics({ from: '2026-01', to: '2026-06' });
    expect(service.months.map((month) => month.month)).toEqual([
      '2026-01',
      '2026-02',
      '2026-03',
      '2026-04',
      '2026-05',
      '2026-06',
    ]);
    const agents = await staff.getAgentStatistics({ from: '2026-01', to: '2026-06' });
    expect(agents.length).toBeGreaterThan(0);
    expect(agents[0]).toHaveProperty('permits_processed');
    const company = await staff.getCompanyStatistics({ company_id: 1 });
    expect(company.company_name).toBe('Lone Star Heavy Haul LLC');
  });

  it('reads and saves a single-record setting', async () => {
    const staff = await providerFor('admin@example.com');
    const settings = await staff.getSettings('/settings/main');
    const saved = await staff.saveSettings('/settings/main', { ...settings, invoice_due_days: 21 }, settings);
    expect(saved.invoice_due_days).toBe(21);
    expect((await staff.getSettings('/settings/main')).invoice_due_days).toBe(21);
  });

  it('marks an invoice paid once; the second time is the server refusal, told to the person', async () => {
    const staff = await providerFor('admin@example.com');
    const unpaid = api.db.invoices.all().find((invoice) => invoice.status === 'unpaid');
    if (!unpaid) throw new Error('the seed has an unpaid invoice');
    const paid = await staff.markInvoicePaid(unpaid);
    expect(paid.status).toBe('paid');
    const again = await failureOf(staff.markInvoicePaid(paid));
    expect(again).toBeInstanceOf(HttpError);
    expect((again as HttpError).status).toBe(409);
    expect(wasNotified(again)).toBe(false);
  });

  it('carries the 422 field errors where the form shows them', async () => {
    const staff = await providerFor('admin@example.com');
    const pending = api.db.applications.all().find((application) => application.status === 'pending');
    const refused = await failureOf(staff.rejectApplication(pending ?? { id: 0, version: 1 }, ''));
    expect(fieldErrorsOf(refused)).toEqual({ reason: 'This field is required' });
    const fee = await failureOf(staff.calculateCityFee({} as never));
    expect(Object.keys(fieldErrorsOf(fee) ?? {}).length).toBeGreaterThan(0);
  });

  it('says when the SDK already told the person (a 404 the catalogue names)', async () => {
    const staff = await providerFor('admin@example.com');
    const missing = await failureOf(staff.approveApplication({ id: 999_999, version: 1 }));
    expect((missing as HttpError).status).toBe(404);
    expect(wasNotified(missing)).toBe(true);
  });

  it('moves a permit request on, and uploads a file', async () => {
    const staff = await providerFor('agent@example.com');
    const submitted = api.db.permitRequests.all().find((permit) => permit.status === 'submitted');
    const moved = await staff.transitionPermitRequest(submitted ?? { id: 0, version: 1 }, { status: 'in_review' });
    expect(moved.status).toBe('in_review');
    const stored = await staff.uploadFile(new File(['%PDF-1.4\n%%EOF\n'], 'note.pdf', { type: 'application/pdf' }));
    expect(stored).toMatchObject({ name: 'note.pdf', link: `files/${stored.id}` });
  });

  it('sends a member’s message and changes their password', async () => {
    const member = await providerFor('member@example.com');
    const sent = await member.sendContactMessage({ subject: 'Bridge heights', message: 'Is the I-10 bridge clear?' });
    expect(sent.subject).toBe('Bridge heights');
    const wrong = await failureOf(
      member.changeOwnPassword({
        current_password: 'nope',
        password: 'new-password-1',
        password_confirmation: 'new-password-1',
      }),
    );
    expect(fieldErrorsOf(wrong)).toHaveProperty('current_password');
  });
});
