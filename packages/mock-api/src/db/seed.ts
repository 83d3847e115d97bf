/**
 * Deterministic seed data: the same records on every start (a seeded PRNG), with dates relative to
 * the injected clock so that "last 12 months" and "expiring within 30 days" always have content.
 */
import { renderPdf, routeMapPng } from '../pdf.js';
import {
  CITIES,
  COMMODITIES,
  COMPANY_WORDS,
  FIRST_NAMES,
  HOLIDAYS,
  LAST_NAMES,
  STATES,
  STATE_CODES,
} from './reference.js';
import { invoiceIdentity } from './numbers.js';
import { DEFAULT_FIRST_ANSWER_HOURS, DEFAULT_OFFICE_HOURS } from '../permit-clock.js';
import {
  closureDays,
  dayIn,
  proposeRoute,
  subtractWorkingTime,
  type ClockRules,
  type PermitDecision,
} from '@permit-office/sdk';
import {
  BY_RULE,
  decisionOf,
  DEFAULT_RULE_DECISIONS,
  versionsOf,
  writePermitInvoice,
  type DecisionTables,
} from '../decisions.js';
import { seedPermitDocuments } from '../permit-document.js';
import { SEED_STATE_RULES } from './state-rules.js';
import { seedHistory } from './seed-history.js';
import { seedVehicles } from './seed-vehicles.js';
import {
  RevisionStore,
  Table,
  createTables,
  type Company,
  type Db,
  type Load,
  type PermitRequest,
  type StateCode,
  type Tables,
  type TrashRow,
  type User,
} from './store.js';

/** mulberry32: small, fast and good enough for fixtures. */
function prng(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  const chance = (p: number) => next() < p;
  return { next, int, pick, chance };
}

export const DEMO_PASSWORD = 'password';
export const DEMO_USERS = {
  admin: 'admin@example.com',
  agent: 'agent@example.com',
  member: 'member@example.com',
} as const;

/** Counts the issue asks for, at least. */
export const SEED_SIZES = {
  companies: 150,
  loads: 500,
  permitRequests: 300,
  invoices: 300,
  cardOperations: 260,
  annualPermits: 120,
  applications: 40,
  contacts: 60,
  members: 300,
} as const;

const DAY = 86_400_000;

/**
 * Rows added on request beyond the default seed, for measuring the admin on a large collection
 * (the bench's 10,000-row list). None by default: the default seed stays exactly as it is.
 */
export interface SeedSizes {
  /** Audit log entries; the log otherwise starts empty and fills as people act. */
  logs?: number;
  /** Companies in all, the seed's first (the search bench's 10,000 records). */
  companies?: number;
  /** Open permit requests added to the seed's, waiting on staff (the queue bench's 10,000). */
  openPermitRequests?: number;
}

const AUDIT_ACTIONS = [
  'create',
  'update',
  'delete',
  'approve',
  'reject',
  'reply',
  'pay',
  'transition',
  'login',
] as const;
const AUDIT_RESOURCES = ['companies', 'members', 'invoices', 'loads', 'permit-requests', 'annual-permits'];

/**
 * `count` audit entries by the staff, over the last year. Their own PRNG, drawn after the rest of
 * the seed, so that asking for them changes no other record.
 */
/**
 * Companies after the seed's own, up to `count` in all, named and numbered as the seed's are: a
 * generator of their own, so that the seed's records stay the same whatever the count.
 */
function seedMoreCompanies(tables: Tables, now: Date, count: number): void {
  const random = prng(20261123);
  for (let i = tables.companies.all().length; i < count; i++) {
    const [city, state] = random.pick(CITIES);
    const name = `${random.pick(COMPANY_WORDS[0] ?? [])} ${random.pick(COMPANY_WORDS[1] ?? [])} ${random.pick(COMPANY_WORDS[2] ?? [])}`;
    tables.companies.insert({
      name,
      usdot: String(1_000_000 + random.int(0, 2_999_999)),
      mc_number: random.chance(0.85) ? `MC-${random.int(100_000, 999_999)}` : null,
      status: 'active',
      email: `dispatch${i}@example.com`,
      phone: `(${random.int(201, 989)}) ${random.int(200, 999)}-${String(random.int(0, 9999)).padStart(4, '0')}`,
      address: `${random.int(100, 9999)} Commerce Way`,
      city,
      state,
      zip: String(random.int(10000, 99899)),
      members_count: 0,
      created_at: new Date(now.getTime() - random.int(30, 900) * DAY).toISOString(),
    });
  }
}

/**
 * A load's figures from the seed's draws: most within what every state issues routinely (up to
 * 14 ft wide, 15 ft high, 95 ft long, 120,000 lb), about one in four beyond one of them (a
 * superload somewhere on its route); a `heavy` one heavier than any state issues routinely.
 */
function loadFigures(lengthFt: number, lengthIn: number, width: number, height: number, kips: number, heavy = false) {
  const scaled = (value: number, from: number, to: number, low: number, high: number) =>
    low + Math.round(((value - from) * (high - low)) / (to - from));
  return {
    length_in:
      (lengthFt <= 154 ? scaled(lengthFt, 50, 154, 50, 94) : scaled(lengthFt, 155, 160, 125, 165)) * 12 + lengthIn,
    width_in: width <= 192 ? scaled(width, 96, 192, 96, 168) : scaled(width, 193, 200, 200, 246),
    height_in: height <= 186 ? scaled(height, 120, 186, 150, 180) : scaled(height, 187, 190, 200, 230),
    weight_lbs:
      (heavy
        ? scaled(kips, 40, 240, 260, 320)
        : kips <= 228
          ? scaled(kips, 40, 228, 40, 120)
          : scaled(kips, 229, 240, 160, 300)) * 1000,
  };
}

