/**
 * The mock API: one MSW handler per operation of openapi.yaml, used by vitest (`./node`), the
 * browser (`./browser`) and the local HTTP server (`pnpm mock-api`).
 *
 * Each request goes through what a real backend does, in order: injected faults (tests only),
 * bearer authentication, the role's access, path, query and body validation against the contract,
 * then the operation. An operation that throws answers 500; nothing hangs.
 */
import { HttpResponse, http, type HttpHandler } from 'msw';
import { accessOf, mayCall } from './access.js';
import { bearerToken, createAuth, type Auth } from './auth.js';
import contract from './contract.gen.json' with { type: 'json' };
import { createFileLinkSigner, publicApiBase } from './file-links.js';
import { Journal, sweepTrash } from './history.js';
import { createIdempotencyStore, fingerprintOf } from './idempotency.js';
import { createLiveHub, mayHearOf, mayRead, type LiveOptions, type ToldChange } from './live.js';
import { notifyOfRevisions } from './notify.js';
import { warnOfRuleChanges } from './rule-changes.js';
import { PRECONDITION_REQUIRED, etagOf, precondition, recordPathOf, versionOf } from './versions.js';
import { controlHandlers, faultResponse, matches, type Fault, type Latency } from './control.js';

export type { Fault, Latency } from './control.js';
import { seed, type SeedSizes } from './db/seed.js';
import type { Db, User } from './db/store.js';
import { conversationOperations } from './handlers/conversations.js';
import { fileOperations } from './handlers/files.js';
import { financeOperations } from './handlers/finance.js';
import { historyOperations } from './handlers/history.js';
import { importOperations } from './handlers/imports.js';
import { liveOperations } from './handlers/live.js';
import { membershipOperations } from './handlers/membership.js';
import { permitOperations } from './handlers/permits.js';
import { regulationOperations } from './handlers/regulations.js';
import { sessionOperations } from './handlers/session.js';
import { settingsOperations } from './handlers/settings.js';
import { searchOperations } from './handlers/search.js';
import { statisticsOperations } from './handlers/statistics.js';
import { websiteOperations } from './handlers/website.js';
import { forbidden, invalid, notFound, type Ctx, type OperationId, type Operations, type Reply } from './operation.js';
import {
  coerceQueryValue,
  resolve,
  trimText,
  validate,
  validationMessages,
  type FieldErrors,
  type Schema,
} from './validate.js';

export { DEMO_PASSWORD, DEMO_USERS, SEED_SIZES, type SeedSizes } from './db/seed.js';
export type { Db } from './db/store.js';
export type { LiveHub, LiveOptions } from './live.js';
export { EMAIL, propertiesOf, trimText, validate, validationMessages, type Schema } from './validate.js';
export { clockRulesOf } from './permit-clock.js';
// What `pnpm bench` times of the permit a driver carries (scripts/bench/permits.ts).
export { permitDocumentPdf } from './permit-document.js';
export { recheckPermits } from './rule-changes.js';

/** Every operation's implementation, by the contract's operationId. */
export const operations: Operations = {
  ...sessionOperations,
  ...membershipOperations,
  ...financeOperations,
  ...permitOperations,
  ...regulationOperations,
  ...websiteOperations,
  ...settingsOperations,
  ...statisticsOperations,
  ...searchOperations,
  ...fileOperations,
  ...conversationOperations,
  ...liveOperations,
  // An import writes through the sections' own create and update (handlers/imports.ts).
  ...importOperations(() => operations),
  // Revisions and the trash act through the others (a put-back is the record's own update).
  ...historyOperations(() => operations),
};

