/**
 * A permit request's conversation, staff's internal notes, and who is told what (issue 39): a member
 * reads and writes only their company's conversations and never an internal note, anywhere; asking
 * and answering follow the workflow table; every notification has its e-mail exactly when its person
 * asked for e-mail; e-mails stay plain and one-line whatever a person typed.
 */
import fc from 'fast-check';
import { proposeRoute } from '@permit-office/sdk';
import { describe, expect, it } from 'vitest';
import { accessOf } from '../src/access.js';
import { contractOperations } from '../src/index.js';
import { emailKindsOf } from '../src/notify.js';
import { BASE, as, signIn, useMockApi, type Who } from './support.js';

const { api } = useMockApi();

type Message = { id: number; body: string; internal: boolean; ask: boolean; attachments: { link: string }[] };
type Request = { id: number; status: string; company_id: number; agent_id: number | null; number: string };
type Notification = { id: number; kind: string; permit_request_id: number | null; read_at: string | null };

/** A GET's status and text as `who` (a file answers bytes, not JSON). */
async function rawRead(who: Who, path: string): Promise<{ status: number; text: string }> {
  const { access_token: token } = await signIn(who);
  const response = await fetch(`${BASE}${path}`, { headers: { Authorization: `Bearer ${token}` } });
  return { status: response.status, text: await response.text() };
}

const requestsOf = (company: number, status?: string) =>
  api.db.permitRequests
    .all()
    .filter((row) => row.company_id === company && (status === undefined || row.status === status));
const memberOf = (company: number, except = 'member@example.com') => {
  const user = api.db.users
    .all()
    .find((row) => row.role === 'member' && row.active && row.company_id === company && row.email !== except);
  if (!user) throw new Error(`no member of company ${company}`);
  return user;
};
const userByEmail = (email: string) => {
  const user = api.db.users.all().find((row) => row.email === email);
  if (!user) throw new Error(`no ${email}`);
  return user;
};

/** Another company than the demo member's, with members and requests. */
const OTHER = (() => {
  const company = api.db.companies
    .all()
    .find(
      (row) =>
        row.id !== 1 &&
        api.db.users.all().some((user) => user.role === 'member' && user.active && user.company_id === row.id) &&
        api.db.permitRequests.all().filter((request) => request.company_id === row.id).length >= 3,
    );
  if (!company) throw new Error('no other company with members and requests in the seed');
  return company.id;
})();

/**
 * A new submitted request of `company`, made by a member of it, on its load's route. Decision by
 * rule is off here: the requests wait for staff, whose conversation with the member is tested.
 */
async function submitted(company: number, member = memberOf(company)): Promise<Request> {
  api.db.settings.main.rule_decisions = { enabled: false, states_off: [], fee_ceiling_cents: null };
  const load = api.db.loads.all().find((row) => row.company_id === company);
  const call = await as({ email: member.email });
  const made = await call('POST', '/permit-requests', {
    load_id: load?.id,
    states: load && proposeRoute(load.origin_state, load.destination_state),
    start_date: '2026-12-10',
    end_date: '2026-12-12',
  });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  return (made.body as { data: Request }).data;
}

