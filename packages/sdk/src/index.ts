import createClient, { type Client } from 'openapi-fetch';
import { readApiUrl, siteUrlOf, type SdkConfig } from './config.js';
import { SdkError, describeFailure, toSdkError } from './errors.js';
import { messages } from './messages.js';
import { createEmitter, type SdkListener } from './events.js';
import { resolveFileLink } from './files.js';
import type { components, paths } from './schema.js';
import type { SessionSync } from './sync.js';
import { contractOpenOperations, contractUnkeyedWrites } from './operations.gen.js';
import { DEFAULT_MAX_RETRIES, type RetryOptions } from './retries.js';
import {
  callNameOf,
  createSession,
  type CallSettings,
  type ForbiddenRule,
  type Credentials,
  type LoginResult,
  type ResetForm,
  type ResetResult,
} from './session.js';
import { memoryTokenStore, type TokenStore } from './tokens.js';

/** What one call may change of its client's settings (`sdk.withOptions`). */
export interface CallOptions extends RetryOptions {
  /** The call's time limit, from its first attempt to its answer, retries and their pauses included. */
  timeoutMs?: number;
}

export interface CreateSdkOptions extends RetryOptions {
  config: SdkConfig;
  /**
   * Where the tokens live. Defaults to memory; a browser app keeps them in the specification's
   * cookies: `createBrowserSdk` or `cookieTokenStore` from `@permit-office/sdk/browser`.
   */
  tokens?: TokenStore;
  /** Defaults to `globalThis.fetch`, looked up at every call. */
  fetch?: (request: Request) => Promise<Response>;
  /** How long a token refresh may take before it counts as failed. Default 10 s. */
  refreshTimeoutMs?: number;
  /**
   * Every call's time limit, from its first attempt to its answer (a refresh and the retries
   * included). Past it the call fails with a timeout SdkError; the session stays. Default 30 s.
   */
  timeoutMs?: number;
  /** The other holders of the same tokens (a browser's tabs); `@permit-office/sdk/browser` has one. */
  sync?: SessionSync;
  /**
   * What a 403 does: `end-session` (the default, the specification's rule for a browser: the tokens
   * cleared, "Refresh failed. Please log in again.") or `refuse` (a tool's: the call fails with its
   * refusal, the session stays and the next call goes out).
   */
  onForbidden?: ForbiddenRule;
}

export type ApiClient = Client<paths>;

/** What every openapi-fetch call resolves to, reduced to what `unwrap` needs. */
export interface CallResult<Data> {
  data?: Data;
  error?: unknown;
  response: Response;
}

/** A call's data with its answer: the headers (`ETag`, `Request-Id`) without dropping to fetch. */
export interface Answer<Data> {
  data: Data;
  response: Response;
  /** The API's name for the request (`Request-Id`). */
  requestId: string | undefined;
}

export interface Sdk {
  /**
   * Typed by the contract; every call goes through the session logic, and is retried when it
   * failed for a transient reason and cannot act twice (retries.ts).
   */
  client: ApiClient;
  /** The same client with other settings for the calls made through it (retries, time limit). */
  withOptions(options: CallOptions): ApiClient;
  session: {
    login(credentials: Credentials): Promise<LoginResult>;
    /**
     * Signs out: the tokens are forgotten at once (the cookies cleared, every tab told), and the
     * session ends on the server too (`POST /logout`); resolves once the server has heard or could
     * not be reached, never rejects.
     */
    logout(): Promise<void>;
    reset(form: ResetForm): Promise<ResetResult>;
    isSignedIn(): boolean;
  };
  popup: {
    /** Registers that the feedback popup was shown; true when the server took note. Never throws. */
    registerShown(id: number): Promise<boolean>;
  };
  files: {
    /** An absolute URL for a file link, or undefined for a link that must not be opened. */
    resolve(link: string): string | undefined;
    /**
     * What a viewer loads for a file link: for the API's own files, a short-lived signed link that
     * needs no token (`POST /file-links`), with the name and the type the API decided from the
     * bytes; another address as it resolves; undefined for a link that must not be opened.
     * Throws an SdkError when the API refuses (an unknown file, or one the caller may not read).
     */
    open(link: string): Promise<OpenedFile | undefined>;
  };
  /** The API base address, normalised (no trailing slash). */
  apiUrl: string;
  /** The API base address without its last four characters: the specification's second address. */
  siteUrl: string;
  /** Subscribe to notifications and session changes (with their reason); returns the unsubscribe. */
  on(listener: SdkListener): () => void;
  /** The data of a call, or an SdkError that says what went wrong (`notified` when already shown). */
  unwrap<Data>(result: CallResult<Data>): Data;
  /** As `unwrap`, with the answer itself beside the data. */
  withResponse<Data>(result: CallResult<Data>): Answer<Data>;
}

/**
 * A file ready for a viewer: `url` needs no token. For the API's own files, the signed link's
 * expiry, download name and the type the API decided from the bytes come with it.
 */
