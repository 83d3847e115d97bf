/**
 * A short real history in the seed, so that the history and the trash have something to show from
 * the start: company 1's creation and three changes by three people; one of its issued permit
 * requests, submitted then moved through review, approval and issue, each decision with the
 * regulations of its states as they stood (one of which an admin has changed since); and two
 * deletions in the trash, a draft blog post and a small company with its member and loads.
 *
 * Every other seeded record has no revision yet: its `created` one (by no one) is made the first
 * time its history is read or written (history.ts). The records keep the values the seed gave
 * them; a record with a history here has the version its revisions end with.
 */
import { actorOf, changesBetween } from '../history.js';
import { companyView, memberView } from '../views.js';
import type { Actor, Db, PermitRequest, RevisionRow, StateRegulation, TableName, TrashRow } from './store.js';

const DAY = 86_400_000;

type State = Record<string, unknown>;

function add(db: Db, revision: Omit<RevisionRow, 'id' | 'changes'>, before?: State): RevisionRow {
  return db.revisions.add({
    ...revision,
    changes:
      revision.action === 'created'
        ? changesBetween(undefined, revision.state)
        : before
          ? changesBetween(before, revision.state)
          : [],
  });
}

/** Company 1: created pending, then activated, its phone and its address changed. */
function companyHistory(db: Db, now: Date, people: Record<'admin' | 'agent' | 'member', Actor | null>): void {
  const company = db.companies.get(1);
  if (!company) return;
  const start = Date.parse(company.created_at);
  const when = (share: number) => new Date(start + (now.getTime() - start) * share).toISOString();
  const current = companyView(company, db);
  const states: State[] = [{ ...current, status: 'pending', phone: '(214) 555-0147', address: '88 Old Depot Rd' }];
  states.push({ ...states[0], status: current.status });
  states.push({ ...states[1], phone: current.phone });
  states.push({ ...states[2], address: current.address });
  const steps = [
    { actor: null, at: company.created_at },
    { actor: people.admin, at: when(0.1) },
    { actor: people.agent, at: when(0.5) },
    { actor: people.member, at: when(0.8) },
  ];
  steps.forEach(({ actor, at }, index) => {
    const version = company.version + index;
    add(
      db,
      {
        collection: 'companies',
        record_id: company.id,
        version,
        at,
        actor,
        action: index === 0 ? 'created' : 'updated',
        reason: null,
        state: { ...states[index], version },
      },
      states[index - 1],
    );
    if (index > 0) db.companies.update(company.id, {});
  });
}

/**
 * One issued permit request of company 1, from its submission to its issue, and the regulations
 * of its states at each decision: one state's height limit was raised by an admin afterwards.
 */
function permitHistory(db: Db, people: Record<'admin' | 'member', Actor | null>): void {
  const issued = db.permitRequests
    .all()
    .filter((row) => row.company_id === 1 && row.status === 'issued' && row.status_history.length === 4);
  /** A state of the route whose regulations changed after the permit was decided (taken for review). */
  const changedFor = (permit: PermitRequest) =>
    permit.states
      .map((state) => db.stateRegulations.all().find((row) => row.state === state))
      .find(
        (row): row is StateRegulation =>
          row !== undefined && Date.parse(row.updated_at) > Date.parse(permit.status_history[1]?.at ?? ''),
      );
  const permit = issued.find((row) => changedFor(row)) ?? issued[0];
  if (!permit) return;
  const agent = db.users.get(permit.agent_id ?? 0);
  const changed = changedFor(permit);
  const before = changed && { ...changed, max_height_in: changed.max_height_in - 6, updated_at: changed.created_at };
  if (changed && before) {
    add(db, {
      collection: 'state-regulations',
      record_id: changed.id,
      version: changed.version,
      at: changed.created_at,
      actor: null,
      action: 'created',
      reason: null,
      state: { ...before },
    });
    db.stateRegulations.update(changed.id, {});
    add(
      db,
      {
        collection: 'state-regulations',
        record_id: changed.id,
        version: changed.version + 1,
        at: changed.updated_at,
        actor: people.admin,
        action: 'updated',
        reason: null,
        state: { ...changed, version: changed.version + 1 },
      },
      before,
    );
  }
  const regulationsAt = (at: string) =>
    permit.states.flatMap((state) => {
      const row = db.stateRegulations.all().find((regulation) => regulation.state === state);
      if (!row) return [];
      const then = row.id === changed?.id && before && Date.parse(at) < Date.parse(changed.updated_at);
      return [then ? before : { ...row }];
    });
  const last = permit.status_history.length - 1;
  const states: State[] = permit.status_history.map((step, index) => ({
    ...permit,
    status: step.status,
    status_history: permit.status_history.slice(0, index + 1),
    documents: index === last ? permit.documents : [],
    agent_id: index === 0 ? null : permit.agent_id,
    agent_name: index === 0 ? null : permit.agent_name,
    updated_at: step.at,
    version: permit.version + index,
  }));
  permit.status_history.forEach((step, index) => {
    add(
      db,
      {
        collection: 'permit-requests',
        record_id: permit.id,
        version: permit.version + index,
        at: step.at,
        actor: index === 0 ? people.member : agent ? actorOf(agent) : people.admin,
        action: index === 0 ? 'created' : 'transitioned',
        reason: step.note ?? null,
        ...(index === 0 ? {} : { regulations: regulationsAt(step.at) }),
        state: states[index] ?? {},
      },
      states[index - 1],
    );
    if (index > 0) db.permitRequests.update(permit.id, {});
  });
}

