/**
 * `@permit-office/sdk/checked`: every answer checked against the contract, opt-in (issue 40).
 *
 *     createSdk({ config, fetch: checkAnswers({ apiUrl: readApiUrl(config) }) })
 *
 * An answer whose JSON body departs from what openapi.yaml declares for its operation and status
 * fails the call with a `ContractMismatchError`: an SdkError of kind `parse` (to the rest of the
 * SDK and to the admin, an answer that cannot be read), which says which operation, which field
 * (`data[3].company.name`) and what the contract expected there. For development and tests: a
 * server, a mock or a contract that drift apart are caught at the first answer that shows it.
 *
 * The checks are code generated ahead of time from the contract (validators.gen.ts, by
 * scripts/contract-validators.ts): no eval and no `new Function`, which the admin's
 * Content-Security-Policy forbids. They are imported here only, so that the base entry does not
 * carry them.
 */
import { SdkError } from './errors.js';
import { messages } from './messages.js';
import { answers, type Check } from './validators.gen.js';

/** Where an answer departs from the contract. */
export interface ContractMismatch {
  /** The operation, as the contract names its path: `GET /companies/{id}`. */
  operation: string;
  status: number;
  /** The field, from the body's top: `data[3].company.name`; `''` for the body as a whole. */
  path: string;
  /** What the contract expected there, in a few words: `string of 2 to 120 characters`, `present (required)`. */
  expected: string;
}

/** A mismatch as one line, for a log or a test's failure. */
export function describeMismatch({ operation, status, path, expected }: ContractMismatch): string {
  return `${operation} answered ${status}, expected ${path ? `${path} to be ` : ''}${expected}`;
}

/**
 * An answer that does not match the contract. Of kind `parse`, with the catalogue's words for an
 * unreadable answer (what a person is shown); its message, for a log, names the call, the field
 * and what it was expected to be, as do its fields (and its `cause`'s message, as before).
 */
export class ContractMismatchError extends SdkError {
  readonly operation: string;
  /** The field (`data.name`); `''` for the body as a whole. */
  readonly path: string;
  readonly expected: string;
  readonly mismatch: ContractMismatch;

  constructor(
    mismatch: ContractMismatch,
    init: { body?: unknown; notified?: boolean; call?: string | undefined; headers?: Headers | undefined } = {},
  ) {
    super({
      kind: 'parse',
      status: mismatch.status,
      message: messages.unreadableAnswer,
      detail: `the answer does not match the contract: expected ${mismatch.path ? `${mismatch.path} to be ` : ''}${mismatch.expected}`,
      call: init.call ?? mismatch.operation,
      body: init.body,
      headers: init.headers,
      notified: init.notified,
      cause: new Error(describeMismatch(mismatch)),
    });
    this.operation = mismatch.operation;
    this.path = mismatch.path;
    this.expected = mismatch.expected;
    this.mismatch = mismatch;
  }

  /** As SdkError's, keeping what makes it a mismatch (the session marks errors it has shown). */
  override asNotified(): ContractMismatchError {
    return this.notified ? this : this.copy({ notified: true });
  }

  /** As SdkError's; a mismatch names its call from the start, so this keeps it. */
  override ofCall(call: string): ContractMismatchError {
    return this.call ? this : this.copy({ call });
  }

  private copy(changes: { notified?: boolean; call?: string }): ContractMismatchError {
    return new ContractMismatchError(this.mismatch, {
      body: this.body,
      headers: this.headers,
      notified: changes.notified ?? this.notified,
      call: changes.call ?? this.call,
    });
  }
}

interface Template {
  operation: string;
  method: string;
  segments: string[];
  literals: number;
}

const isParameter = (segment: string) => segment.startsWith('{') && segment.endsWith('}');

let templates: Template[] | undefined;
/** The contract's operations as path segments, the most literal first (`/x/mine` before `/x/{id}`). */
function templatesOf(): Template[] {
  templates ??= Object.keys(answers)
    .map((operation) => {
      const [method = '', template = ''] = operation.split(' ');
      const segments = template.split('/');
      return { operation, method, segments, literals: segments.filter((segment) => !isParameter(segment)).length };
    })
    .sort((a, b) => b.literals - a.literals);
  return templates;
}

/**
 * The operation a request names (`GET /companies/{id}` for `GET` and `/companies/3`, a path under
 * the API's base address, without its query); undefined when the contract has none.
 */
export function operationOf(method: string, path: string): string | undefined {
  const upper = method.toUpperCase();
  const segments = path.split('/');
  return templatesOf().find(
    (candidate) =>
      candidate.method === upper &&
      candidate.segments.length === segments.length &&
      candidate.segments.every(
        (segment, index) => segment === segments[index] || (isParameter(segment) && segments[index] !== ''),
      ),
  )?.operation;
}

/**
 * What the contract declares for an operation's status: its body's check, `null` when it gives the
 * status no JSON body (a file's bytes, a stream, 204), undefined when it does not declare it.
 */
function declared(operation: string, status: number): Check | null | undefined {
  const statuses = answers[operation];
  if (!statuses) throw new Error(`${operation} is not an operation of the contract`);
  // `null` is an answer here (declared, nothing to check): looked up by key, not with `??`.
  const key = [String(status), `${String(status)[0] ?? ''}XX`, 'default'].find((name) => name in statuses);
  return key === undefined ? undefined : statuses[key];
}

