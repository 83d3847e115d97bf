/**
 * The permit a driver carries (issue 64): the document produced at approval, read back as text in
 * order and its QR code decoded to the roadside address; the roadside check, which tells a stranger
 * the least, the same for a wrong code as for an unknown number, and slows guessing.
 */
// jsQR is CommonJS whose declarations say `export default`: its function is `.default` as Node imports it.
import jsQRModule from 'jsqr';
import { describe, expect, it } from 'vitest';
import { fitted, renderDocumentPdf } from '../src/pdf.js';
import { BASE, as, useMockApi } from './support.js';

const { api } = useMockApi({ now: () => new Date('2026-12-02T15:30:00Z'), appUrl: 'https://permits.example' });

interface Request {
  id: number;
  number: string;
  status: string;
  company_name: string;
  documents: { id: number; name: string }[];
}

/** The PDF's text, in the order it is drawn. */
function textOf(bytes: Uint8Array): string[] {
  const pdf = new TextDecoder().decode(bytes);
  return [...pdf.matchAll(/\((.*?)\) Tj/g)].map((match) => (match[1] ?? '').replace(/\\([\\()])/g, '$1'));
}

/** The QR code drawn in the PDF (one `re f` square per dark module), read back by jsQR. */
function qrOf(bytes: Uint8Array): string | undefined {
  const pdf = new TextDecoder().decode(bytes);
  const squares = [...pdf.matchAll(/([\d.]+) ([\d.]+) ([\d.]+) [\d.]+ re f/g)].map((match) =>
    match.slice(1, 4).map(Number),
  );
  const side = squares[0]?.[2] ?? 1;
  const left = Math.min(...squares.map(([x]) => x ?? 0));
  const top = Math.max(...squares.map(([, y]) => y ?? 0));
  const modules = Math.round(108 / side);
  const scale = 4;
  const quiet = 4;
  const width = (modules + 2 * quiet) * scale;
  const pixels = new Uint8ClampedArray(width * width * 4).fill(255);
  for (const [x = 0, y = 0] of squares) {
    const column = Math.round((x - left) / side) + quiet;
    const row = Math.round((top - y) / side) + quiet;
    for (let dy = 0; dy < scale; dy += 1) {
      for (let dx = 0; dx < scale; dx += 1) {
        const at = ((row * scale + dy) * width + column * scale + dx) * 4;
        pixels[at] = pixels[at + 1] = pixels[at + 2] = 0;
      }
    }
  }
  return jsQRModule.default(pixels, width, width)?.data;
}

/** A routine request of the demo member's, approved by rule as it is sent, on a vehicle of theirs. */
async function approvedByRule(start = '2026-12-01', end = '2026-12-05') {
  const member = await as('member');
  const vehicle = await member('POST', '/vehicles', {
    name: 'Peterbilt 389 + 3-axle lowboy',
    power_unit: 'Peterbilt 389 #21',
    trailers: ['3-axle lowboy'],
    length_in: 960,
    axles: [
      { weight_lbs: 12_000, spacing_in: 204 },
      { weight_lbs: 15_600, spacing_in: 54 },
      { weight_lbs: 15_600, spacing_in: 420 },
      { weight_lbs: 15_600, spacing_in: 54 },
      { weight_lbs: 15_600, spacing_in: 54 },
      { weight_lbs: 15_600, spacing_in: null },
    ],
  });
  const vehicleId = (vehicle.body as { data: { id: number } }).data.id;
  const load = await member('POST', '/loads', {
    description: 'Transformer to Dallas',
    commodity: 'Transformer',
    width_in: 144,
    height_in: 168,
    length_in: 960,
    weight_lbs: 90_000,
    axles: 6,
    origin_city: 'Tulsa',
    origin_state: 'OK',
    destination_city: 'Dallas',
    destination_state: 'TX',
    vehicle_id: vehicleId,
  });
  const made = await member('POST', '/permit-requests', {
    load_id: (load.body as { data: { id: number } }).data.id,
    states: ['OK', 'TX'],
    start_date: start,
    end_date: end,
  });
  const request = (made.body as { data: Request }).data;
  expect(request.status).toBe('approved');
  return request;
}

