/** Companies, membership applications, members, staff accounts, contact messages and the audit log. */
import type { components } from '@permit-office/sdk';
import type { Company, Db, NewRow, Table, User } from '../db/store.js';
import { Refusal, conflict, forbidden, invalid, me, notFound, ok, type Ctx, type Operations } from '../operation.js';
import { mayHearOf } from '../live.js';
import { pickWritable } from '../validate.js';
import { accountView, companyView, memberView } from '../views.js';
import { collection } from './collection.js';

type Input = Record<string, unknown>;
const sameEmail = (a: unknown, b: unknown) =>
  typeof a === 'string' && typeof b === 'string' && a.trim().toLowerCase() === b.trim().toLowerCase();

export function emailTaken(db: Db, email: unknown, exceptId?: number): Refusal | undefined {
  const taken = db.users.all().some((user) => user.id !== exceptId && sameEmail(user.email, email));
  return taken ? new Refusal(invalid({ email: ['This email is already taken.'] })) : undefined;
}

function usdotTaken(db: Db, usdot: unknown, exceptId?: number): Refusal | undefined {
  const taken = db.companies.all().some((company) => company.id !== exceptId && company.usdot === usdot);
  return taken ? new Refusal(invalid({ usdot: ['This USDOT number is already registered.'] })) : undefined;
}

/** Records carry their company's name; a renamed company renames it everywhere. */
function renameIn<T extends { id: number; company_id?: number | null; company_name?: string | null }>(
  table: Table<T>,
  company: Company,
): void {
  for (const row of table.all()) {
    if (row.company_id === company.id && row.company_name !== company.name) {
      table.update(row.id, { company_name: company.name } as Partial<T>);
    }
  }
}

function renameCompany(db: Db, company: Company): void {
  renameIn(db.loads, company);
  renameIn(db.permitRequests, company);
  renameIn(db.invoices, company);
  renameIn(db.cardOperations, company);
  renameIn(db.annualPermits, company);
  renameIn(db.contacts, company);
}

const companies = collection<Company>({
  resource: 'companies',
  schema: 'Company',
  table: (db) => db.companies,
  present: companyView,
  searchText: (row) => [row.name, row.usdot, row.mc_number, row.email, row.city, row.state],
  defaultSort: { field: 'name', order: 'asc' },
  describe: (row) => `${row.name} (USDOT ${row.usdot})`,
  label: (row) => row.name,
  build(input, ctx) {
    return (
      usdotTaken(ctx.db, input.usdot) ?? {
        ...(input as components['schemas']['CompanyInput']),
        status: (input.status as Company['status'] | undefined) ?? 'active',
        members_count: 0,
        created_at: ctx.now().toISOString(),
      }
    );
  },
  change(row, input, ctx) {
    return usdotTaken(ctx.db, input.usdot, row.id) ?? input;
  },
  guardDelete(row, ctx) {
    const used = ctx.db.permitRequests
      .all()
      .some((permit) => permit.company_id === row.id && permit.status !== 'cancelled');
    return used ? new Refusal(conflict('This company has permit requests; suspend it instead.')) : undefined;
  },
});

const companyUpdate = companies.updateCompany;

/** A user who has never signed in, from a member's or an account's input. */
function newUser(input: Input, ctx: Ctx, fields: Pick<User, 'password' | 'role'> & Partial<User>): NewRow<User> {
  return {
    name: String(input.name),
    email: String(input.email),
    company_id: null,
    member_role: null,
    phone: null,
    avatar: null,
    active: input.active !== false,
    last_sign_in_at: null,
    created_at: ctx.now().toISOString(),
    popup_shown: false,
    ...fields,
  };
}