export type OpenedFile = Pick<SignedFileLink, 'url'> & Partial<SignedFileLink>;
type SignedFileLink = components['schemas']['SignedFileLink'];

export const DEFAULT_REFRESH_TIMEOUT_MS = 10_000;
export const DEFAULT_TIMEOUT_MS = 30_000;

/**
 * Every call of the client: a time limit, its retries, and one way to fail.
 * - A call that has not settled `timeoutMs` after it started fails with a timeout SdkError: the
 *   answer, its body, a refresh and the retries all fit in that time. The request is left to the
 *   network rather than aborted: a signal on every request would make every call twice as costly
 *   (undici); a caller who wants to abort passes their own signal, and the call fails as `aborted`.
 * - openapi-fetch lets a body that is not JSON escape as a bare SyntaxError: every call either
 *   resolves as openapi-fetch does or rejects with an SdkError.
 * - The call's settings reach the session's fetch through openapi-fetch's per-call `fetch`, with
 *   whether the contract keys this write and whether it needs the session (its path template is
 *   known only here).
 */
function guard(
  client: ApiClient,
  settings: Required<Omit<CallOptions, 'onRetry'>> & CallOptions,
  fetch: SessionFetch,
  apiUrl: string,
) {
  const guarded: Record<string, unknown> = { ...client };
  // Every calling method (GET … TRACE, request); `use` and `eject` only configure.
  for (const [name, invoke] of Object.entries(client) as [string, (...args: unknown[]) => Promise<unknown>][]) {
    if (name === 'use' || name === 'eject') continue;
    guarded[name] = (...args: unknown[]) => {
      // `client.request(method, path, init)` or `client.GET(path, init)`.
      const [method, path, init] = name === 'request' ? args : [name, ...args];
      const signal = (init as { signal?: AbortSignal } | undefined)?.signal;
      const operation = `${String(method).toUpperCase()} ${String(path)}`;
      const call: CallSettings = {
        deadline: Date.now() + settings.timeoutMs,
        maxRetries: settings.maxRetries,
        onRetry: settings.onRetry,
        keyed: !contractUnkeyedWrites.includes(operation),
        needsSession: !contractOpenOperations.includes(operation),
      };
      // The call as a failure names it: the request's method and path once it is made, else the template.
      let sent: Request | undefined;
      const callName = () => (sent ? callNameOf(sent, apiUrl) : operation);
      const withSettings = {
        ...(init as object),
        fetch: (request: Request) => {
          sent = request;
          return fetch(request, call);
        },
      };
      let timer: ReturnType<typeof setTimeout> | undefined;
      const late = new Promise<never>((_, reject) => {
        timer = setTimeout(() => {
          const detail = `no answer within ${String(settings.timeoutMs)} ms (its retries included)`;
          reject(new SdkError({ kind: 'timeout', message: messages.timedOut, call: callName(), detail }));
        }, settings.timeoutMs);
      });
      const made = name === 'request' ? invoke(method, path, withSettings) : invoke(path, withSettings);
      return Promise.race([made, late])
        .catch((error: unknown) => {
          if (signal?.aborted && !(error instanceof SdkError && error.kind === 'timeout')) {
            throw new SdkError({ kind: 'aborted', message: messages.aborted, cause: error, call: callName() });
          }
          throw toSdkError(error).ofCall(callName());
        })
        .finally(() => clearTimeout(timer));
    };
  }
  return guarded as unknown as ApiClient;
}

type SessionFetch = (request: Request, call: CallSettings) => Promise<Response>;

export function createSdk(options: CreateSdkOptions): Sdk {
  const apiUrl = readApiUrl(options.config);
  const tokens = options.tokens ?? memoryTokenStore();
  const emitter = createEmitter();
  const announced = new WeakSet<Response>();
  const calls = new WeakMap<Response, string>();
  const onForbidden = options.onForbidden ?? 'end-session';
  const custom = options.fetch;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const defaults = { timeoutMs, maxRetries: options.maxRetries ?? DEFAULT_MAX_RETRIES, onRetry: options.onRetry };
  const session = createSession({
    apiUrl,
    tokens,
    emitter,
    fetch: custom ?? ((request) => globalThis.fetch(request)),
    refreshTimeoutMs: options.refreshTimeoutMs ?? DEFAULT_REFRESH_TIMEOUT_MS,
    timeoutMs,
    announced,
    sync: options.sync,
    onForbidden,
    calls,
  });
  const bare = createClient<paths>({ baseUrl: apiUrl, headers: { Accept: 'application/json' } });
  const client = guard(bare, defaults, session.fetch, apiUrl);

  function unwrap<Data>({ data, error, response }: CallResult<Data>): Data {
    if (response.ok) return data as Data;
    const conflict = response.status === 412;
    throw new SdkError({
      kind: conflict ? 'conflict' : 'http',
      status: response.status,
      body: error,
      call: calls.get(response),
      message:
        response.status === 403 && onForbidden === 'refuse'
          ? messages.forbidden
          : describeFailure(response.status, error),
      notified: announced.has(response),
      current: conflict ? (error as { data?: unknown } | undefined)?.data : undefined,
      headers: response.headers,
    });
  }

  return {
    client,
    withOptions: (settings) => guard(bare, { ...defaults, ...settings }, session.fetch, apiUrl),
    withResponse: (result) => ({
      data: unwrap(result),
      response: result.response,
      requestId: result.response.headers.get('Request-Id') ?? undefined,
    }),
    session: {
      login: session.login,
      logout: session.logout,
      reset: session.reset,
      isSignedIn: session.isSignedIn,
    },
    popup: {
      registerShown: (id) =>
        client.GET('/popup/{id}', { params: { path: { id } } }).then(
          ({ response }) => response.ok,
          () => false,
        ),
    },
    files: {
      resolve: (link) => resolveFileLink(apiUrl, link),
      async open(link) {
        const url = resolveFileLink(apiUrl, link);
        if (!url?.startsWith(`${apiUrl}/`)) return url ? { url } : undefined;
        return unwrap(await client.POST('/file-links', { body: { link: url } })).data;
      },
    },
    apiUrl,
    siteUrl: siteUrlOf(apiUrl),
    on: emitter.on,
    unwrap,
  };
}