/** The route a load takes: the fewest states from its origin's to its destination's. */
const routeOf = (load: Pick<Load, 'origin_state' | 'destination_state'>): StateCode[] =>
  proposeRoute(load.origin_state, load.destination_state) ?? [load.origin_state];

/** A request's decision before the seed works it out (`seedDecisions`), once the rules are in. */
const UNDECIDED: PermitDecision = { outcome: 'needs_review', by_rule: false, fee_cents: 0, states: [], reasons: [] };

/**
 * Every request's decision as the rules read it, and its life as the office would have lived it:
 * a routine request was approved by rule as it was submitted (then issued or cancelled by staff as
 * drawn), its fee invoiced then (`billByRule`); the others went through staff as drawn. A request
 * already invoiced keeps the fee it was billed; the others are charged what the decision says.
 */
function seedDecisions(db: DecisionTables, now: Date): void {
  const billed = new Set(db.invoices.all().map((invoice) => invoice.permit_request_id));
  for (const request of db.permitRequests.all()) {
    const decision = decisionOf(db, request, now);
    const fee = billed.has(request.id) ? {} : { fee_cents: decision.fee_cents };
    if (decision.outcome !== 'routine') {
      db.permitRequests.update(request.id, { decision, ...fee }, { quietly: true });
      continue;
    }
    const [submitted] = request.status_history;
    if (!submitted) continue;
    const approved = {
      status: 'approved' as const,
      at: submitted.at,
      by_name: BY_RULE,
      note: `Approved by rule (${versionsOf(decision)})`,
    };
    // What staff did after the approval stays: an issue, or a cancellation.
    const after = request.status_history.filter(
      (change) => change.status === 'issued' || change.status === 'cancelled',
    );
    const history = [submitted, approved, ...after];
    if (!billed.has(request.id)) billByRule(db, request, decision.fee_cents, submitted.at, history, now);
    db.permitRequests.update(
      request.id,
      {
        decision: { ...decision, by_rule: true },
        ...fee,
        status: history.at(-1)?.status ?? 'approved',
        status_history: history,
        // Nobody held it: the rules decided it.
        agent_id: after.length ? request.agent_id : null,
        agent_name: after.length ? request.agent_name : null,
        updated_at: history.at(-1)?.at ?? request.updated_at,
      },
      { quietly: true },
    );
  }
}

/**
 * The invoice an approval by rule wrote as it was submitted: paid once due (the demo's companies pay
 * on time, so that none falls out of good standing by it), void where staff then cancelled it.
 */
function billByRule(
  db: DecisionTables,
  request: PermitRequest,
  feeCents: number,
  submittedAt: string,
  history: PermitRequest['status_history'],
  now: Date,
): void {
  const issued = new Date(submittedAt);
  const due = new Date(issued.getTime() + db.settings.main.invoice_due_days * DAY);
  const status = history.at(-1)?.status === 'cancelled' ? 'void' : due < now ? 'paid' : 'unpaid';
  writePermitInvoice(db, request, feeCents, issued, status, { quietly: true });
}

/**
 * The desk as the rules leave it: superloads submitted in the last days, which staff decide (most
 * loads are routine, so most drawn requests were decided by rule). The demo member's company has
 * some, a few under review by the demo agent and admin. Timed with the rest by `seedQueue`.
 */
function seedDemoDesk(db: DecisionTables & Pick<Tables, 'users'>, now: Date): void {
  const undecided = (dates: { start_date: string; end_date: string }, load: Load, route: StateCode[]) =>
    decisionOf(db, { ...dates, load_id: load.id, states: route, company_id: load.company_id }, now);
  const superloads = (ours: boolean) =>
    db.loads
      .all()
      .filter((load) => (load.company_id === 1) === ours)
      .map((load) => ({ load, route: routeOf(load) }))
      .filter(({ load, route }) => undecided({ start_date: '', end_date: '' }, load, route).outcome !== 'routine');
  const demo = superloads(true);
  const others = superloads(false);
  // Who holds each: no one yet, or the demo agent or admin, who have it under review.
  const staff = (email: string) => db.users.all().find((user) => user.email === email);
  const agent = staff('agent@example.com');
  const admin = staff('admin@example.com');
  const desk = [
    ...[undefined, undefined, agent, admin, undefined, agent].map((holder, index) => ({
      trip: demo[index % Math.max(demo.length, 1)],
      holder,
    })),
    // And the rest of the office's superloads waiting for someone to take them.
    ...others.slice(0, 16).map((trip, index) => ({ trip, holder: index % 4 === 3 ? admin : undefined })),
  ];
  desk.forEach(({ trip, holder }, index) => {
    if (!trip) return;
    const { load, route } = trip;
    const at = new Date(now.getTime() - ((index % 6) + 1) * DAY).toISOString();
    const dates = {
      start_date: new Date(now.getTime() + ((index % 6) + 5) * DAY).toISOString().slice(0, 10),
      end_date: new Date(now.getTime() + ((index % 6) + 8) * DAY).toISOString().slice(0, 10),
    };
    const decision = undecided(dates, load, route);
    const row = db.permitRequests.insert({
      number: '',
      company_id: load.company_id,
      company_name: load.company_name,
      load_id: load.id,
      states: route,
      ...dates,
      notes: null,
      status: holder ? 'in_review' : 'submitted',
      status_history: [
        { status: 'submitted', at, by_name: 'Company member', note: null },
        ...(holder ? [{ status: 'in_review' as const, at, by_name: holder.name, note: null }] : []),
      ],
      documents: [],
      fee_cents: decision.fee_cents,
      decision,
      agent_id: holder?.id ?? null,
      agent_name: holder?.name ?? null,
      created_at: at,
      updated_at: at,
    });
    db.permitRequests.update(row.id, { number: `PR-${String(row.id).padStart(6, '0')}` }, { quietly: true });
  });
}

