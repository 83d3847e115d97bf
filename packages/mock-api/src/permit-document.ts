/**
 * The permit a driver carries (issue 64): when a request is approved, by rule or by staff, the API
 * produces its document, a PDF among the request's documents with everything an officer at the
 * roadside looks for (the carrier, the vehicle axle by axle, the load, the route, the validity and
 * every condition) and a verification code with a QR code that opens the roadside check. The
 * check (`GET /permit-check`) answers, by number and code, whether the permit is good, and nothing
 * personal; it is public, so a wrong code reads as an unknown number and guessing is slowed.
 */
import QRCode from 'qrcode';
import { feetAndInches, US_STATES, type components, type PermitConditions } from '@permit-office/sdk';
import type { Db, PermitDocumentRow, PermitRequest } from './db/store.js';
import { notFound, ok, type Ctx, type JsonReply } from './operation.js';
import { renderDocumentPdf, type DocumentLine } from './pdf.js';
import { officeDay } from './permit-clock.js';

type PermitCheck = components['schemas']['PermitCheck'];

/** Crockford's base 32: no I, L, O or U, so a code read aloud or typed from paper is not misread. */
const CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** 8 random characters (40 bits), shown as `ABCD-EFGH`. */
function newCode(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  return Array.from(bytes, (byte) => CODE_ALPHABET[byte % 32]).join('');
}

/** A code as typed: its dash and spaces dropped, letters upper-cased, the look-alikes read as Crockford does. */
export const normalCode = (typed: string) =>
  typed.toUpperCase().replace(/[\s-]/g, '').replace(/[IL]/g, '1').replace(/O/g, '0');

export const shownCode = (code: string) => `${code.slice(0, 4)}-${code.slice(4)}`;

/** Where the QR code leads: the admin's public roadside page, with the number and the code. */
export const checkAddress = (appUrl: string, number: string, code: string) =>
  `${appUrl.replace(/\/+$/, '')}/check?${new URLSearchParams({ number, code: shownCode(code) })}`;

/** The vehicle a permit covers: the one it names, else its load's; none when neither names one. */
export function vehicleOf(db: Pick<Db, 'loads' | 'vehicles'>, request: Pick<PermitRequest, 'load_id' | 'vehicle_id'>) {
  const id = request.vehicle_id ?? db.loads.get(request.load_id)?.vehicle_id ?? null;
  return id === null ? undefined : db.vehicles.get(id);
}

const pounds = (value: number) => `${value.toLocaleString('en-US')} lb`;

/** The document's lines, in the order the issue lists them; each condition said per state. */
function documentLines(
  db: Pick<Db, 'companies' | 'loads' | 'vehicles'>,
  permit: PermitRequest,
  code: string,
  address: string,
): DocumentLine[] {
  const company = db.companies.get(permit.company_id);
  const load = db.loads.get(permit.load_id);
  const vehicle = vehicleOf(db, permit);
  const lines: DocumentLine[] = [
    { text: `Oversize/overweight permit ${permit.number}`, size: 16, bold: true },
    { text: `Verification code: ${shownCode(code)}` },
    { text: `Check it at ${address}`, size: 9 },
    { text: 'Carrier', size: 13, bold: true },
    { text: permit.company_name },
    { text: `USDOT ${company?.usdot ?? '-'}${company?.mc_number ? ` - ${company.mc_number}` : ''}` },
    { text: 'Vehicle', size: 13, bold: true },
  ];
  if (vehicle) {
    lines.push({ text: `${vehicle.power_unit}${vehicle.trailers.length ? ` + ${vehicle.trailers.join(' + ')}` : ''}` });
    lines.push({ text: `Overall length ${feetAndInches(vehicle.length_in)}, ${vehicle.axles.length} axles:` });
    vehicle.axles.forEach((axle, index) => {
      const spacing = axle.spacing_in === null ? '' : `, ${feetAndInches(axle.spacing_in)} to axle ${index + 2}`;
      lines.push({ text: `  Axle ${index + 1}: ${pounds(axle.weight_lbs)}${spacing}`, size: 10 });
    });
  } else {
    lines.push({ text: `Not named: ${load?.axles ?? '-'} axles, gross weight only` });
  }
  lines.push({ text: 'Load', size: 13, bold: true });
  if (load) {
    lines.push({ text: `${load.commodity}: ${load.description}` });
    lines.push({
      text: `Length ${feetAndInches(load.length_in)}, width ${feetAndInches(load.width_in)}, height ${feetAndInches(load.height_in)}, gross weight ${pounds(load.weight_lbs)}`,
    });
  }
  lines.push({ text: 'Route', size: 13, bold: true });
  if (load) {
    lines.push({
      text: `From ${load.origin_city}, ${load.origin_state} to ${load.destination_city}, ${load.destination_state}`,
    });
  }
  lines.push({ text: `States in travel order: ${permit.states.map((state) => US_STATES[state]).join(', ')}` });
  lines.push({ text: 'Validity', size: 13, bold: true });
  lines.push({ text: `Valid from ${permit.start_date} to ${permit.end_date}` });
  lines.push({ text: 'Conditions', size: 13, bold: true });
  // The conditions as the request's decision set them, state by state.
  for (const state of permit.decision.states) {
    lines.push({ text: `${US_STATES[state.state]}: ${conditionWords(state.conditions).join('; ')}`, size: 10 });
  }
  return lines;
}