const pdfOf = (request: Request) => {
  const document = request.documents.at(-1);
  const file = api.db.files.get(document?.id ?? 0);
  expect(file?.type).toBe('application/pdf');
  return file?.bytes ?? new Uint8Array();
};

const codeIn = (lines: string[]) => lines.find((line) => line.startsWith('Verification code: '))?.slice(19) ?? '';

const check = (number: string, code: string) =>
  fetch(`${BASE}/permit-check?${new URLSearchParams({ number, code })}`).then(async (response) => ({
    status: response.status,
    retryAfter: response.headers.get('Retry-After'),
    body: (await response.json()) as Record<string, unknown>,
  }));

describe('the permit document', () => {
  it('is produced at approval with every field in order, and its QR code opens the roadside check', async () => {
    const request = await approvedByRule();
    const bytes = pdfOf(request);
    const lines = textOf(bytes);
    const company = api.db.companies.get(1);
    const code = codeIn(lines);
    expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
    const inOrder = [
      `Oversize/overweight permit ${request.number}`,
      `Verification code: ${code}`,
      request.company_name,
      `USDOT ${company?.usdot}`,
      'Peterbilt 389 #21 + 3-axle lowboy',
      '  Axle 1: 12,000 lb, 17 ft 0 in to axle 2',
      '  Axle 6: 15,600 lb',
      'Transformer: Transformer to Dallas',
      'Length 80 ft 0 in, width 12 ft 0 in, height 14 ft 0 in, gross weight 90,000 lb',
      'From Tulsa, OK to Dallas, TX',
      'States in travel order: Oklahoma, Texas',
      'Valid from 2026-12-01 to 2026-12-05',
      'Conditions',
    ];
    const at = inOrder.map((text) => lines.findIndex((line) => line.startsWith(text)));
    expect(
      at.every((index) => index >= 0),
      JSON.stringify(lines),
    ).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
    // Each state's conditions, named.
    expect(lines.filter((line) => /^(Oklahoma|Texas): /.test(line))).toHaveLength(2);
    const address = `https://permits.example/check?number=${request.number}&code=${code}`;
    expect(qrOf(bytes)).toBe(address);
  });
});

describe('a long permit on paper', () => {
  it('prints a route of 20 states, each with every condition, on two pages, no line past the margin', () => {
    const condition =
      '2 escorts (1 front, 1 rear); height pole; daylight only; no weekend travel; closed 2026-12-24 (Christmas Eve); closed 2026-12-25 (Christmas Day)';
    const lines = [
      { text: 'Oversize/overweight permit PR-000123', size: 16, bold: true },
      { text: 'Verification code: ABCD-EFGH' },
      { text: `Check it at https://permits.example/check?number=PR-000123&code=ABCD-EFGH`, size: 9 },
      ...Array.from({ length: 12 }, (_, axle) => ({
        text: `  Axle ${axle + 1}: 20,000 lb, 4 ft 6 in to the next`,
        size: 10,
      })),
      { text: `States in travel order: ${Array.from({ length: 20 }, () => 'North Carolina').join(', ')}` },
      ...Array.from({ length: 20 }, () => ({ text: `North Carolina: ${condition}`, size: 10 })),
    ];
    const pdf = new TextDecoder().decode(renderDocumentPdf(lines));
    expect((pdf.match(/\/Type \/Page /g) ?? []).length).toBeLessThanOrEqual(2);
    // Every line drawn is one `fitted` keeps whole at its size on the page's width.
    for (const match of pdf.matchAll(/\/F(\d) (\d+) Tf [\d.]+ [\d.]+ Td \((.*?)\) Tj/g)) {
      const [, font, size = '12', drawn = ''] = match;
      const text = drawn.replace(/\\([\\()])/g, '$1');
      expect(fitted(text, Number(size), 612 - 2 * 54, font === '2')[1]).toBe('');
    }
    // Nothing lost: the conditions are all there, cut between words.
    expect(
      textOf(new TextEncoder().encode(pdf))
        .join(' ')
        .match(/Christmas Day/g),
    ).toHaveLength(20);
  });
});