describe('a conversation on a permit request', () => {
  it('lets staff ask (the request waits on the member), the member answer (back to review, the assignee told)', async () => {
    const agent = await as('agent');
    const member = await as('member');
    const request = await submitted(1, userByEmail('member@example.com'));
    const asked = await agent('POST', `/permit-requests/${request.id}/messages`, {
      body: 'Please send the axle spacing of the trailer.',
      ask: true,
    });
    expect(asked.status, JSON.stringify(asked.body)).toBe(201);
    const waiting = (asked.body as { permit_request: Request }).permit_request;
    expect(waiting.status).toBe('waiting_on_member');
    // Moved on by staff, the request is theirs (the workflow's rule since issue 38).
    expect(waiting.agent_id).toBe(userByEmail('agent@example.com').id);

    // The member is told, in the app and by e-mail (a member's default).
    const told = (await member('GET', '/notifications?unread=true&per_page=100')).body as {
      data: Notification[];
      unread: number;
    };
    const question = told.data.find((row) => row.kind === 'question' && row.permit_request_id === request.id);
    expect(question).toBeDefined();
    const mails = api.db.outbox.all().filter((mail) => mail.notification_id === question?.id);
    expect(mails.map((mail) => mail.to)).toEqual(['member@example.com']);
    expect(mails[0]?.text).toContain(`/overview/${request.id}`);

    // A member may neither ask nor keep a note.
    expect((await member('POST', `/permit-requests/${request.id}/messages`, { body: 'x', ask: true })).status).toBe(
      403,
    );
    expect(
      (await member('POST', `/permit-requests/${request.id}/messages`, { body: 'x', internal: true })).status,
    ).toBe(403);

    const answered = await member('POST', `/permit-requests/${request.id}/messages`, {
      body: 'Axles at 4 ft 6 in, 5 ft and 4 ft 6 in.',
    });
    expect(answered.status).toBe(201);
    expect((answered.body as { permit_request: Request }).permit_request.status).toBe('in_review');
    const agentTold = (await agent('GET', '/notifications?unread=true&per_page=100')).body as { data: Notification[] };
    expect(agentTold.data.some((row) => row.kind === 'answer' && row.permit_request_id === request.id)).toBe(true);

    const thread = (await member('GET', `/permit-requests/${request.id}/messages`)).body as { data: Message[] };
    expect(thread.data.map((message) => [message.ask, message.body])).toEqual([
      [true, 'Please send the axle spacing of the trailer.'],
      [false, 'Axles at 4 ft 6 in, 5 ft and 4 ft 6 in.'],
    ]);
  });

  it('asks only as the workflow allows: an approved request cannot wait on the member', async () => {
    const agent = await as('agent');
    const approved = api.db.permitRequests.all().find((row) => row.status === 'approved');
    const refused = await agent('POST', `/permit-requests/${approved?.id}/messages`, {
      body: 'One more thing',
      ask: true,
    });
    expect(refused.status).toBe(409);
    expect(api.db.permitRequests.get(approved?.id ?? 0)?.status).toBe('approved');
    expect(api.db.messages.all().some((row) => row.body === 'One more thing')).toBe(false);
  });

  it("keeps another company's conversation from a member: a 404 to read or to write, as an unknown request", async () => {
    const member = await as('member');
    const theirs = requestsOf(OTHER)[0];
    expect((await member('GET', `/permit-requests/${theirs?.id}/messages`)).status).toBe(404);
    expect((await member('POST', `/permit-requests/${theirs?.id}/messages`, { body: 'Hello' })).status).toBe(404);
    expect((await member('GET', '/permit-requests/999999/messages')).status).toBe(404);
  });

  it('takes as an attachment only a file the writer may read, named as it was stored', async () => {
    const agent = await as('agent');
    const member = await as('member');
    const request = requestsOf(1)[0];
    const staffFile = api.db.files.insert({
      name: 'clearance-check.pdf',
      type: 'application/pdf',
      bytes: new TextEncoder().encode('%PDF-1.4\n%%EOF\n'),
      owner_id: userByEmail('agent@example.com').id,
      company_id: null,
      created_at: new Date().toISOString(),
    });
    const link = `files/${staffFile.id}`;
    // Not the member's to attach.
    const refused = await member('POST', `/permit-requests/${request?.id}/messages`, {
      body: 'Here it is',
      attachments: [{ id: staffFile.id, link, name: 'renamed.exe' }],
    });
    expect(refused.status).toBe(422);
    // Attached to an internal note, the member still cannot read it.
    await agent('POST', `/permit-requests/${request?.id}/messages`, {
      body: 'Our clearance check',
      internal: true,
      attachments: [{ id: staffFile.id, link, name: 'renamed.exe' }],
    });
    expect((await rawRead('member', `/${link}`)).status).toBe(404);
    // Attached to a message for the company, the member and their colleagues read it, by its stored name.
    const shared = await agent('POST', `/permit-requests/${request?.id}/messages`, {
      body: 'The clearance check, for you',
      attachments: [{ id: staffFile.id, link, name: 'renamed.exe' }],
    });
    expect((shared.body as { data: Message & { attachments: { name: string }[] } }).data.attachments).toEqual([
      { id: staffFile.id, link, name: 'clearance-check.pdf' },
    ]);
    expect((await rawRead('member', `/${link}`)).status).toBe(200);
    expect((await rawRead({ email: memberOf(OTHER).email }, `/${link}`)).status).toBe(404);
  });
});