export { messages, type MessageKey } from './messages.js';
export { readApiUrl, siteUrlOf, type SdkConfig } from './config.js';
export {
  SdkError,
  describeFailure,
  fieldErrorsOf,
  isSdkError,
  serverMessageOf,
  type SdkErrorKind,
  type SdkErrorInit,
} from './errors.js';
export type { SdkEvent, SdkListener, SessionReason } from './events.js';
export { DEFAULT_MAX_RETRIES, type RetryInfo, type RetryOptions } from './retries.js';
export {
  DEFAULT_PAGE_SIZE,
  paginate,
  type ListItem,
  type ListPath,
  type ListQuery,
  type PageRead,
  type PaginateOptions,
  type PagingSdk,
} from './pages.js';
export {
  collectionCalls,
  type CollectionCalls,
  type CollectionCreateInput,
  type CollectionName,
  type CollectionPage,
  type CollectionQuery,
  type CollectionRecord,
  type CollectionRecordId,
  type CollectionsSdk,
  type CollectionUpdateInput,
  type StartedFrom,
} from './collections.js';
export type { SessionChange, SessionSync } from './sync.js';
export { resolveFileLink } from './files.js';
export { ifMatch } from './versions.js';
export type { Credentials, LoginResult, ResetForm, ResetResult } from './session.js';
export { memoryTokenStore, type TokenPair, type TokenStore } from './tokens.js';
export type { ForbiddenRule } from './session.js';
export type { components, operations, paths } from './schema.js';
export {
  characterCount,
  DATE_YEARS,
  type ContractField,
  type ContractLimits,
  isCalendarDate,
  isCalendarDateTime,
  isWebAddress,
  searchKey,
} from './values.js';
export { contractColumns, contractFields } from './fields.gen.js';
export { contractCollections } from './collections.gen.js';
export {
  axleLayoutMessage,
  axleLayoutWords,
  feetAndInches,
  loadOnVehicleMessage,
  loadOnVehicleWords,
  needsReason,
  PERMIT_TRANSITIONS,
  permitMover,
  routeGapMessage,
  routeGapWords,
  US_STATES,
  validationMessages,
  type PermitMover,
} from './domain.js';
export {
  addWorkingTime,
  AT_RISK_SHARE,
  CLOCK_RUNS,
  clockFlag,
  closureDays,
  dayIn,
  isDueToday,
  permitClock,
  subtractWorkingTime,
  workingTimeBetween,
  type ClockedRequest,
  type ClockFlag,
  type ClockRules,
  type ClosureDays,
  type OfficeHours,
  type PermitClock,
} from './clock.js';
// Permits decided by rule: the routes that exist, a vehicle's axles, and the decision (issue 63).
export { isRoute, proposeRoute, routeGap, STATE_NEIGHBOURS, type RouteEnds, type RouteGap } from './rules/routes.js';
export {
  axleGroupChecks,
  axleLayoutProblem,
  bridgeFormulaLbs,
  FEDERAL_AXLE_LIMITS,
  feetForBridgeFormula,
  grossWeightLbs,
  wheelbaseIn,
  type AxleGroupOverage,
  type AxleLayoutProblem,
  type AxleLimits,
  type VehicleAxle,
} from './rules/axles.js';
export {
  loadOnVehicleProblems,
  weighedLoad,
  type LoadOnVehicleProblem,
  type VehicleFigures,
} from './rules/vehicles.js';
export {
  conditionsOf,
  decidePermit,
  decideState,
  extensionReasons,
  permitDays,
  stateFeeCents,
  type DecisionInput,
  type DecisionReason,
  type LoadDimensions,
  type PermitConditions,
  type PermitDecision,
  type RuleDecisions,
  type StateOutcome,
  type StateRules,
} from './rules/decide.js';