describe("the seed's permits", () => {
  it('carry their document with a code the roadside check answers, each running one', async () => {
    const today = '2026-12-02';
    const running = api.db.permitRequests
      .all()
      .filter((row) => ['approved', 'issued'].includes(row.status) && row.start_date <= today && row.end_date >= today);
    expect(running.length).toBeGreaterThan(0);
    for (const permit of running) {
      // The permit's own PDF, under its number (an issue may have brought a route map and more).
      const pdf = permit.documents.find((document) => document.name === `${permit.number}.pdf`);
      const lines = textOf(api.db.files.get(pdf?.id ?? 0)?.bytes ?? new Uint8Array());
      const answer = await check(permit.number, codeIn(lines));
      expect(answer.body.data, permit.number).toMatchObject({ number: permit.number, status: 'valid' });
    }
  });
});

describe('the roadside check', () => {
  it('tells a stranger whether the permit is good and its figures, and nothing personal', async () => {
    const request = await approvedByRule();
    const code = codeIn(textOf(pdfOf(request)));
    const answer = await check(request.number, code.toLowerCase());
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      number: request.number,
      status: 'valid',
      valid_from: '2026-12-01',
      valid_to: '2026-12-05',
      states: ['OK', 'TX'],
      load: { width_in: 144, weight_lbs: 90_000, axles: 6 },
      current_number: null,
    });
    const text = JSON.stringify(answer.body);
    const company = api.db.companies.get(1);
    for (const never of [request.company_name, company?.usdot, company?.email, company?.phone, 'fee', 'Morgan', '@']) {
      expect(text).not.toContain(String(never));
    }
  });

  it('answers a wrong code as an unknown number, and slows guessing after five', async () => {
    const request = await approvedByRule();
    const code = codeIn(textOf(pdfOf(request)));
    const wrong = await check(request.number, 'ZZZZ-ZZZZ');
    const unknown = await check('PR-999999', code);
    expect(wrong.status).toBe(404);
    expect(wrong).toEqual(unknown);
    for (let i = 0; i < 4; i += 1) expect((await check(request.number, `ZZZZ-ZZZ${i}`)).status).toBe(404);
    // The sixth is refused, the right code too, until the window passes.
    const slowed = await check(request.number, code);
    expect(slowed.status).toBe(429);
    expect(Number(slowed.retryAfter)).toBeGreaterThan(0);
  });

  it('says not yet valid, expired, revoked, and superseded by the approval that replaced it', async () => {
    expect((await checkOf(await approvedByRule('2026-12-10', '2026-12-12'))).body.data).toMatchObject({
      status: 'not_yet_valid',
    });
    const past = await approvedByRule('2026-11-20', '2026-11-22');
    expect((await checkOf(past)).body.data).toMatchObject({ status: 'expired' });

    const request = await approvedByRule();
    const first = codeIn(textOf(pdfOf(request)));
    const agent = await as('agent');
    const path = `/permit-requests/${request.id}/transition`;
    await agent('POST', path, { status: 'in_review', note: 'The bridge at Ardmore is closed' });
    expect((await check(request.number, first)).body.data).toMatchObject({ status: 'revoked' });
    const again = await agent('POST', path, { status: 'approved' });
    const reapproved = (again.body as { data: Request }).data;
    // Both among its documents, the old one named superseded.
    expect(reapproved.documents.map((document) => document.name)).toEqual([
      `${request.number} (superseded).pdf`,
      `${request.number} v2.pdf`,
    ]);
    const second = codeIn(textOf(pdfOf(reapproved)));
    expect(second).not.toBe(first);
    expect((await check(request.number, first)).body.data).toMatchObject({
      status: 'superseded',
      current_number: request.number,
    });
    expect((await check(request.number, second)).body.data).toMatchObject({ status: 'valid' });
  });
});

const checkOf = async (request: Request) => check(request.number, codeIn(textOf(pdfOf(request))));

interface Decided extends Request {
  end_date: string;
  amended_by_id?: number | null;
  status_history: { status: string; note: string | null }[];
  decision: { outcome: string; states: { state: string; conditions: { closures: { date: string }[] } }[] };
}