describe('internal notes', () => {
  it('a member reads exactly the messages of their company that are no internal note, whatever staff and members write', async () => {
    const writers = {
      admin: await as('admin'),
      agent: await as('agent'),
      member1: await as('member'),
      member2: await as({ email: memberOf(OTHER).email }),
    };
    const ofCompany = { 1: requestsOf(1).slice(0, 3), 2: requestsOf(OTHER).slice(0, 3) };
    let written = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            by: fc.constantFrom('admin', 'agent', 'member1', 'member2'),
            company: fc.constantFrom(1, 2),
            pick: fc.nat(2),
            internal: fc.boolean(),
          }),
          { minLength: 1, maxLength: 8 },
        ),
        async (notes) => {
          for (const note of notes) {
            const request = ofCompany[note.company][note.pick];
            const staff = note.by === 'admin' || note.by === 'agent';
            const body = `Note ${++written}`;
            const answer = await writers[note.by]('POST', `/permit-requests/${request?.id}/messages`, {
              body,
              ...(staff ? { internal: note.internal } : {}),
            });
            const ownCompany = note.by === 'member1' ? 1 : note.by === 'member2' ? 2 : undefined;
            expect(answer.status).toBe(staff || ownCompany === note.company ? 201 : 404);
          }
          for (const [reader, company] of [
            ['member1', 1],
            ['member2', OTHER],
          ] as const) {
            for (const request of [...ofCompany[1], ...ofCompany[2]]) {
              const read = await writers[reader]('GET', `/permit-requests/${request.id}/messages?per_page=100`);
              if (request.company_id !== company) {
                expect(read.status).toBe(404);
                continue;
              }
              const expected = api.db.messages
                .all()
                .filter((row) => row.permit_request_id === request.id && !row.internal)
                .map((row) => row.id);
              expect((read.body as { data: Message[] }).data.map((message) => message.id)).toEqual(expected);
            }
          }
        },
      ),
      { numRuns: 15 },
    );
  });

  it("no answer a member can ask for carries an internal note's text: lists, records, search, history, files, notifications, exports", async () => {
    const agent = await as('agent');
    const request = requestsOf(1)[0];
    const secret = `Secret-${crypto.randomUUID()}`;
    expect(
      (await agent('POST', `/permit-requests/${request?.id}/messages`, { body: `Internal ${secret}`, internal: true }))
        .status,
    ).toBe(201);
    // Every read the member may make, with the request's id where a path wants one, searching for the text.
    const reads = contractOperations().filter(
      (route) =>
        route.method === 'get' &&
        accessOf(route.operation.operationId) !== 'staff' &&
        accessOf(route.operation.operationId) !== 'admin',
    );
    expect(reads.length).toBeGreaterThan(20);
    for (const route of reads) {
      if (route.operation.operationId === 'streamEvents') continue;
      const path = route.path.replace('{id}', String(request?.id));
      const answer = await rawRead('member', `${path}?q=${encodeURIComponent(secret)}&per_page=100`);
      expect(answer.text, path).not.toContain(secret);
    }
  });
});