const members = collection<User>({
  resource: 'members',
  schema: 'Member',
  table: (db) => db.users,
  where: (user) => user.role === 'member',
  present: memberView,
  searchText: (user) => [user.name, user.email, user.phone],
  defaultSort: { field: 'name', order: 'asc' },
  describe: (user) => `${user.name} <${user.email}>`,
  label: (user) => user.name,
  filters: {},
  build(input, ctx) {
    const company = typeof input.company_id === 'number' ? ctx.db.companies.get(input.company_id) : undefined;
    if (!company) return new Refusal(invalid({ company_id: ['Invalid format'] }));
    const taken = emailTaken(ctx.db, input.email);
    if (taken) return taken;
    // Invited members sign in with the demo password until they reset it.
    return newUser(input, ctx, {
      password: 'password',
      role: 'member',
      company_id: company.id,
      member_role: input.member_role as User['member_role'],
      phone: (input.phone as string | null | undefined) ?? null,
    });
  },
  change(user, input, ctx) {
    const taken = emailTaken(ctx.db, input.email, user.id);
    if (taken) return taken;
    if (typeof input.company_id === 'number' && !ctx.db.companies.get(input.company_id)) {
      return new Refusal(invalid({ company_id: ['Invalid format'] }));
    }
    if (input.active === false) ctx.auth.revokeUser(user.id);
    return input;
  },
});

const accounts = collection<User>({
  resource: 'accounts',
  schema: 'Account',
  table: (db) => db.users,
  where: (user) => user.role === 'admin' || user.role === 'agent',
  present: accountView,
  searchText: (user) => [user.name, user.email],
  defaultSort: { field: 'name', order: 'asc' },
  describe: (user) => `${user.name} <${user.email}> (${user.role})`,
  label: (user) => user.name,
  build(input, ctx) {
    const taken = emailTaken(ctx.db, input.email);
    if (taken) return taken;
    if (typeof input.password !== 'string') return new Refusal(invalid({ password: ['This field is required'] }));
    return newUser(input, ctx, { password: input.password, role: input.role as User['role'] });
  },
  change(user, input, ctx) {
    const taken = emailTaken(ctx.db, input.email, user.id);
    if (taken) return taken;
    if (user.id === ctx.user?.id && (input.active === false || input.role === 'agent')) {
      return new Refusal(conflict('You cannot deactivate or demote your own account.'));
    }
    if (input.active === false) ctx.auth.revokeUser(user.id);
    return input;
  },
  guardDelete(user, ctx) {
    return user.id === ctx.user?.id ? new Refusal(conflict('You cannot delete your own account.')) : undefined;
  },
});

type Application = components['schemas']['Application'];
const applications = collection<Application & { id: number }>({
  resource: 'applications',
  schema: 'Application',
  table: (db) => db.applications,
  searchText: (row) => [row.company_name, row.contact_name, row.email, row.usdot, row.mc_number],
  defaultSort: { field: 'created_at', order: 'desc' },
  describe: (row) => `${row.company_name} (${row.contact_name})`,
  label: (row) => row.company_name,
  build: (input, ctx) => ({
    ...(input as components['schemas']['ApplicationInput']),
    status: 'pending',
    reason: null,
    company_id: null,
    decided_at: null,
    created_at: ctx.now().toISOString(),
  }),
});

type ContactMessage = components['schemas']['ContactMessage'];
const contacts = collection<ContactMessage & { id: number }>({
  resource: 'contacts',
  schema: 'ContactMessage',
  table: (db) => db.contacts,
  searchText: (row) => [row.subject, row.message, row.name, row.email, row.company_name],
  defaultSort: { field: 'created_at', order: 'desc' },
  describe: (row) => `"${row.subject}" from ${row.name}`,
  label: (row) => row.subject,
  build(input, ctx) {
    const user = me(ctx);
    const company = user.company_id ? ctx.db.companies.get(user.company_id) : undefined;
    return {
      subject: String(input.subject),
      message: String(input.message),
      name: typeof input.name === 'string' && input.name ? input.name : user.name,
      email: typeof input.email === 'string' && input.email ? input.email : user.email,
      status: 'new',
      company_id: company?.id ?? null,
      company_name: company?.name ?? null,
      reply: null,
      answered_at: null,
      created_at: ctx.now().toISOString(),
    };
  },
});