export interface MockApiOptions {
  /** Where the API lives, e.g. `http://127.0.0.1:4010/api` (or `/api` in a browser). */
  baseUrl: string;
  /** The clock; tests move it to expire tokens. */
  now?: () => Date;
  /** Access token lifetime. Default 600 s (the server reads ACCESS_TOKEN_TTL). */
  accessTokenTtlSeconds?: number;
  /** Test control endpoints under `{baseUrl}/__…` (faults, reset). Off unless enabled. */
  control?: boolean;
  onResetLink?: (email: string, token: string) => void;
  /** Extra rows beyond the default seed (the bench's 10,000 audit entries); a reset keeps them. */
  seedSizes?: SeedSizes;
  /** The live streams' buffer, ping and presence times (tests make them small). */
  live?: LiveOptions;
  /**
   * The admin's address, for the links back in e-mails (notify.ts). By default the API's own origin
   * (the browser worker's case: the admin and its API share it). Configuration, never a request's
   * header: an `Origin` someone sends must not choose where a mail's link leads.
   */
  appUrl?: string;
  /**
   * Every JSON answer of an operation is checked against the contract (`@permit-office/sdk/checked`,
   * the same checks a client can turn on) before it is sent. A mismatch is a bug of the mock or of
   * the contract: it is answered as a 500 that says where (the field's path, what was expected),
   * logged, and kept in `mismatches` for a test to fail on. Off unless enabled (the tests do).
   */
  checkAnswers?: boolean;
}

/**
 * Who hears of a new audit entry: whoever reads the log. Declared once, out here: a function made
 * inside a request would keep that request's whole context alive for as long as the live stream
 * keeps its change (1,000 of them).
 */
const readsTheLog = (user: User) => mayRead(user, 'logs', null);

interface ContractOperation {
  operationId: OperationId;
  security?: unknown[];
  parameters?: ParameterObject[];
  requestBody?: { required?: boolean; content: Record<string, { schema: Schema }> };
}
interface ParameterObject {
  $ref?: string;
  name: string;
  in: 'path' | 'query' | 'header';
  required?: boolean;
  schema: Schema;
}
type PathItem = Partial<Record<'get' | 'post' | 'put' | 'delete' | 'patch', ContractOperation>> & {
  parameters?: ParameterObject[];
};

const METHODS = ['get', 'post', 'put', 'delete', 'patch'] as const;

/** Every operation of the contract, with its method, path and merged parameters. */
export function contractOperations() {
  return Object.entries(contract.paths as unknown as Record<string, PathItem>).flatMap(([path, item]) =>
    METHODS.filter((method) => item[method]).map((method) => {
      const operation = item[method] as ContractOperation;
      const parameters = [...(item.parameters ?? []), ...(operation.parameters ?? [])].map(
        (parameter) => resolve(parameter as Schema) as unknown as ParameterObject,
      );
      return { method, path, operation, parameters };
    }),
  );
}

const acceptsSignedLink = (operation: ContractOperation) =>
  (operation.security ?? []).some(
    (requirement) => typeof requirement === 'object' && requirement !== null && 'signedLink' in requirement,
  );

/** One record's answer carries its version as its ETag (openapi.yaml, "Versions"). */
function withEtag(reply: Reply): Reply {
  if (reply instanceof Response || reply.status < 200 || reply.status >= 300) return reply;
  const version = versionOf(reply.body);
  return version === undefined ? reply : { ...reply, headers: { ...reply.headers, ETag: etagOf(version) } };
}

/**
 * Every answer names its request (openapi.yaml, "Retries": `Request-Id`), so that a failure a
 * person or a tool reports can be found in the logs. A network error has no headers to carry it.
 */
function withRequestId(response: Response): Response {
  if (response.type !== 'error' && !response.headers.has('Request-Id')) {
    response.headers.set('Request-Id', `req_${crypto.randomUUID()}`);
  }
  return response;
}

function toResponse(reply: Reply): Response {
  if (reply instanceof Response) return reply;
  if (reply.status === 204 || reply.body === undefined)
    return new HttpResponse(null, { status: reply.status, headers: reply.headers });
  return HttpResponse.json(reply.body as Record<string, unknown>, { status: reply.status, headers: reply.headers });
}