/**
 * Open permit requests beyond the seed's, submitted over the last two weeks of the clock, a third
 * of them assigned: a queue of `count` for the bench. A generator of their own, as above.
 */
function seedMoreOpenRequests(tables: Tables, now: Date, count: number): void {
  const random = prng(20261127);
  const loads = tables.loads.all();
  const staff = tables.users.all().filter((user) => user.role !== 'member');
  for (let i = 0; i < count; i++) {
    const load = random.pick(loads);
    const submitted = new Date(now.getTime() - random.int(0, 14 * 24 * 60) * 60_000).toISOString();
    const agent = random.chance(0.33) ? random.pick(staff) : undefined;
    const states = routeOf(load);
    const inReview = agent !== undefined && random.chance(0.7);
    tables.permitRequests.insert({
      number: `PR-${String(900_000 + i).padStart(6, '0')}`,
      company_id: load.company_id,
      company_name: load.company_name,
      load_id: load.id,
      states,
      start_date: submitted.slice(0, 10),
      end_date: submitted.slice(0, 10),
      notes: null,
      status: inReview ? 'in_review' : 'submitted',
      status_history: [
        { status: 'submitted', at: submitted, by_name: 'Company member', note: null },
        ...(inReview ? [{ status: 'in_review' as const, at: submitted, by_name: agent.name, note: null }] : []),
      ],
      documents: [],
      fee_cents: 6000 + states.length * 1500,
      decision: UNDECIDED,
      agent_id: agent?.id ?? null,
      agent_name: agent?.name ?? null,
      created_at: submitted,
      updated_at: submitted,
    });
  }
}

/** How long each open request of the seed has waited on staff, in working hours, in turn. */
const QUEUE_WAITS = [0.5, 1.5, 2.5, 3.5, 4.5, 5.5, 6.5, 7.5, 9, 20];

/**
 * The desk as a demo opens it (issue 38): the open requests timed from `now` by the service's
 * clock so that every situation shows at once: due later, due today, at risk, late, a few waiting
 * on the member, and a state closed today that stops the clock of the requests through it. No
 * draw of the random sequence, so the rest of the seed stays as it was.
 */
function seedQueue(tables: Tables, now: Date): void {
  const today = dayIn(now.getTime(), DEFAULT_OFFICE_HOURS.time_zone);
  if (!tables.holidayClosures.all().some((closure) => closure.state === 'TX' && closure.date === today)) {
    tables.holidayClosures.insert({
      state: 'TX',
      date: today,
      name: 'Severe weather closure',
      note: 'No oversize or overweight movement statewide today.',
      created_at: new Date(now.getTime() - DAY).toISOString(),
    });
  }
  const rules: ClockRules = {
    hours: DEFAULT_OFFICE_HOURS,
    targetHours: DEFAULT_FIRST_ANSWER_HOURS,
    closures: closureDays(tables.holidayClosures.all()),
  };
  const iso = (at: number) => new Date(at).toISOString();
  const open = tables.permitRequests.all().filter((row) => row.status === 'submitted' || row.status === 'in_review');
  // The demo member's company has a question waiting on it too.
  const demoQuestion = open.find((row) => row.company_id === 1 && row.status === 'in_review')?.id;
  open.forEach((permit, index) => {
    const staffName = permit.status_history.at(-1)?.by_name ?? 'Agent';
    // One in seven of those under review waits on the member since yesterday, three hours in.
    const waiting = permit.status === 'in_review' && (index % 7 === 3 || permit.id === demoQuestion);
    const until = waiting ? now.getTime() - DAY : now.getTime();
    const worked = (waiting ? 3 : (QUEUE_WAITS[index % QUEUE_WAITS.length] ?? 1)) * 3_600_000;
    const submitted = subtractWorkingTime(until, worked, rules, permit.states) ?? until;
    const history: PermitRequest['status_history'] = [
      {
        status: 'submitted',
        at: iso(submitted),
        by_name: permit.status_history[0]?.by_name ?? 'Company member',
        note: null,
      },
    ];
    if (permit.status === 'in_review') {
      history.push({ status: 'in_review', at: iso(submitted + 60_000), by_name: staffName, note: null });
    }
    if (waiting) {
      history.push({
        status: 'waiting_on_member',
        at: iso(until),
        by_name: staffName,
        note: "Please send the trailer's axle spacing for the whole route.",
      });
    }
    // The move itself starts days after the request, as a carrier asks ahead of the trip.
    const start = new Date(submitted + (3 + (index % 5)) * DAY).toISOString().slice(0, 10);
    const end = new Date(submitted + (6 + (index % 5) + (index % 4)) * DAY).toISOString().slice(0, 10);
    tables.permitRequests.update(
      permit.id,
      {
        status: history.at(-1)?.status ?? permit.status,
        status_history: history,
        start_date: start,
        end_date: end,
        created_at: iso(submitted),
        updated_at: history.at(-1)?.at ?? iso(submitted),
      },
      { quietly: true },
    );
  });
}

/**
 * The conversations of the requests that wait on the member: staff's question (the reason it waits),
 * and on every other one an internal note; the question told to the company's members.
 */
