/**
 * Every value of every enum of the contract has its words in the catalogue: a status added to
 * openapi.yaml is shown by name, never as its code. (The catalogue's maps are also typed by the
 * contract's enums, so a missing label is a compile error; this says which map is whose.)
 */
import contractJson from '@permit-office/mock-api/contract.json' with { type: 'json' };
import { US_STATES } from '@permit-office/sdk';
import { describe, expect, it } from 'vitest';
import { app } from './en.js';

const contract = contractJson as unknown as { components: { schemas: Record<string, { enum?: string[] }> } };

const enums = Object.entries(contract.components.schemas).flatMap(([name, schema]) =>
  schema.enum ? [[name, schema.enum] as const] : [],
);

/** Where each enum's words are. */
const LABELS: Record<string, Record<string, string> | 'never shown'> = {
  StateCode: US_STATES,
  CompanyStatus: app.company.status,
  ApplicationStatus: app.applications.status,
  MemberRole: app.members.roles,
  StaffRole: app.accounts.roles,
  ContactStatus: app.contacts.status,
  AuditAction: app.logs.actions,
  InvoiceStatus: app.invoices.status,
  CardOperationType: app.cardOperations.types,
  CardOperationStatus: app.cardOperations.statuses,
  PermitStatus: app.permits.status,
  PermitCheckStatus: app.permitCheck.status,
  ClockFlag: app.permits.clock,
  AnnualPermitKind: app.annual.kinds,
  NotificationKind: app.notifications.emailKinds,
  PostStatus: app.blog.status,
  HistoryCollection: app.history.collections,
  TrashCollection: app.history.collections,
  RevisionAction: app.history.actions,
  // Who made a change, in a record's history.
  Role: app.history.roles,
  // The section an import goes into: named by the section's own list, where its import is.
  ImportCollection: 'never shown',
};

describe("the contract's enums", () => {
  it('are all known here', () => {
    expect(enums.length).toBeGreaterThan(10);
    expect(enums.map(([name]) => name).sort()).toEqual(Object.keys(LABELS).sort());
  });

  it.each(enums)('%s: every value has a label', (name, values) => {
    const labels = LABELS[name];
    if (labels === 'never shown') return;
    for (const value of values) expect(labels?.[value], `${name}.${value}`).toMatch(/\S/);
  });
});