async function readBody(
  operation: ContractOperation,
  request: Request,
): Promise<{ body: unknown } | { refusal: Reply }> {
  const content = operation.requestBody?.content;
  if (!content) return { body: undefined };
  if (content['multipart/form-data']) {
    try {
      return { body: await request.formData() };
    } catch {
      return {
        refusal: invalid({ file: ['This field is required'] }, 'The request must be multipart/form-data with a file.'),
      };
    }
  }
  const schema = content['application/json']?.schema;
  const text = await request.text();
  // A body the operation may go without (a put-back of the whole record).
  if (text === '' && !operation.requestBody?.required) return { body: undefined };
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    return { refusal: invalid({ body: ['Invalid format'] }, 'The request body is not valid JSON.') };
  }
  if (body === undefined || typeof body !== 'object' || body === null || Array.isArray(body)) {
    return { refusal: invalid({ body: ['This field is required'] }, 'The request body must be a JSON object.') };
  }
  const tidy = trimText(body as Record<string, unknown>);
  const errors = schema ? validate(schema, tidy) : {};
  return Object.keys(errors).length ? { refusal: invalid(errors) } : { body: tidy };
}

export function createMockApi(options: MockApiOptions) {
  const clock = options.now ?? (() => new Date());
  /** How far a reset with `at` moved the clock from `options.now` (a test's walk on a day of its choosing). */
  let shift = 0;
  const now = () => new Date(clock().getTime() + shift);
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const appUrl = options.appUrl ?? (/^https?:\/\//.test(baseUrl) ? new URL(baseUrl).origin : '');
  const state: { db: Db; auth: Auth } = {
    db: seed(now(), options.seedSizes, appUrl),
    auth: undefined as unknown as Auth,
  };
  const newAuth = () =>
    createAuth(state.db, {
      now,
      accessTokenTtlSeconds: options.accessTokenTtlSeconds ?? 600,
      onResetLink: options.onResetLink,
      // A stream opened with a token that was just revoked ends now, not at its next message.
      onRevoke: () => live.recheck(),
    });
  const live = createLiveHub({ now, auth: () => state.auth }, options.live);
  state.auth = newAuth();
  const fileLinks = createFileLinkSigner(now);
  let idempotency = createIdempotencyStore(now);
  /** Every operation by `method path`: a write finds the read of its record here. */
  const routeOf = new Map(contractOperations().map((route) => [`${route.method} ${route.path}`, route]));
  const faults: Fault[] = [];
  const latencies: Latency[] = [];
  /** Every answer that did not match the contract, as a line (MockApiOptions.checkAnswers). */
  const mismatches: string[] = [];
  // Loaded only when asked for: a mock built for a browser does not carry the checks otherwise.
  const checks = options.checkAnswers ? import('@permit-office/sdk/checked') : undefined;

  /** The answer as it is, or a 500 that names how it departs from the contract. */
  async function checked(route: ReturnType<typeof contractOperations>[number], answer: Response): Promise<Response> {
    if (!checks) return answer;
    const { checkAnswer, describeMismatch } = await checks;
    const mismatch = await checkAnswer(route.method, route.path, answer);
    if (!mismatch) return answer;
    const line = describeMismatch(mismatch);
    mismatches.push(line);
    console.error(`mock API: the answer does not match the contract: ${line}`);
    void answer.body?.cancel().catch(() => undefined);
    return HttpResponse.json({ message: `The answer does not match the contract: ${line}` }, { status: 500 });
  }

  function takeFault(method: string, path: string): Fault | undefined {
    const fault = faults.find((candidate) => candidate.remaining > 0 && matches(candidate, method, path));
    if (fault) fault.remaining -= 1;
    return fault;
  }

  async function handle(
    route: ReturnType<typeof contractOperations>[number],
    request: Request,
    rawParams: Record<string, string | readonly string[] | undefined>,
  ): Promise<Response> {
    const url = new URL(request.url);
    const path = url.pathname.slice(new URL(baseUrl, url).pathname.length) || '/';
    const latency = latencies.find((candidate) => matches(candidate, request.method, path));
    if (latency) await new Promise((resolve) => setTimeout(resolve, latency.ms));
    const fault = takeFault(request.method, path);
    if (fault && !fault.after) return faultResponse(fault);
    const answer = await respond(route, request, rawParams, url, path);
    if (!fault) return checked(route, answer);
    // The answer lost on the way: a body nobody will read (a live stream) is let go of.
    void answer.body?.cancel().catch(() => undefined);
    return faultResponse(fault);
  }

  async function respond(
    route: ReturnType<typeof contractOperations>[number],
    request: Request,
    rawParams: Record<string, string | readonly string[] | undefined>,
    url: URL,
    path: string,
  ): Promise<Response> {
    const { operation, parameters } = route;

    const { db, auth } = state;
    // Records whose time in the trash is over are purged before anything reads them.
    sweepTrash(db, now());
    const user = auth.userForAccessToken(bearerToken(request));
    // A file may be read with a signed link instead of a token: the link was issued to someone who
    // could read it (POST /file-links) and opens that one path until it expires.
    const signature = url.searchParams.get('signature');
    const bySignedLink = !user && signature !== null && acceptsSignedLink(operation);
    if (bySignedLink && !(await fileLinks.verify(path, Number(url.searchParams.get('expires')), signature))) {
      return toResponse({ status: 401, body: { message: 'This link has expired or is not valid.' } });
    }
    const access = accessOf(operation.operationId);
    if (!bySignedLink) {
      if (access !== 'public' && !user) return toResponse({ status: 401, body: { message: 'Unauthenticated.' } });
      if (!mayCall(access, user)) return toResponse(forbidden());
    }

    const params: Record<string, number> = {};
    for (const parameter of parameters.filter((p) => p.in === 'path')) {
      const value = Number(rawParams[parameter.name]);
      // A path that names no possible record is an unknown record.
      if (!Number.isInteger(value) || value < 1) return toResponse(notFound());
      params[parameter.name] = value;
    }
    const query: Record<string, unknown> = {};
    const queryErrors: FieldErrors = {};
    for (const parameter of parameters.filter((p) => p.in === 'query')) {
      const raw = url.searchParams.get(parameter.name);
      if (raw === null || raw === '') {
        if (parameter.required) queryErrors[parameter.name] = [validationMessages.required];
        continue;
      }
      const value = coerceQueryValue(parameter.schema, raw);
      const errors = validate(parameter.schema, value);
      if (errors._) queryErrors[parameter.name] = errors._;
      else query[parameter.name] = value;
    }
    for (const parameter of parameters.filter((p) => p.in === 'header')) {
      const raw = request.headers.get(parameter.name);
      if (raw === null || raw === '') {
        if (parameter.name === 'If-Match' && parameter.required) return toResponse(PRECONDITION_REQUIRED);
        if (parameter.required) queryErrors[parameter.name] = [validationMessages.required];
        continue;
      }
      const errors = validate(parameter.schema, raw);
      if (errors._) queryErrors[parameter.name] = errors._;
    }
    if (Object.keys(queryErrors).length) return toResponse(invalid(queryErrors));

    // A retry of a request already answered is answered the same, before anything else is looked
    // at again: the record's version has moved on since, because of that very request.
    const key = parameters.some((p) => p.name === 'Idempotency-Key') ? request.headers.get('Idempotency-Key') : null;
    const claim = key ? idempotency.claim(String(user?.id ?? 'public'), key, await fingerprintOf(request)) : undefined;
    if (claim && claim.kind !== 'new') return toResponse(claim.reply);
    try {
      const reply = await run();
      if (claim) {
        if (reply instanceof Response) claim.release();
        else claim.keep(reply);
      }
      return toResponse(reply);
    } catch (error) {
      claim?.release();
      throw error;
    }

    async function run(): Promise<Reply> {
      const read = await readBody(operation, request);
      if ('refusal' in read) return read.refusal;

      const implementation = operations[operation.operationId];
      if (!implementation) return { status: 501, body: { message: `${operation.operationId} is not implemented` } };
      // Every write of the request goes through its journal, which makes the records' revisions.
      const journal = new Journal();
      // The audit entries, messages and notifications the request writes: told beside its revisions.
      const told: ToldChange[] = [];
      const ctx: Ctx = {
        db: journal.observe(db),
        journal,
        auth,
        live,
        now,
        user,
        bySignedLink,
        fileLinks,
        apiBase: publicApiBase(request, baseUrl),
        appUrl: appUrl || new URL(request.url).origin,
        tell: (change) => told.push(change),
        params,
        query,
        body: read.body,
        request,
        audit(action, resource, recordId, summary) {
          const actor = ctx.user;
          if (!actor) return;
          const at = now().toISOString();
          const entry = db.logs.insert({
            actor_id: actor.id,
            actor_name: actor.name,
            action,
            resource,
            record_id: recordId,
            summary,
            created_at: at,
          });
          told.push({
            collection: 'logs',
            record_id: entry.id,
            action: 'created',
            actor,
            at,
            audience: (user) => readsTheLog(user) && mayHearOf(user, resource),
          });
        },
      };
      // A write says which version it started from: compared with the record's read on its path.
      const ifMatch = parameters.some((p) => p.name === 'If-Match') ? request.headers.get('If-Match') : null;
      if (ifMatch !== null) {
        const readRoute = routeOf.get(`get ${recordPathOf(route.path, route.method)}`);
        const reader = readRoute && operations[readRoute.operation.operationId];
        if (reader) {
          const current = await reader({ ...ctx, query: {}, body: undefined });
          const refusal = current instanceof Response ? undefined : precondition(ifMatch, current);
          if (refusal) return refusal;
        }
      }
      try {
        return withEtag(await implementation(ctx));
      } finally {
        // Whatever was written, even by an operation that then failed, is in the history, and the
        // streams are told of each revision: every write of every section, with no code of its own.
        const written = journal.commit(db, ctx.user, now().toISOString());
        const notifier = { db, now, appUrl: ctx.appUrl, tell: (change: ToldChange) => told.push(change) };
        // A state's rules or closures saved: the active permits they change are warned, by the service.
        warnOfRuleChanges(notifier, written);
        const revisions = [...written, ...journal.commit(db, undefined, now().toISOString())];
        // Who is told of what the revisions say (a request's status, an invoice), then the streams.
        notifyOfRevisions(notifier, revisions);
        live.publish(revisions, told);
      }
    }
  }

  const safely =
    (
      respond: (request: Request, params: Record<string, string | readonly string[] | undefined>) => Promise<Response>,
    ) =>
    async ({
      request,
      params,
    }: {
      request: Request;
      params: Record<string, string | readonly string[] | undefined>;
    }) => {
      let response: Response;
      try {
        response = await respond(request, params);
      } catch (error) {
        console.error(`mock API: ${request.method} ${request.url} failed`, error);
        response = HttpResponse.json({ message: 'Internal Server Error' }, { status: 500 });
      }
      return withRequestId(response);
    };

  /** A reset (`POST /__reset`): the seed again, laid out around `at` when given, with no faults and no sessions. */
  function reset(at: number | undefined): void {
    shift = at === undefined ? 0 : at - clock().getTime();
    faults.length = 0;
    latencies.length = 0;
    state.db = seed(now(), options.seedSizes, appUrl);
    state.auth = newAuth();
    idempotency = createIdempotencyStore(now);
    // After the new tokens: the open streams hear of the restart, then end with their tokens.
    live.reset();
  }

  const control: HttpHandler[] = options.control
    ? controlHandlers({ baseUrl, faults, latencies, auth: () => state.auth, reset })
    : [];

  const routes = contractOperations().map((route) =>
    http[route.method](
      `${baseUrl}${route.path.replace(/\{(\w+)\}/g, ':$1')}`,
      safely((request, params) => handle(route, request, params)),
    ),
  );

  const handlers: HttpHandler[] = [
    ...control,
    ...routes,
    http.all(`${baseUrl}/*`, () => HttpResponse.json({ message: 'Not Found' }, { status: 404 })),
  ];

  return {
    handlers,
    baseUrl,
    /** The current records (replaced by a reset). */
    get db(): Db {
      return state.db;
    },
    get auth(): Auth {
      return state.auth;
    },
    /** The live streams and presence (`GET /events`, `PUT /presence`). */
    live,
    faults,
    /** The answers that did not match the contract (MockApiOptions.checkAnswers), as lines. */
    mismatches,
  };
}

export type MockApi = ReturnType<typeof createMockApi>;