function seedConversations(tables: Tables): void {
  const staff = tables.users.all().filter((user) => user.role === 'agent' || user.role === 'admin');
  const waiting = tables.permitRequests.all().filter((row) => row.status === 'waiting_on_member');
  waiting.forEach((permit, index) => {
    const asked = permit.status_history.at(-1);
    if (!asked) return;
    const author = staff.find((user) => user.name === asked.by_name) ?? staff[0];
    if (!author) return;
    const actor = { id: author.id, name: author.name, role: author.role };
    tables.messages.insert({
      permit_request_id: permit.id,
      company_id: permit.company_id,
      author: actor,
      body: asked.note ?? 'Please tell us more about this move.',
      attachments: [],
      internal: false,
      ask: true,
      created_at: asked.at,
    });
    if (index % 2 === 0) {
      tables.messages.insert({
        permit_request_id: permit.id,
        company_id: permit.company_id,
        author: actor,
        body: 'Internal: the route crosses the I-35 bridge works; check the clearance once the member answers.',
        attachments: [],
        internal: true,
        ask: false,
        created_at: new Date(Date.parse(asked.at) + 60_000).toISOString(),
      });
    }
    for (const member of tables.users.all()) {
      if (member.role !== 'member' || !member.active || member.company_id !== permit.company_id) continue;
      tables.notifications.insert({
        user_id: member.id,
        kind: 'question',
        permit_request_id: permit.id,
        invoice_id: null,
        number: permit.number,
        status: 'waiting_on_member',
        actor_name: author.name,
        due_date: null,
        read_at: null,
        created_at: asked.at,
      });
    }
  });
}

function seedLogs(tables: Tables, now: Date, count: number): void {
  const random = prng(20260801);
  const staff = tables.users.all().filter((user) => user.role !== 'member');
  for (let i = 0; i < count; i++) {
    const actor = random.pick(staff);
    const action = random.pick(AUDIT_ACTIONS);
    const resource = action === 'login' ? 'session' : random.pick(AUDIT_RESOURCES);
    const recordId = random.int(1, 500);
    tables.logs.insert({
      actor_id: actor.id,
      actor_name: actor.name,
      action,
      resource,
      record_id: recordId,
      summary: action === 'login' ? `${actor.name} signed in` : `${action} ${resource} #${recordId}`,
      // Whole seconds over 365 days: distinct enough that a sort on the date reorders every page.
      created_at: new Date(now.getTime() - random.int(0, 365 * 86_400) * 1000).toISOString(),
    });
  }
}

/** `appUrl`: the admin's address, which the QR code of each permit document opens. */
/**
 * What every step of the seed shares: the one random sequence (its draws, in the steps' order, are
 * the seed: a step moved or a draw added changes every record after it), the tables, and the small
 * makers of dates, names and numbers.
 */
interface Seeding {
  random: ReturnType<typeof prng>;
  tables: Tables;
  now: Date;
  /** A moment `daysAgo` days before now, at `hour` (UTC) and a drawn minute. */
  at: (daysAgo: number, hour?: number) => string;
  dateOnly: (iso: string) => string;
  personName: () => string;
  phone: () => string;
  slug: (text: string) => string;
  /** A company's e-mail domain: a DNS label may not end with a hyphen once shortened. */
  domainOf: (name: string) => string;
}

function seeding(now: Date): Seeding {
  const random = prng(20261101);
  const tables = createTables();
  const at = (daysAgo: number, hour = 10) => {
    const date = new Date(now.getTime() - daysAgo * DAY);
    date.setUTCHours(hour, random.int(0, 59), 0, 0);
    return date.toISOString();
  };
  const slug = (text: string) =>
    text
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '');
  return {
    random,
    tables,
    now,
    at,
    dateOnly: (iso) => iso.slice(0, 10),
    personName: () => `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`,
    phone: () => `(${random.int(201, 989)}) ${random.int(200, 999)}-${String(random.int(0, 9999)).padStart(4, '0')}`,
    slug,
    domainOf: (name) => `${slug(name).slice(0, 24).replace(/-+$/, '')}.example.com`,
  };
}