const dataOf = (reply: { body?: Record<string, unknown> }) => (reply.body as { data: Decided }).data;
const texas = () => api.db.stateRegulations.all().find((row) => row.state === 'TX');

/** Runs `body` with Texas's rules changed as `patch` says, then puts them back. */
async function withTexas(patch: Parameters<typeof api.db.stateRegulations.update>[1], body: () => Promise<void>) {
  const rules = texas();
  if (!rules) throw new Error('The seed has no Texas rules');
  api.db.stateRegulations.update(rules.id, patch);
  try {
    await body();
  } finally {
    api.db.stateRegulations.update(rules.id, rules);
  }
}

describe('copy, amend and extend', () => {
  it('copies a request into a new one with new dates, its history naming the source', async () => {
    const source = (await approvedByRule()) as Decided;
    const member = await as('member');
    const stored = api.db.permitRequests.get(source.id);
    const copy = await member('POST', '/permit-requests', {
      load_id: stored?.load_id,
      states: stored?.states,
      start_date: '2026-12-14',
      end_date: '2026-12-16',
      copied_from_id: source.id,
    });
    expect(copy.status).toBe(201);
    expect(dataOf(copy).status_history[0]?.note).toBe(`Copied from ${source.number}`);
    // Another company's request is not the member's to copy, and says nothing of it.
    const theirs = api.db.permitRequests.all().find((row) => row.company_id !== 1);
    const refused = await member('POST', '/permit-requests', {
      load_id: stored?.load_id,
      states: stored?.states,
      start_date: '2026-12-14',
      end_date: '2026-12-16',
      copied_from_id: theirs?.id,
    });
    expect(refused.status).toBe(422);
    expect(JSON.stringify(refused.body)).not.toContain(theirs?.number ?? '?');
  });

  it('amends a permit: decided again by the same rules, the old document superseded by the new number', async () => {
    const permit = (await approvedByRule()) as Decided;
    const oldCode = codeIn(textOf(pdfOf(permit)));
    const member = await as('member');
    const stored = api.db.permitRequests.get(permit.id);
    const amendment = {
      load_id: stored?.load_id,
      states: ['OK', 'TX'],
      start_date: '2026-12-03',
      end_date: '2026-12-06',
    };
    // Texas now reviews loads this wide: the amendment waits for staff, the permit still holds.
    let waiting: Decided | undefined;
    await withTexas({ routine_width_in: 120 }, async () => {
      const made = await member('POST', '/permit-requests', { ...amendment, amends_id: permit.id });
      expect(made.status).toBe(201);
      waiting = dataOf(made);
    });
    expect(waiting?.status).toBe('submitted');
    expect(waiting?.decision.outcome).toBe('needs_review');
    expect(waiting?.status_history[0]?.note).toBe(`Amends ${permit.number}`);
    expect((await check(permit.number, oldCode)).body.data).toMatchObject({ status: 'valid' });
    // One amendment at a time.
    const second = await member('POST', '/permit-requests', { ...amendment, amends_id: permit.id });
    expect(second.status).toBe(422);

    const agent = await as('agent');
    const path = `/permit-requests/${waiting?.id}/transition`;
    await agent('POST', path, { status: 'in_review' });
    const approved = dataOf(await agent('POST', path, { status: 'approved' }));
    const newCode = codeIn(textOf(pdfOf(approved)));
    expect((await check(permit.number, oldCode)).body.data).toMatchObject({
      status: 'superseded',
      current_number: approved.number,
    });
    // The amendment's own days: from tomorrow.
    expect((await check(approved.number, newCode)).body.data).toMatchObject({
      status: 'not_yet_valid',
      valid_from: '2026-12-03',
      valid_to: '2026-12-06',
    });
    const old = dataOf(await member('GET', `/permit-requests/${permit.id}`));
    expect(old.amended_by_id).toBe(approved.id);
    expect(old.documents.map((document) => document.name)).toEqual([`${permit.number} (superseded).pdf`]);
    expect(old.status_history.at(-1)?.note).toBe(`Amended by ${approved.number}`);
    // Amended once: the next amendment is the new permit's.
    const again = await member('POST', '/permit-requests', { ...amendment, amends_id: permit.id });
    expect(again.status).toBe(422);
  });

  it('amends a routine permit by rule at once, and refuses another load or an expired permit', async () => {
    const permit = (await approvedByRule()) as Decided;
    const member = await as('member');
    const stored = api.db.permitRequests.get(permit.id);
    const routine = await member('POST', '/permit-requests', {
      load_id: stored?.load_id,
      states: ['OK', 'TX'],
      start_date: '2026-12-02',
      end_date: '2026-12-04',
      amends_id: permit.id,
    });
    const amended = dataOf(routine);
    expect(amended.status).toBe('approved');
    expect(dataOf(await member('GET', `/permit-requests/${permit.id}`)).amended_by_id).toBe(amended.id);

    const other = api.db.loads.all().find((row) => row.company_id === 1 && row.id !== stored?.load_id);
    const anotherLoad = await member('POST', '/permit-requests', {
      load_id: other?.id,
      states: ['OK', 'TX'],
      start_date: '2026-12-02',
      end_date: '2026-12-04',
      amends_id: amended.id,
    });
    expect(anotherLoad.status).toBe(422);
    const past = (await approvedByRule('2026-11-20', '2026-11-22')) as Decided;
    const expired = await member('POST', '/permit-requests', {
      load_id: api.db.permitRequests.get(past.id)?.load_id,
      states: ['OK', 'TX'],
      start_date: '2026-12-02',
      end_date: '2026-12-04',
      amends_id: past.id,
    });
    expect(expired.status).toBe(422);
  });

  it("extends a permit up to the state's longest validity, and no further", async () => {
    await withTexas({ max_validity_days: 7 }, async () => {
      const permit = (await approvedByRule()) as Decided;
      const oldCode = codeIn(textOf(pdfOf(permit)));
      const member = await as('member');
      const path = `/permit-requests/${permit.id}/extend`;
      // 1 to 8 December is 8 days, one over Texas's 7.
      const over = await member('POST', path, { end_date: '2026-12-08' });
      expect(over.status).toBe(422);
      expect(JSON.stringify(over.body)).toContain(
        'Texas allows a permit of at most 7 days; extended, this one would run 8.',
      );
      const closure = api.db.holidayClosures.insert({
        state: 'TX',
        date: '2026-12-07',
        name: 'Bridge inspection',
        created_at: '2026-12-01T00:00:00Z',
        updated_at: '2026-12-01T00:00:00Z',
      } as Parameters<typeof api.db.holidayClosures.insert>[0]);
      try {
        const extended = await member('POST', path, { end_date: '2026-12-07' });
        expect(extended.status).toBe(200);
        const permitNow = dataOf(extended);
        expect(permitNow.end_date).toBe('2026-12-07');
        expect(permitNow.status_history.at(-1)?.note).toBe('Extended to 2026-12-07');
        // The closure on an added day is now a condition, on the new document too.
        const texasNow = permitNow.decision.states.find((state) => state.state === 'TX');
        expect(texasNow?.conditions.closures.map((day) => day.date)).toContain('2026-12-07');
        const lines = textOf(pdfOf(permitNow));
        expect(lines).toContain('Valid from 2026-12-01 to 2026-12-07');
        // A state's conditions may run over two lines of the page.
        expect(lines.join(' ')).toContain('closed 2026-12-07 (Bridge inspection)');
        expect((await check(permit.number, oldCode)).body.data).toMatchObject({
          status: 'superseded',
          current_number: permit.number,
        });
        expect((await check(permit.number, codeIn(lines))).body.data).toMatchObject({ valid_to: '2026-12-07' });
      } finally {
        api.db.holidayClosures.delete(closure.id);
      }
    });
  });

  it('refuses to extend an expired permit or to an earlier day', async () => {
    const member = await as('member');
    const past = (await approvedByRule('2026-11-20', '2026-11-22')) as Decided;
    expect((await member('POST', `/permit-requests/${past.id}/extend`, { end_date: '2026-12-04' })).status).toBe(409);
    const permit = (await approvedByRule()) as Decided;
    const earlier = await member('POST', `/permit-requests/${permit.id}/extend`, { end_date: '2026-12-05' });
    expect(earlier.status).toBe(422);
  });
});