/** What a permitted load must do in a state, as the document and the warnings of a rule change say it. */
export function conditionWords(conditions: PermitConditions): string[] {
  const said: string[] = [];
  const escorts = conditions.escorts_front + conditions.escorts_rear;
  if (escorts) {
    said.push(
      `${escorts} escort${escorts > 1 ? 's' : ''} (${conditions.escorts_front} front, ${conditions.escorts_rear} rear)`,
    );
  }
  if (conditions.height_pole) said.push('height pole');
  said.push(conditions.daylight_only ? 'daylight only' : `travel ${conditions.travel_hours || 'any hour'}`);
  if (!conditions.weekends) said.push('no weekend travel');
  for (const closure of conditions.closures) said.push(`closed ${closure.date} (${closure.name})`);
  return said;
}

/** What a permit's document reads (the company, the load and its vehicle) and where it is kept. */
type DocumentTables = 'companies' | 'loads' | 'vehicles' | 'files' | 'permitRequests' | 'permitDocuments';

/** The permit's PDF with its code, and the QR code of its roadside address. */
export function permitDocumentPdf(db: Pick<Db, DocumentTables>, permit: PermitRequest, code: string, appUrl: string) {
  const address = checkAddress(appUrl, permit.number, code);
  const qr = QRCode.create(address, { errorCorrectionLevel: 'M' }).modules;
  return renderDocumentPdf(documentLines(db, permit, code, address), {
    size: qr.size,
    dark: (row, column) => qr.get(row, column) === 1,
  });
}

/**
 * Produces the request's permit document: a new code, the PDF among its documents, the one it
 * replaces (if any) marked superseded. Returns the documents the request now has.
 */
export function producePermitDocument(ctx: Ctx, permit: PermitRequest): PermitRequest['documents'] {
  const now = ctx.now();
  const code = newCode();
  const earlier = ctx.db.permitDocuments.all().filter((row) => row.permit_request_id === permit.id);
  const version = earlier.length + 1;
  // The one it replaces now reads as superseded at the roadside, pointing to this permit, and says
  // so among the request's documents.
  let documents = permit.documents;
  for (const row of earlier) {
    if (row.superseded_by !== null) continue;
    ctx.db.permitDocuments.update(row.id, { superseded_by: permit.number });
    documents = markedSuperseded(ctx.db, documents, row.file_id);
  }
  const name = version === 1 ? `${permit.number}.pdf` : `${permit.number} v${version}.pdf`;
  const file = ctx.db.files.insert({
    name,
    type: 'application/pdf',
    bytes: permitDocumentPdf(ctx.db, permit, code, ctx.appUrl),
    owner_id: null,
    company_id: permit.company_id,
    created_at: now.toISOString(),
  });
  ctx.db.permitDocuments.insert({
    permit_request_id: permit.id,
    number: permit.number,
    code,
    file_id: file.id,
    superseded_by: null,
    created_at: now.toISOString(),
  });
  supersedeAmended(ctx, permit);
  return [...documents, { id: file.id, link: `files/${file.id}`, name: file.name }];
}

/** The documents with the superseded one named so (`PR-000123 (superseded).pdf`), its file too. */
function markedSuperseded(
  db: Pick<Db, 'files'>,
  documents: PermitRequest['documents'],
  fileId: number,
): PermitRequest['documents'] {
  return documents.map((document) => {
    if (document.id !== fileId || document.name.endsWith(' (superseded).pdf')) return document;
    const name = document.name.replace(/\.pdf$/, ' (superseded).pdf');
    db.files.update(fileId, { name });
    return { ...document, name };
  });
}

/**
 * An amendment approved replaces the permit it amends: that permit's document reads as superseded
 * by this one at the roadside, and its history names the amendment.
 */
function supersedeAmended(ctx: Ctx, amendment: PermitRequest): void {
  const amended = amendment.amends_id ? ctx.db.permitRequests.get(amendment.amends_id) : undefined;
  if (!amended || amended.amended_by_id) return;
  const current = currentDocumentOf(ctx.db, amended.id);
  if (current) ctx.db.permitDocuments.update(current.id, { superseded_by: amendment.number });
  const at = ctx.now().toISOString();
  const note = `Amended by ${amendment.number}`;
  ctx.db.permitRequests.update(amended.id, {
    amended_by_id: amendment.id,
    documents: current ? markedSuperseded(ctx.db, amended.documents, current.file_id) : amended.documents,
    // Said by whoever asked for the amendment.
    status_history: [
      ...amended.status_history,
      { status: amended.status, at, by_name: amendment.status_history[0]?.by_name ?? '', note },
    ],
    updated_at: at,
  });
  ctx.journal.note('permit-requests', amended.id, { action: 'updated', reason: note });
}