/** The staff (the demo accounts first: ids 1 and 2), the companies, the demo member (id 3) and the members; the companies as inserted and the staff who handle requests. */
function seedPeople(s: Seeding): { companies: Company[]; agents: User[] } {
  const { random, tables, at, personName, phone, slug, domainOf } = s;
  // Staff first, so the demo accounts have stable ids 1, 2; the demo member is id 3.
  const staff: [string, string, 'admin' | 'agent'][] = [
    ['Ada Admin', DEMO_USERS.admin, 'admin'],
    ['Alex Agent', DEMO_USERS.agent, 'agent'],
  ];
  for (const [name, email, role] of staff) {
    tables.users.insert({
      name,
      email,
      password: DEMO_PASSWORD,
      role,
      company_id: null,
      member_role: null,
      phone: phone(),
      avatar: null,
      active: true,
      last_sign_in_at: at(random.int(0, 5)),
      created_at: at(400),
      popup_shown: false,
    });
  }

  const companies = [];
  for (let i = 0; i < SEED_SIZES.companies; i++) {
    const [city, state] = random.pick(CITIES);
    const name =
      i === 0
        ? 'Lone Star Heavy Haul LLC'
        : `${random.pick(COMPANY_WORDS[0] ?? [])} ${random.pick(COMPANY_WORDS[1] ?? [])} ${random.pick(COMPANY_WORDS[2] ?? [])}`;
    companies.push(
      tables.companies.insert({
        name,
        usdot: String(1_000_000 + random.int(0, 2_999_999)),
        mc_number: random.chance(0.85) ? `MC-${random.int(100_000, 999_999)}` : null,
        status: i === 0 ? 'active' : random.chance(0.85) ? 'active' : random.chance(0.5) ? 'suspended' : 'pending',
        email: `dispatch@${domainOf(name)}`,
        phone: phone(),
        address: `${random.int(100, 9999)} ${random.pick(['Industrial', 'Commerce', 'Freight', 'Depot', 'Logistics'])} ${random.pick(['Way', 'Blvd', 'Dr', 'Rd', 'Pkwy'])}`,
        city,
        state,
        zip: String(random.int(10000, 99899)),
        members_count: 0,
        created_at: at(random.int(30, 900)),
      }),
    );
  }

  tables.users.insert({
    name: 'Morgan Member',
    email: DEMO_USERS.member,
    password: DEMO_PASSWORD,
    role: 'member',
    company_id: 1,
    member_role: 'owner',
    phone: phone(),
    avatar: null,
    active: true,
    last_sign_in_at: at(1),
    created_at: at(300),
    popup_shown: false,
  });
  for (let i = 0; i < 8; i++) {
    const name = personName();
    tables.users.insert({
      name,
      email: `${slug(name)}.${i + 1}@permit-office.example.com`,
      password: DEMO_PASSWORD,
      role: i < 2 ? 'admin' : 'agent',
      company_id: null,
      member_role: null,
      phone: phone(),
      avatar: null,
      active: i !== 7,
      last_sign_in_at: random.chance(0.8) ? at(random.int(0, 60)) : null,
      created_at: at(random.int(100, 700)),
      popup_shown: true,
    });
  }
  for (let i = 0; i < SEED_SIZES.members; i++) {
    const company = i < 4 ? companies[0] : random.pick(companies);
    if (!company) continue;
    const name = personName();
    tables.users.insert({
      name,
      email: `${slug(name)}.${i + 1}@${company.email.split('@')[1] ?? 'example.com'}`,
      password: DEMO_PASSWORD,
      role: 'member',
      company_id: company.id,
      member_role: random.pick(['owner', 'manager', 'dispatcher', 'driver'] as const),
      phone: phone(),
      avatar: null,
      active: random.chance(0.92),
      last_sign_in_at: random.chance(0.75) ? at(random.int(0, 120)) : null,
      created_at: at(random.int(10, 800)),
      popup_shown: random.chance(0.5),
    });
  }
  for (const user of tables.users.all()) {
    if (user.company_id !== null) {
      const company = tables.companies.get(user.company_id);
      if (company) tables.companies.update(company.id, { members_count: company.members_count + 1 });
    }
  }
  const agents = tables.users.all().filter((user) => user.role === 'agent' || user.role === 'admin');
  return { companies, agents };
}

/** Each state's regulations (its sample rules over what was drawn) and the cities' rates. */
function seedRulesAndRates(s: Seeding): void {
  const { random, tables, at } = s;
  for (const code of STATE_CODES) {
    const west = ['AZ', 'CA', 'CO', 'ID', 'MT', 'NV', 'NM', 'OR', 'UT', 'WA', 'WY'].includes(code);
    // The sample rules of the state (db/state-rules.ts) over what was drawn before them: the draws
    // are kept so that the rest of the seed stays as it was.
    const drawn = {
      max_length_in: west ? 900 : random.pick([780, 840, 900]),
      max_width_in: 102,
      max_height_in: west ? random.pick([168, 174]) : random.pick([162, 162, 168]),
      max_weight_lbs: code === 'MI' ? 164_000 : 80_000,
      escort_width_in: random.pick([144, 150, 168]),
      travel_hours: random.pick([
        'Sunrise to sunset',
        '30 minutes before sunrise to 30 minutes after sunset',
        'Daylight hours; no travel 7–9 AM and 4–6 PM in metro areas',
      ]),
      weekend_travel: random.chance(0.6),
      night_travel: random.chance(0.2),
      notes: random.chance(0.5)
        ? `${STATES[code]} requires a flag on each corner of loads wider than 8 ft 6 in.`
        : null,
      created_at: at(random.int(200, 600)),
      updated_at: at(random.int(0, 180)),
    };
    tables.stateRegulations.insert({
      ...drawn,
      // No state's longest single trip is recorded yet: each is to be read from its permit manual.
      max_validity_days: null,
      ...SEED_STATE_RULES[code],
      state: code,
      state_name: STATES[code],
    });
  }

  for (const [city, state] of CITIES.slice(0, 40)) {
    tables.cityRates.insert({
      city,
      state,
      base_cents: random.int(20, 90) * 100,
      overwidth_cents_per_ft: random.int(5, 25) * 100,
      overheight_cents_per_ft: random.int(5, 25) * 100,
      overlength_cents_per_ft: random.int(1, 8) * 100,
      overweight_cents_per_kip: random.int(2, 12) * 100,
      escort_cents: random.int(150, 400) * 100,
      created_at: at(random.int(100, 400)),
    });
  }
}

/** The companies' loads, as inserted (before their vehicles are added to them). */
function seedLoads(s: Seeding, companies: readonly Company[]): Load[] {
  const { random, tables, at } = s;
  const loads = [];
  for (let i = 0; i < SEED_SIZES.loads; i++) {
    const company = i < 24 ? companies[0] : random.pick(companies);
    if (!company) continue;
    const [originCity, originState] = random.pick(CITIES);
    const [destinationCity, destinationState] = random.pick(CITIES);
    const commodity = random.pick(COMMODITIES);
    loads.push(
      tables.loads.insert({
        company_id: company.id,
        company_name: company.name,
        description: `${commodity} from ${originCity} to ${destinationCity}`,
        commodity,
        ...loadFigures(
          random.int(50, 160),
          random.int(0, 11),
          random.int(96, 200),
          random.int(120, 190),
          random.int(40, 240),
          // A third of the demo company's loads are superloads: its member has requests on the desk.
          i < 24 && i % 3 === 1,
        ),
        axles: random.int(5, 13),
        origin_city: originCity,
        origin_state: originState,
        destination_city: destinationCity,
        destination_state: destinationState,
        on_road: random.chance(0.18),
        created_at: at(random.int(0, 365)),
      }),
    );
  }

  return loads;
}

