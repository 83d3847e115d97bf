import { messages } from './messages.js';

/**
 * - `http`: the server answered with an error status (`status` and `body` say which).
 * - `conflict`: a write started from a version that is no longer the latest (412): nothing was
 *   changed, and `current` is the record as it is now.
 * - `network`: no answer at all (offline, DNS, CORS, connection reset).
 * - `timeout`: no answer within the call's time limit (its retries included).
 * - `aborted`: the caller's own signal stopped the call (retries and their waits included).
 * - `parse`: an answer that is not the JSON the contract promises (an HTML page from a proxy,
 *   an empty or malformed body).
 */
export type SdkErrorKind = 'http' | 'conflict' | 'network' | 'timeout' | 'aborted' | 'parse';

export interface SdkErrorInit {
  kind: SdkErrorKind;
  /** The words a person is shown: the catalogue's (messages.ts), or the server's own sentence. */
  message: string;
  /** The call that failed, as a log names it: its method and path (`GET /companies/4`), no query. */
  call?: string | undefined;
  /** What a log reader needs beyond the words: what an answer was expected to be, say. */
  detail?: string | undefined;
  status?: number | undefined;
  body?: unknown;
  /** True when the SDK has already shown this failure as a notification: the host need not again. */
  notified?: boolean;
  cause?: unknown;
  /** For a `conflict`: the record as it is now. */
  current?: unknown;
  /** The answer's headers, when there was an answer. */
  headers?: Headers | undefined;
}

/**
 * What marks an SdkError whichever build made it: a program that loads both the ESM and the
 * CommonJS build (a tool's dependency on one, its own import of the other) has two SdkError
 * classes, and `instanceof` one of them fails for the other's errors. `Symbol.for` is one symbol
 * for the whole process.
 */
const BRAND = Symbol.for('@permit-office/sdk:SdkError');

/**
 * What each error was made of, for its copies. Not a field: it would show where the error is
 * printed, and a private member makes the ESM and CommonJS builds' declarations two unrelated types.
 */
const madeOf = new WeakMap<object, SdkErrorInit>();

/** True for an SdkError of any build of the SDK (the ESM's, the CommonJS's) in this process. */
export function isSdkError(value: unknown): value is SdkError {
  return typeof value === 'object' && value !== null && (value as Record<symbol, unknown>)[BRAND] === true;
}

/**
 * The line a log shows: the call, its status and request id, and what went wrong: a 422's fields
 * by name, else the detail or the words. `GET /companies/4 failed (404, request 9f2c): Page not found!`
 */
function logLineOf(init: SdkErrorInit, requestId: string | undefined): string {
  const facts = [init.status === undefined ? '' : String(init.status), requestId ? `request ${requestId}` : '']
    .filter(Boolean)
    .join(', ');
  const fields = Object.entries(fieldErrorsOf(init.body))
    .map(([field, said]) => `${field}: ${said.join(' ')}`)
    .join('; ');
  return `${init.call ?? 'A call'} failed${facts ? ` (${facts})` : ''}: ${init.detail ?? (fields || init.message)}`;
}

/**
 * Every failure of the SDK. Its `message` is for a log: the call, the status, the request id and
 * what went wrong, in words a developer reads. `words` is what a person is shown (the catalogue's,
 * the specification's strings among them); a screen shows those.
 */
export class SdkError extends Error {
  override readonly name = 'SdkError';
  readonly kind: SdkErrorKind;
  /** What a person is shown: the catalogue's words (the specification's for its statuses). */
  readonly words: string;
  /** The call that failed (`GET /companies/4`); undefined when no call is to blame (a refresh's own). */
  readonly call: string | undefined;
  readonly status: number | undefined;
  readonly body: unknown;
  readonly notified: boolean;
  /** The server's 422 field errors, `{}` when there are none. */
  readonly fieldErrors: Record<string, string[]>;
  /** For a `conflict`: the record as it is now, to show what changed and to write again from. */
  readonly current: unknown;
  /** The answer's headers (`Retry-After`, `ETag`…); undefined when no answer came. */
  readonly headers: Headers | undefined;
  /** The API's name for the request (`Request-Id`): what to quote when reporting the failure. */
  readonly requestId: string | undefined;