/** How long after its last day a seeded permit still gets its document with a code. */
const SEED_DOCUMENTS_FOR_DAYS = 30;

/**
 * The seed's permits as the API would have produced them: each approved or issued request that
 * runs now, is to come or ended within the last month gets its document with its code (older ones
 * keep the PDF their issue drew before permits had codes: nobody checks them at the roadside, and
 * drawing each is most of the seed's time). That PDF is drawn again under its name and in its
 * place; an approved request gets its document among the others.
 */
export function seedPermitDocuments(db: Pick<Db, DocumentTables>, appUrl: string, now: Date): void {
  const since = new Date(now.getTime() - SEED_DOCUMENTS_FOR_DAYS * 86_400_000).toISOString().slice(0, 10);
  for (const permit of db.permitRequests.all()) {
    if ((permit.status !== 'approved' && permit.status !== 'issued') || permit.end_date < since) continue;
    const code = newCode();
    const bytes = permitDocumentPdf(db, permit, code, appUrl);
    const created_at = permit.status_history.at(-1)?.at ?? permit.updated_at;
    const drawn = permit.documents.find((document) => document.name === `${permit.number}.pdf`);
    let fileId = drawn?.id;
    if (fileId === undefined) {
      const file = db.files.insert({
        name: `${permit.number}.pdf`,
        type: 'application/pdf',
        bytes,
        owner_id: null,
        company_id: permit.company_id,
        created_at,
      });
      fileId = file.id;
      const documents = [...permit.documents, { id: file.id, link: `files/${file.id}`, name: file.name }];
      db.permitRequests.update(permit.id, { documents }, { quietly: true });
    } else {
      db.files.update(fileId, { bytes });
    }
    db.permitDocuments.insert({
      permit_request_id: permit.id,
      number: permit.number,
      code,
      file_id: fileId,
      superseded_by: null,
      created_at,
    });
  }
}

/** The permit's current document, if it has one. */
export const currentDocumentOf = (db: Pick<Db, 'permitDocuments'>, permitId: number): PermitDocumentRow | undefined =>
  db.permitDocuments
    .all()
    .filter((row) => row.permit_request_id === permitId && row.superseded_by === null)
    .at(-1);

/** Wrong codes per number within the window: after this many, every check of it waits. */
export const WRONG_CODES_ALLOWED = 5;
export const WRONG_CODE_WINDOW_MS = 15 * 60_000;
// Kept per API (its `auth`, which lives as long as it), not per request: the request's `db` is its own view.
const wrongCodes = new WeakMap<Ctx['auth'], Map<string, number[]>>();

/** `GET /permit-check`: what the roadside reads of a permit, or nothing for a wrong number or code. */
export function checkPermit(ctx: Ctx): JsonReply | Response {
  const number = String(ctx.query.number);
  const code = normalCode(String(ctx.query.code));
  const now = ctx.now().getTime();
  let tries = wrongCodes.get(ctx.auth);
  if (!tries) {
    tries = new Map<string, number[]>();
    wrongCodes.set(ctx.auth, tries);
  }
  const recent = (tries.get(number) ?? []).filter((at) => now - at < WRONG_CODE_WINDOW_MS);
  if (recent.length >= WRONG_CODES_ALLOWED) {
    const retry = Math.max(1, Math.ceil(((recent[0] ?? now) + WRONG_CODE_WINDOW_MS - now) / 1000));
    return new Response(JSON.stringify({ message: 'Too many wrong codes for this permit lately: try again later.' }), {
      status: 429,
      headers: { 'Content-Type': 'application/json', 'Retry-After': String(retry) },
    });
  }
  const document = ctx.db.permitDocuments.all().find((row) => row.number === number && row.code === code);
  const permit = document && ctx.db.permitRequests.get(document.permit_request_id);
  if (!document || !permit) {
    tries.set(number, [...recent, now]);
    return notFound();
  }
  return ok({ data: roadsideView(ctx.db, permit, document, ctx.now()) });
}

/** The permit as the roadside may read it: its standing and figures, nothing personal, no fee. */
function roadsideView(db: Db, permit: PermitRequest, document: PermitDocumentRow, now: Date): PermitCheck {
  const load = db.loads.get(permit.load_id);
  const vehicle = vehicleOf(db, permit);
  const today = officeDay(db, now);
  const status: PermitCheck['status'] = document.superseded_by
    ? 'superseded'
    : permit.status !== 'approved' && permit.status !== 'issued'
      ? 'revoked'
      : today < permit.start_date
        ? 'not_yet_valid'
        : today > permit.end_date
          ? 'expired'
          : 'valid';
  return {
    number: permit.number,
    status,
    valid_from: permit.start_date,
    valid_to: permit.end_date,
    states: permit.states,
    load: {
      length_in: load?.length_in ?? 1,
      width_in: load?.width_in ?? 1,
      height_in: load?.height_in ?? 1,
      weight_lbs: load?.weight_lbs ?? 1,
      axles: load?.axles ?? 2,
    },
    vehicle: vehicle ? { length_in: vehicle.length_in, axles: vehicle.axles } : null,
    current_number: document.superseded_by,
  };
}