/** The permit requests on the loads, with their history, their files and who handled them. */
function seedPermitRequests(s: Seeding, loads: readonly Load[], agents: readonly User[]): void {
  const { random, tables, now, at, dateOnly } = s;
  const statuses: PermitRequest['status'][] = [
    'submitted',
    'in_review',
    'approved',
    'rejected',
    'issued',
    'issued',
    'issued',
    'cancelled',
  ];
  const progression: PermitRequest['status'][] = ['submitted', 'in_review', 'approved', 'issued'];
  for (let i = 0; i < SEED_SIZES.permitRequests; i++) {
    const load = i < 16 ? loads[i] : random.pick(loads);
    if (!load) continue;
    const company = tables.companies.get(load.company_id);
    // Drawn as before, so that the rest of the seed stays as it was; the route is a real one.
    const drawnRoute = new Set<StateCode>([load.origin_state]);
    while (drawnRoute.size < random.int(1, 5)) drawnRoute.add(random.pick(STATE_CODES));
    const route = routeOf(load);
    const status = random.pick(statuses);
    const daysAgo = random.int(0, 364);
    const agent = random.pick(agents);
    const steps: PermitRequest['status'][] =
      status === 'rejected'
        ? ['submitted', 'in_review', 'rejected']
        : status === 'cancelled'
          ? ['submitted', 'cancelled']
          : progression.slice(0, progression.indexOf(status) + 1);
    const history = steps.map((step, index) => ({
      status: step,
      at: at(Math.max(daysAgo - index * random.int(0, 2), 0), 9 + index),
      by_name: index === 0 ? 'Company member' : (agent?.name ?? 'Agent'),
      note:
        step === 'rejected' ? 'Route crosses a bridge with a posted weight limit; please choose another route.' : null,
    }));
    const start = new Date(now.getTime() - (daysAgo - random.int(2, 10)) * DAY);
    const number = `PR-${String(i + 1).padStart(6, '0')}`;
    const documents = [];
    if (status === 'issued') {
      const file = tables.files.insert({
        name: `${number}.pdf`,
        type: 'application/pdf',
        bytes: renderPdf([`Permit ${number}`, `States: ${route.join(', ')}`, load.description]),
        owner_id: null,
        company_id: load.company_id,
        created_at: history.at(-1)?.at ?? at(daysAgo),
      });
      documents.push({ id: file.id, link: `files/${file.id}`, name: file.name });
      // Some permits come with a route map and the escort instructions as well.
      if (i % 3 === 0) {
        const map = tables.files.insert({
          name: `${number}-route-map.png`,
          type: 'image/png',
          bytes: routeMapPng(),
          owner_id: null,
          company_id: load.company_id,
          created_at: file.created_at,
        });
        documents.push({ id: map.id, link: `files/${map.id}`, name: map.name });
        const escort = tables.files.insert({
          name: `${number}-escort-instructions.docx`,
          type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
          bytes: new Uint8Array(new TextEncoder().encode(`Escort instructions for ${number}`)),
          owner_id: null,
          company_id: load.company_id,
          created_at: file.created_at,
        });
        documents.push({ id: escort.id, link: `files/${escort.id}`, name: escort.name });
      }
    }
    tables.permitRequests.insert({
      number,
      company_id: load.company_id,
      company_name: company?.name ?? '',
      load_id: load.id,
      states: route,
      start_date: dateOnly(start.toISOString()),
      end_date: dateOnly(new Date(start.getTime() + random.int(3, 14) * DAY).toISOString()),
      notes: random.chance(0.3) ? 'Escort arranged for the metro segment.' : null,
      status,
      status_history: history,
      documents,
      fee_cents: 6000 + route.length * 1500 + random.int(0, 40) * 100,
      decision: UNDECIDED,
      agent_id: steps.length > 1 ? (agent?.id ?? null) : null,
      agent_name: steps.length > 1 ? (agent?.name ?? null) : null,
      created_at: history[0]?.at ?? at(daysAgo),
      updated_at: history.at(-1)?.at ?? at(daysAgo),
    });
  }
}