/** Records put straight in the trash by `by` at `at`: created (by no one), then deleted. */
function trashed(
  db: Db,
  collection: TrashRow['collection'],
  rows: {
    table: TableName;
    row: { id: number; created_at?: string };
    state: State;
    collection: TrashRow['collection'];
  }[],
  label: string,
  by: Actor | null,
  at: string,
): void {
  rows.forEach(({ table, row, state, collection: of }, index) => {
    add(db, {
      collection: of,
      record_id: row.id,
      version: 1,
      at: row.created_at ?? at,
      actor: null,
      action: 'created',
      reason: null,
      state,
    });
    add(db, {
      collection: of,
      record_id: row.id,
      version: 1,
      at,
      actor: by,
      action: 'deleted',
      reason: index === 0 ? null : `With its company, ${label}`,
      state,
    });
    db[table].delete(row.id);
  });
  db.trash.insert({
    collection,
    record_id: rows[0]?.row.id ?? 0,
    label,
    deleted_at: at,
    deleted_by: by,
    rows: rows.map(({ table, row }) => ({ table, row })),
  });
}

function seedTrash(db: Db, now: Date, people: Record<'admin' | 'agent', Actor | null>): void {
  const daysAgo = (days: number, hour: number) => {
    const date = new Date(now.getTime() - days * DAY);
    date.setUTCHours(hour, 20, 0, 0);
    return date.toISOString();
  };
  const post = db.blogPosts.insert({
    title: 'Oversize load checklist (first draft)',
    slug: 'oversize-load-checklist-first-draft',
    excerpt: null,
    body: '<p>A first draft of the checklist, replaced by the published one.</p>',
    cover: null,
    status: 'draft',
    published_at: null,
    created_at: daysAgo(45, 9),
    updated_at: daysAgo(45, 9),
  });
  trashed(
    db,
    'blog-posts',
    [{ table: 'blogPosts', row: post, state: { ...post }, collection: 'blog-posts' }],
    post.title,
    people.agent,
    daysAgo(3, 16),
  );

  const company = db.companies.insert({
    name: 'Prairie Wind Hauling LLC',
    usdot: '41000001',
    mc_number: 'MC-410001',
    status: 'suspended',
    email: 'dispatch@prairie-wind-hauling.example.com',
    phone: '(405) 555-0110',
    address: '12 Grain Elevator Rd',
    city: 'Enid',
    state: 'OK',
    zip: '73701',
    members_count: 1,
    created_at: daysAgo(200, 10),
  });
  const member = db.users.insert({
    name: 'Dana Prairie',
    email: 'dana@prairie-wind-hauling.example.com',
    password: 'password',
    role: 'member',
    company_id: company.id,
    member_role: 'owner',
    phone: '(405) 555-0111',
    avatar: null,
    active: true,
    last_sign_in_at: daysAgo(40, 8),
    created_at: daysAgo(200, 11),
    popup_shown: true,
  });
  const load = (description: string, commodity: string, days: number) =>
    db.loads.insert({
      company_id: company.id,
      company_name: company.name,
      description,
      commodity,
      length_in: 1_020,
      width_in: 150,
      height_in: 160,
      weight_lbs: 96_000,
      axles: 7,
      origin_city: 'Enid',
      origin_state: 'OK',
      destination_city: 'Wichita',
      destination_state: 'KS',
      on_road: false,
      created_at: daysAgo(days, 13),
    });
  const loads = [
    load('Grain dryer to Wichita', 'Grain dryer', 120),
    load('Combine header to Wichita', 'Combine header', 60),
  ];
  trashed(
    db,
    'companies',
    [
      { table: 'companies', row: company, state: companyView(company, db), collection: 'companies' },
      { table: 'users', row: member, state: memberView(member, db), collection: 'members' },
      ...loads.map((row) => ({ table: 'loads' as const, row, state: { ...row }, collection: 'loads' as const })),
    ],
    company.name,
    people.admin,
    daysAgo(9, 15),
  );
}

export function seedHistory(db: Db, now: Date): void {
  const user = (email: string) => actorOf(db.users.all().find((row) => row.email === email));
  const people = {
    admin: user('admin@example.com'),
    agent: user('agent@example.com'),
    member: user('member@example.com'),
  };
  companyHistory(db, now, people);
  permitHistory(db, people);
  seedTrash(db, now, people);
}