type AuditEntry = components['schemas']['AuditEntry'];
const logs = collection<AuditEntry & { id: number }>({
  resource: 'logs',
  schema: 'AuditEntry',
  table: (db) => db.logs,
  searchText: (row) => [row.actor_name, row.summary, row.resource, row.action],
  // An entry about records the reader may not read (an agent, of staff accounts) is not theirs.
  readableBy: (row, ctx) => ctx.user !== undefined && mayHearOf(ctx.user, row.resource),
  dateField: 'created_at',
  defaultSort: { field: 'created_at', order: 'desc' },
  describe: (row) => row.summary,
});

export const membershipOperations: Operations = {
  ...companies,
  ...members,
  ...accounts,
  ...applications,
  ...contacts,
  listLogs: logs.listLogs,
  getAuditEntry: logs.getAuditEntry,

  getOwnCompany(ctx) {
    const company = ctx.db.companies.get(me(ctx).company_id ?? 0);
    return company ? ok({ data: companyView(company, ctx.db) }) : notFound();
  },

  updateOwnCompany(ctx) {
    const user = me(ctx);
    if (!user.company_id || !companyUpdate) return forbidden();
    // Members keep their company's status: only staff suspend or activate a company.
    const { status: _status, ...input } = pickWritable(
      { $ref: '#/components/schemas/CompanyInput' },
      ctx.body as Input,
    );
    const reply = companyUpdate({ ...ctx, params: { id: user.company_id }, body: input });
    const company = ctx.db.companies.get(user.company_id);
    if (company) renameCompany(ctx.db, company);
    return reply;
  },

  updateCompany(ctx: Ctx) {
    const reply = companyUpdate?.(ctx);
    const company = ctx.db.companies.get(ctx.params.id ?? 0);
    if (company) renameCompany(ctx.db, company);
    return reply ?? notFound();
  },

  approveApplication(ctx) {
    const application = ctx.db.applications.get(ctx.params.id ?? 0);
    if (!application) return notFound();
    if (application.status !== 'pending') return conflict(`This application is already ${application.status}.`);
    const taken = usdotTaken(ctx.db, application.usdot);
    if (taken) return taken.reply;
    const now = ctx.now().toISOString();
    const company = ctx.db.companies.insert({
      name: application.company_name,
      usdot: application.usdot,
      mc_number: application.mc_number ?? null,
      status: 'active',
      email: application.email,
      phone: application.phone ?? null,
      address: null,
      city: null,
      state: application.state ?? null,
      zip: null,
      members_count: 0,
      created_at: now,
    });
    const approved = ctx.db.applications.update(application.id, {
      status: 'approved',
      company_id: company.id,
      decided_at: now,
    });
    ctx.journal.note('applications', application.id, { action: 'transitioned' });
    ctx.audit(
      'approve',
      'applications',
      application.id,
      `Approved ${application.company_name}; created company #${company.id}`,
    );
    ctx.audit('create', 'companies', company.id, `${company.name} (USDOT ${company.usdot})`);
    return ok({ data: approved });
  },

  rejectApplication(ctx) {
    const application = ctx.db.applications.get(ctx.params.id ?? 0);
    if (!application) return notFound();
    if (application.status !== 'pending') return conflict(`This application is already ${application.status}.`);
    const { reason } = ctx.body as components['schemas']['Rejection'];
    const rejected = ctx.db.applications.update(application.id, {
      status: 'rejected',
      reason,
      decided_at: ctx.now().toISOString(),
    });
    ctx.journal.note('applications', application.id, { action: 'transitioned', reason });
    ctx.audit('reject', 'applications', application.id, `Rejected ${application.company_name}: ${reason}`);
    return ok({ data: rejected });
  },

  replyToContact(ctx) {
    const message = ctx.db.contacts.get(ctx.params.id ?? 0);
    if (!message) return notFound();
    const { reply } = ctx.body as components['schemas']['ContactReply'];
    const answered = ctx.db.contacts.update(message.id, {
      reply,
      status: 'answered',
      answered_at: ctx.now().toISOString(),
    });
    ctx.journal.note('contacts', message.id, { action: 'transitioned' });
    ctx.audit('reply', 'contacts', message.id, `Answered "${message.subject}" from ${message.name}`);
    return ok({ data: answered });
  },
};