/** Invoices (most for a permit request), card operations and annual permits. */
function seedBilling(s: Seeding, companies: readonly Company[]): void {
  const { random, tables, now, at, dateOnly } = s;
  const permitRequests = tables.permitRequests.all();
  for (let i = 0; i < SEED_SIZES.invoices; i++) {
    const permit = i < permitRequests.length && random.chance(0.8) ? permitRequests[i] : undefined;
    const company = permit ? tables.companies.get(permit.company_id) : i < 12 ? companies[0] : random.pick(companies);
    if (!company) continue;
    const issuedDaysAgo = random.int(0, 364);
    const amount = permit?.fee_cents ?? random.int(50, 900) * 100;
    const tax = Math.round(amount * 0.0825);
    const status =
      issuedDaysAgo < 30 && random.chance(0.6)
        ? 'unpaid'
        : random.chance(0.9)
          ? 'paid'
          : random.chance(0.5)
            ? 'unpaid'
            : 'void';
    const id = i + 1;
    tables.invoices.insert({
      ...invoiceIdentity(id, new Date(now.getTime() - issuedDaysAgo * DAY)),
      company_id: company.id,
      company_name: company.name,
      permit_request_id: permit?.id ?? null,
      description: permit ? `Permit ${permit.number} (${permit.states.join(', ')})` : 'Annual permit service fee',
      amount_cents: amount,
      tax_cents: tax,
      total_cents: amount + tax,
      status,
      issued_at: dateOnly(at(issuedDaysAgo)),
      due_at: dateOnly(at(issuedDaysAgo - 30)),
      paid_at: status === 'paid' ? at(Math.max(issuedDaysAgo - random.int(1, 20), 0)) : null,
      created_at: at(issuedDaysAgo),
    });
  }

  const invoices = tables.invoices.all();
  for (let i = 0; i < SEED_SIZES.cardOperations; i++) {
    const invoice = random.pick(invoices);
    const refund = random.chance(0.12);
    tables.cardOperations.insert({
      company_id: invoice.company_id,
      company_name: invoice.company_name,
      invoice_id: invoice.id,
      type: refund ? 'refund' : 'charge',
      amount_cents: refund ? Math.round(invoice.total_cents * random.pick([0.25, 0.5, 1])) : invoice.total_cents,
      note: refund ? 'Permit cancelled before travel.' : null,
      card_brand: random.pick(['visa', 'mastercard', 'amex', 'discover'] as const),
      card_last4: String(random.int(0, 9999)).padStart(4, '0'),
      status: random.chance(0.9) ? 'succeeded' : random.chance(0.5) ? 'failed' : 'pending',
      created_at: at(random.int(0, 364)),
    });
  }

  for (let i = 0; i < SEED_SIZES.annualPermits; i++) {
    const company = i < 6 ? companies[0] : random.pick(companies);
    if (!company) continue;
    const state = random.pick(STATE_CODES);
    // Spread validity so that some expire within 30 days and some already have.
    const validTo = new Date(now.getTime() + random.int(-60, 330) * DAY);
    tables.annualPermits.insert({
      company_id: company.id,
      company_name: company.name,
      state,
      permit_number: `${state}-AN-${random.int(10000, 99999)}`,
      kind: random.pick(['oversize', 'overweight', 'oversize_overweight'] as const),
      valid_from: dateOnly(new Date(validTo.getTime() - 365 * DAY).toISOString()),
      valid_to: dateOnly(validTo.toISOString()),
      fee_cents: random.int(90, 600) * 100,
      created_at: at(random.int(30, 400)),
    });
  }
}

/** This year's holiday closures, the states' notes, the applications to join and the members' messages. */
function seedOfficeRecords(s: Seeding, agents: readonly User[]): void {
  const { random, tables, now, at, personName, phone, slug, domainOf } = s;
  const year = now.getUTCFullYear();
  for (const code of STATE_CODES) {
    for (const [monthDay, name] of HOLIDAYS) {
      if (!random.chance(0.45)) continue;
      tables.holidayClosures.insert({
        state: code,
        date: `${year}-${monthDay}`,
        name,
        note: random.chance(0.4) ? 'No oversize movement from noon the day before through the holiday.' : null,
        created_at: at(random.int(30, 300)),
      });
    }
  }

  for (let i = 0; i < 60; i++) {
    const author = random.pick(agents);
    const state = random.pick(STATE_CODES);
    tables.stateNotes.insert({
      state,
      body: random.pick([
        `${STATES[state]} DOT answers permit questions fastest by phone before 10 AM.`,
        `Route surveys in ${STATES[state]} take 5 business days for loads over 16 ft wide.`,
        `${STATES[state]} requires a certified escort for loads wider than 14 ft.`,
        `Bridge analysis in ${STATES[state]} is needed above 150,000 lb gross.`,
      ]),
      author_id: author?.id ?? 1,
      author_name: author?.name ?? 'Ada Admin',
      created_at: at(random.int(10, 300)),
      updated_at: at(random.int(0, 10)),
    });
  }

  for (let i = 0; i < SEED_SIZES.applications; i++) {
    const [, state] = random.pick(CITIES);
    const companyName = `${random.pick(COMPANY_WORDS[0] ?? [])} ${random.pick(COMPANY_WORDS[1] ?? [])} ${random.pick(COMPANY_WORDS[2] ?? [])}`;
    const status = i < 18 ? 'pending' : random.chance(0.7) ? 'approved' : 'rejected';
    const contact = personName();
    tables.applications.insert({
      company_name: companyName,
      usdot: String(1_000_000 + random.int(0, 2_999_999)),
      mc_number: `MC-${random.int(100_000, 999_999)}`,
      contact_name: contact,
      email: `${slug(contact)}@${domainOf(companyName)}`,
      phone: phone(),
      state,
      fleet_size: random.int(1, 120),
      status,
      reason: status === 'rejected' ? 'The USDOT number is inactive in the FMCSA register.' : null,
      company_id: null,
      decided_at: status === 'pending' ? null : at(random.int(0, 20)),
      created_at: at(random.int(0, 60)),
    });
  }

  const members = tables.users.all().filter((user) => user.role === 'member');
  for (let i = 0; i < SEED_SIZES.contacts; i++) {
    const member = random.pick(members);
    const company = member.company_id ? tables.companies.get(member.company_id) : undefined;
    const answered = random.chance(0.6);
    tables.contacts.insert({
      name: member.name,
      email: member.email,
      subject: random.pick([
        'Permit status question',
        'Invoice correction',
        'Route change',
        'Escort requirements',
        'Card payment failed',
      ]),
      message: 'Hello, could you please check this for us? We need the answer before the load leaves on Monday.',
      status: answered ? 'answered' : 'new',
      company_id: company?.id ?? null,
      company_name: company?.name ?? null,
      reply: answered ? 'Thanks for reaching out. We have updated your request; you will see it in the portal.' : null,
      answered_at: answered ? at(random.int(0, 10)) : null,
      created_at: at(random.int(0, 90)),
    });
  }
}