/**
 * Checks a JSON body the API answered for `method` and `pathTemplate` (as the contract writes it:
 * `/companies/{id}`) with `status`. Undefined when it conforms, or when the contract has nothing to
 * check it against: a status it gives no JSON body, or a failure it does not declare (gateways
 * answer statuses no contract lists, and the SDK reads any failure). A success it does not declare
 * is a mismatch: a client cannot know what it holds. Throws for an operation the contract lacks.
 */
export function validateAnswer(
  method: string,
  pathTemplate: string,
  status: number,
  body: unknown,
): ContractMismatch | undefined {
  const operation = `${method.toUpperCase()} ${pathTemplate}`;
  const check = declared(operation, status);
  if (check === undefined) return undeclared(operation, status);
  const problem = check?.(body, '');
  return problem && { operation, status, ...problem };
}

function undeclared(operation: string, status: number): ContractMismatch | undefined {
  if (status < 200 || status > 299) return undefined;
  const statuses = Object.keys(answers[operation] ?? {}).join(', ');
  return { operation, status, path: '', expected: `one of the statuses it declares (${statuses})` };
}

const isJson = (contentType: string) => {
  const essence = (contentType.split(';')[0] ?? '').trim().toLowerCase();
  return essence === 'application/json' || essence.endsWith('+json');
};

/**
 * Checks an answer of `method` and `pathTemplate`, reading a copy of its body (the answer itself
 * stays unread). Left alone, as the SDK reads them without this module: an answer to HEAD, a
 * status with no JSON body declared, and a body that is not JSON at all (an HTML page from a proxy:
 * the SDK's own parse error says so). An empty body where JSON is declared is a mismatch: the SDK
 * would hand the caller `undefined` as the data. Throws for an operation the contract lacks.
 */
export async function checkAnswer(
  method: string,
  pathTemplate: string,
  response: Response,
): Promise<ContractMismatch | undefined> {
  if (method.toUpperCase() === 'HEAD') return undefined;
  const operation = `${method.toUpperCase()} ${pathTemplate}`;
  const check = declared(operation, response.status);
  if (check === undefined) return undeclared(operation, response.status);
  if (check === null) return undefined;
  const contentType = response.headers.get('Content-Type');
  if (contentType !== null && !isJson(contentType)) return undefined;
  const text = await response.clone().text();
  if (text === '') return { operation, status: response.status, path: '', expected: 'JSON' };
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return undefined;
  }
  return validateAnswer(method, pathTemplate, response.status, body);
}

/** `/companies/3` for a request under the API's base address; undefined for any other address. */
function pathUnder(requestUrl: string, apiUrl: string): string | undefined {
  const url = new URL(requestUrl);
  // Relative (`/api`, as a browser may be configured) is read against the request's own origin.
  const base = new URL(apiUrl, url);
  const prefix = base.pathname.replace(/\/+$/, '');
  if (url.origin !== base.origin || !url.pathname.startsWith(`${prefix}/`)) return undefined;
  return url.pathname.slice(prefix.length);
}

/** Statuses whose answer has no body (the Fetch standard): a mismatch cannot travel in it. */
const NULL_BODY_STATUSES = new Set([101, 103, 204, 205, 304]);

export interface CheckAnswersOptions {
  /** The API's base address (`sdk.apiUrl`, or `readApiUrl(config)`): a request under it is checked. */
  apiUrl: string;
  /** The fetch that sends the requests; defaults to `globalThis.fetch`, looked up at every call. */
  fetch?: (request: Request) => Promise<Response>;
}

/**
 * A fetch for `createSdk`'s `fetch` option that checks every answer of the contract's operations
 * (see `checkAnswer` for what is left alone); a request to another address, or to a path the
 * contract does not know, passes through unchecked.
 *
 * A mismatch is carried by the answer's body: its status and headers are the server's, and reading
 * the body (as the SDK's client does) rejects with the `ContractMismatchError`, which the client's
 * call then rejects with. Not by rejecting the fetch itself: the session reads a fetch that
 * rejects as a network failure (and may send a read again), which would hide the mismatch. Only
 * where no body can be (a 204 where the contract declares data) does the fetch itself reject.
 */
export function checkAnswers(options: CheckAnswersOptions): (request: Request) => Promise<Response> {
  const send = options.fetch ?? ((request: Request) => globalThis.fetch(request));
  return async (request) => {
    const { method, url } = request;
    const response = await send(request);
    const path = pathUnder(url, options.apiUrl);
    const operation = path === undefined ? undefined : operationOf(method, path);
    if (!operation) return response;
    const template = operation.slice(operation.indexOf(' ') + 1);
    const mismatch = await checkAnswer(method, template, response);
    if (!mismatch) return response;
    const error = new ContractMismatchError(mismatch, {
      body: await bodyOf(response),
      call: `${method} ${path ?? ''}`,
      headers: response.headers,
    });
    if (NULL_BODY_STATUSES.has(response.status)) throw error;
    const failing = new ReadableStream<Uint8Array>({ start: (controller) => controller.error(error) });
    // Without the length: openapi-fetch does not read a body said to be empty, and this one must be read.
    const headers = new Headers(response.headers);
    headers.delete('Content-Length');
    return new Response(failing, { status: response.status, statusText: response.statusText, headers });
  };
}

/** The answer's body for the error (parsed when it is JSON), its bytes read; never a throw. */
async function bodyOf(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  try {
    return text === '' ? undefined : (JSON.parse(text) as unknown);
  } catch {
    return text;
  }
}