describe('notifications and e-mails', () => {
  it('e-mails a notification exactly when its person chose that kind by e-mail', async () => {
    const agent = await as('agent');
    const people = [userByEmail('member@example.com'), memberOf(1)];
    const callers = await Promise.all(people.map((person) => as({ email: person.email })));
    const kinds = ['status_changed', 'question', 'permit_issued', 'invoice_due'] as const;
    await fc.assert(
      fc.asyncProperty(fc.tuple(fc.subarray([...kinds]), fc.subarray([...kinds])), async (choices) => {
        for (const [index, caller] of callers.entries()) {
          const saved = await caller('PUT', '/me/notification-settings', { email: choices[index] });
          expect(saved.status).toBe(200);
        }
        const before = api.db.notifications.all().length;
        // A question, then the request through review, approval and issue (an invoice with it).
        const request = await submitted(1, people[1]);
        await agent('POST', `/permit-requests/${request.id}/messages`, { body: 'Which trailer?', ask: true });
        await callers[1]?.('POST', `/permit-requests/${request.id}/messages`, { body: 'The lowboy.' });
        for (const status of ['approved', 'issued']) {
          const moved = await agent('POST', `/permit-requests/${request.id}/transition`, { status, note: null });
          expect(moved.status, JSON.stringify(moved.body)).toBe(200);
        }
        const made = api.db.notifications.all().slice(before);
        // A colleague of the company is told of each: the question, the moves, the permit, the invoice.
        expect(new Set(made.filter((row) => row.user_id === people[0]?.id).map((row) => row.kind))).toEqual(
          new Set(['question', 'status_changed', 'permit_issued', 'invoice_due']),
        );
        for (const notification of made) {
          const person = api.db.users.get(notification.user_id);
          const index = people.findIndex((candidate) => candidate.id === notification.user_id);
          // The others of the company keep their role's default.
          const chosen: readonly string[] = index >= 0 ? (choices[index] ?? []) : person ? emailKindsOf(person) : [];
          const mails = api.db.outbox.all().filter((mail) => mail.notification_id === notification.id);
          expect(
            mails.map((mail) => mail.to),
            `${notification.kind} to ${person?.email}`,
          ).toEqual(chosen.includes(notification.kind) ? [person?.email] : []);
        }
        // The member who answered is not told of their own answer's move back to review.
        expect(
          made.some(
            (row) => row.user_id === people[1]?.id && row.kind === 'status_changed' && row.status === 'in_review',
          ),
        ).toBe(false);
      }),
      { numRuns: 6 },
    );
  });

  it('counts what is unread, marks one read (only the owner may), then all', async () => {
    const member = await as('member');
    const agent = await as('agent');
    const request = await submitted(1, userByEmail('member@example.com'));
    await agent('POST', `/permit-requests/${request.id}/messages`, { body: 'First question', ask: true });
    const list = async () =>
      (await member('GET', '/notifications?per_page=100')).body as { data: Notification[]; unread: number };
    const before = await list();
    expect(before.unread).toBeGreaterThan(0);
    const first = before.data.find((row) => row.read_at === null);
    expect((await agent('POST', `/notifications/${first?.id}/read`)).status).toBe(404);
    expect((await member('POST', `/notifications/${first?.id}/read`)).status).toBe(204);
    expect((await list()).unread).toBe(before.unread - 1);
    expect((await member('POST', '/notifications/read-all')).status).toBe(204);
    expect((await list()).unread).toBe(0);
    expect(((await member('GET', '/notifications?unread=true')).body as { total: number }).total).toBe(0);
  });

  it('keeps an e-mail plain and its subject on one line, whatever the names typed', async () => {
    const agent = await as('agent');
    const agentUser = userByEmail('agent@example.com');
    api.db.users.update(agentUser.id, { name: 'Alex\r\nBcc: all@example.com <script>x</script>' }, { quietly: true });
    try {
      const request = await submitted(1, userByEmail('member@example.com'));
      await agent('POST', `/permit-requests/${request.id}/messages`, { body: 'Which axle spacing?', ask: true });
      const mails = api.db.outbox.all().filter((mail) => mail.text.includes(`/overview/${request.id}`));
      expect(mails.length).toBeGreaterThan(0);
      for (const mail of mails) {
        expect(mail.subject).not.toMatch(/[\r\n]/);
        expect(mail.text).not.toContain('\r\nBcc:');
        expect(mail.text.split('\n')[0]).toContain('Alex Bcc: all@example.com <script>x</script>');
      }
    } finally {
      api.db.users.update(agentUser.id, { name: agentUser.name }, { quietly: true });
    }
  });

  it('shows the outbox to staff only, newest first', async () => {
    const member = await as('member');
    const admin = await as('admin');
    expect((await member('GET', '/outbox')).status).toBe(403);
    const outbox = (await admin('GET', '/outbox?to=member@example.com&per_page=5')).body as {
      data: { id: number; to: string }[];
    };
    expect(outbox.data.every((mail) => mail.to === 'member@example.com')).toBe(true);
    const ids = outbox.data.map((mail) => mail.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });
});