/** The public website's content: blog posts, pages, services and the manual's documents. */
function seedSiteContent(s: Seeding): void {
  const { random, tables, at, slug } = s;
  const posts = [
    'How to read a state oversize permit',
    'Winter travel restrictions for heavy loads',
    'New escort rules in Texas',
    'Superloads: planning a bridge analysis',
    'Holiday closures at a glance',
    'Annual permits: are they worth it?',
    'Measuring your load the way DOT does',
    'Frost laws explained',
    'Paying permits by card',
    'Route surveys without the wait',
    'What changed in 2026',
    'Five mistakes on permit applications',
  ];
  posts.forEach((title, index) => {
    const published = index < 9;
    tables.blogPosts.insert({
      title,
      slug: slug(title),
      excerpt: `${title}: what carriers need to know.`,
      body: `<p>${title}.</p><p>Our agents explain what every carrier should check before applying.</p>`,
      cover: null,
      status: published ? 'published' : 'draft',
      published_at: published ? at(20 * index + 3) : null,
      created_at: at(20 * index + 5),
      updated_at: at(20 * index),
    });
  });
  for (const title of [
    'About us',
    'Terms of service',
    'Privacy policy',
    'Frequently asked questions',
    'Contact',
    'Careers',
  ]) {
    tables.pages.insert({
      title,
      slug: slug(title),
      body: `<h2>${title}</h2><p>Content of the ${title.toLowerCase()} page.</p>`,
      published: title !== 'Careers',
      created_at: at(400),
      updated_at: at(random.int(0, 100)),
    });
  }
  const services: [string, number][] = [
    ['Single-trip oversize permits', 4900],
    ['Overweight permits', 6900],
    ['Superload permits', 24900],
    ['Annual permits', 19900],
    ['Route surveys', 49900],
    ['Escort coordination', 14900],
    ['Trip and fuel permits', 2900],
  ];
  services.forEach(([name, price], position) => {
    tables.services.insert({
      name,
      description: `${name}, handled end to end by our agents.`,
      price_cents: price,
      position,
      active: position !== 6,
      created_at: at(300),
    });
  });
  const manuals = ['Getting started', 'Creating a load', 'Requesting a permit', 'Paying invoices', 'Annual permits'];
  manuals.forEach((title, position) => {
    const file = tables.files.insert({
      name: `${slug(title)}.pdf`,
      type: 'application/pdf',
      bytes: renderPdf([title, 'Customer manual']),
      owner_id: null,
      company_id: null,
      created_at: at(100),
    });
    tables.manualDocuments.insert({
      title,
      description: `How to: ${title.toLowerCase()}.`,
      file_link: `files/${file.id}`,
      file_name: file.name,
      position,
      created_at: at(100),
    });
  });
}

/** The single-record settings as the office starts with them. */
function seededSettings(): Db['settings'] {
  return {
    main: {
      version: 1,
      permit_base_fee_cents: 6000,
      card_fee_percent: 2.9,
      invoice_due_days: 30,
      notification_emails: ['permits@permit-office.example.com', 'billing@permit-office.example.com'],
      support_phone: '(800) 555-0199',
      trash_days: 30,
      office_hours: { ...DEFAULT_OFFICE_HOURS, days: [...DEFAULT_OFFICE_HOURS.days] },
      first_answer_hours: DEFAULT_FIRST_ANSWER_HOURS,
      rule_decisions: { ...DEFAULT_RULE_DECISIONS, states_off: [] },
    },
    general: {
      version: 1,
      site_name: 'Permit Office',
      email: 'hello@permit-office.example.com',
      phone: '(800) 555-0199',
      address: '1200 Commerce St, Dallas, TX 75202',
      facebook_url: 'https://www.facebook.com/permitoffice',
      linkedin_url: 'https://www.linkedin.com/company/permitoffice',
      footer_text: 'Oversize and overweight permits in all 50 states.',
    },
    home: {
      version: 1,
      hero_title: 'Oversize permits, done today',
      hero_subtitle: 'Tell us the load and the route; our agents get every state permit you need.',
      hero_image: null,
      call_to_action: 'Request a permit',
      highlights: ['All 50 states', 'Agents on call 24/7', 'Pay by card'],
    },
  };
}

export function seed(now: Date, sizes: SeedSizes = {}, appUrl = ''): Db {
  // The steps in the order of their draws (Seeding): each record's values depend on the ones before.
  const s = seeding(now);
  const { tables } = s;
  const { companies, agents } = seedPeople(s);
  seedRulesAndRates(s);
  const loads = seedLoads(s, companies);
  seedVehicles(tables);
  seedPermitRequests(s, loads, agents);
  seedBilling(s, companies);
  seedOfficeRecords(s, agents);
  seedSiteContent(s);
  const settings = seededSettings();
  // Every request decided as the rules read it, before the desk is timed around the open ones.
  seedDecisions({ ...tables, settings }, now);
  seedDemoDesk({ ...tables, settings }, now);
  // The permit each approved or issued request carries, as decided.
  seedPermitDocuments(tables, appUrl, now);
  seedQueue(tables, now);
  seedConversations(tables);
  if (sizes.logs) seedLogs(tables, now, sizes.logs);
  if (sizes.companies) seedMoreCompanies(tables, now, sizes.companies);
  if (sizes.openPermitRequests) seedMoreOpenRequests(tables, now, sizes.openPermitRequests);

  const db: Db = {
    ...tables,
    revisions: new RevisionStore(),
    trash: new Table<TrashRow>(),
    imports: new Map(),
    seededAt: now.toISOString(),
    settings,
  };
  // After every other record: their ids and values stay as they were.
  seedHistory(db, now);
  return db;
}