  constructor(init: SdkErrorInit) {
    const requestId = init.headers?.get('Request-Id') ?? undefined;
    super(logLineOf(init, requestId), init.cause === undefined ? undefined : { cause: init.cause });
    Object.defineProperty(this, BRAND, { value: true });
    madeOf.set(this, init);
    this.kind = init.kind;
    this.words = init.message;
    this.call = init.call;
    this.status = init.status;
    this.body = init.body;
    this.notified = init.notified ?? false;
    this.fieldErrors = fieldErrorsOf(init.body);
    this.current = init.current;
    this.headers = init.headers;
    this.requestId = requestId;
  }

  /** `instanceof SdkError` holds for an SdkError of the other build too (see `isSdkError`). */
  static override [Symbol.hasInstance](value: unknown): boolean {
    return this === SdkError ? isSdkError(value) : Function.prototype[Symbol.hasInstance].call(this, value);
  }

  /** The same failure, marked as already shown to the user. */
  asNotified(): SdkError {
    return this.notified ? this : new SdkError({ ...(madeOf.get(this) as SdkErrorInit), notified: true });
  }

  /** The same failure, naming the call it ended (when it names none yet). */
  ofCall(call: string): SdkError {
    return this.call ? this : new SdkError({ ...(madeOf.get(this) as SdkErrorInit), call });
  }
}

/** The statuses whose message the specification fixes and whose notification the SDK shows itself. */
export function isAnnouncedStatus(status: number): boolean {
  return status === 404 || status === 500 || status === 504;
}

/**
 * The error catalogue: a message for any status and any body, never a throw. The specification's
 * statuses get its strings; otherwise the server's own `message` when it sent a readable one.
 */
export function describeFailure(status: number, body: unknown): string {
  switch (status) {
    case 401:
      return messages.notAuthorized;
    case 403:
      return messages.refreshFailed;
    case 404:
      return messages.notFound;
    case 500:
    case 504:
      return messages.serverError;
    case 502:
    case 503:
      return messages.unavailable;
    case 429:
      return messages.tooManyRequests;
    case 412:
      return messages.changedMeanwhile;
    case 428:
      return messages.versionMissing;
    default:
      return serverMessageOf(body) ?? (status === 422 ? messages.invalidInput : messages.somethingWentWrong);
  }
}

/** The `message` a JSON error body carries, if it is a short human sentence and not markup. */
export function serverMessageOf(body: unknown): string | undefined {
  const message = (body as { message?: unknown } | null | undefined)?.message;
  if (typeof message !== 'string') return undefined;
  const text = message.trim();
  if (!text || text.length > 500 || /<[a-z!/]/i.test(text)) return undefined;
  return text;
}

/** `errors: { field: [messages] }` of a 422 body, keeping only well-formed entries. */
export function fieldErrorsOf(body: unknown): Record<string, string[]> {
  const result: Record<string, string[]> = {};
  const errors = (body as { errors?: unknown } | null | undefined)?.errors;
  if (typeof errors !== 'object' || !errors || Array.isArray(errors)) return result;
  for (const [field, value] of Object.entries(errors as Record<string, unknown>)) {
    const list = (Array.isArray(value) ? value : [value]).filter(
      (item): item is string => typeof item === 'string' && item.length > 0,
    );
    if (list.length) result[field] = list;
  }
  return result;
}

/** Any thrown value as an SdkError: SDK errors pass through, a JSON SyntaxError is a parse error. */
export function toSdkError(error: unknown): SdkError {
  if (error instanceof SdkError) return error;
  if ((error as Error | undefined)?.name === 'AbortError') {
    return new SdkError({ kind: 'aborted', message: messages.aborted, cause: error });
  }
  // A call's deadline that fell while its answer's body was still being read.
  if ((error as Error | undefined)?.name === 'TimeoutError') {
    return new SdkError({ kind: 'timeout', message: messages.timedOut, cause: error });
  }
  if (error instanceof SyntaxError) {
    return new SdkError({ kind: 'parse', message: messages.unreadableAnswer, cause: error });
  }
  return new SdkError({ kind: 'network', message: messages.unreachable, cause: error });
}
