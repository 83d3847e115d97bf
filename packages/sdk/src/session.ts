import createClient from 'openapi-fetch';
import type { Emitter, SessionReason } from './events.js';
import { SdkError, describeFailure, isAnnouncedStatus, serverMessageOf, toSdkError } from './errors.js';
import { messages } from './messages.js';
import type { components, paths } from './schema.js';
import { createIntents } from './intents.js';
import { isTransientStatus, knownOffline, maySendAgain, pause, retryDelayMs, type RetryInfo } from './retries.js';
import type { SessionSync } from './sync.js';
import type { TokenStore } from './tokens.js';

export type Credentials = components['schemas']['Credentials'];
export type ResetForm = components['schemas']['ResetForm'];

export interface LoginResult {
  signedIn: boolean;
  /** The server asks for the feedback popup (`show_popup`). */
  showPopup: boolean;
  /** Why sign-in failed, when it did (422 field errors included). Already notified. */
  error?: SdkError;
}

export interface ResetResult {
  success: boolean;
  /** The server's `data.message`. */
  message?: string;
  /** A refused or failed call; 422 field errors are left to the form and not notified. */
  error?: SdkError;
}

export interface SessionOptions {
  apiUrl: string;
  tokens: TokenStore;
  emitter: Emitter;
  /** Looked up at each call, so that test spies and MSW see every request. */
  fetch: (request: Request) => Promise<Response>;
  refreshTimeoutMs: number;
  /** Every call's time limit, from its first attempt to its answer. */
  timeoutMs: number;
  /** Responses whose failure the session already notified; the client's `unwrap` reads it. */
  announced: WeakSet<Response>;
  /** The other holders of the same tokens (the browser's other tabs), when there are any. */
  sync?: SessionSync | undefined;
  /** What a 403 does: ends the session (the specification's rule, a browser's) or is refused alone (a tool's). */
  onForbidden: ForbiddenRule;
  /** Each final answer's call (`GET /companies/4`), for the failure that names it. */
  calls: WeakMap<Response, string>;
}

/**
 * What a 403 does. `end-session`: the specification's rule for the browser, the tokens cleared and
 * the person sent to sign in ("Refresh failed. Please log in again."). `refuse`: the call fails
 * with its refusal ("You may not do this: your account has no access to it.") and the session
 * stays, so a tool that meets one record out of its reach goes on with the next.
 */
export type ForbiddenRule = 'end-session' | 'refuse';

/** A request as a log names it: its method and its path under the API's address, no query. */
export function callNameOf(request: Request, apiUrl: string): string {
  const url = new URL(request.url);
  const base = new URL(apiUrl, url).pathname.replace(/\/+$/, '');
  const path = url.pathname.startsWith(`${base}/`) ? url.pathname.slice(base.length) : url.pathname;
  return `${request.method} ${path}`;
}

/** What one call of the client may do: set per client, or per call with `sdk.withOptions`. */
export interface CallSettings {
  /** When the call's time limit falls (ms since the epoch): no retry waits past it. */
  deadline: number;
  maxRetries: number;
  onRetry?: ((retry: RetryInfo) => void) | undefined;
  /** The contract takes an `Idempotency-Key` for this operation (writes only). */
  keyed: boolean;
  /** The contract asks for the bearer token (every operation but the few open ones). */
  needsSession: boolean;
}

/** `ended`: the server refused the refresh token and the session is over (already announced). */
type RefreshOutcome = { ok: true } | { ok: false; ended: boolean; error: SdkError };

/** A promise's value or what it threw, so that a failed call can be handled where it is made. */
type Settled<T> = { value: T } | { thrown: unknown };
const settle = <T>(promise: Promise<T>): Promise<Settled<T>> =>
  promise.then(
    (value) => ({ value }),
    (thrown: unknown) => ({ thrown }),
  );

export function createSession(options: SessionOptions) {
  const { tokens, emitter, announced, sync } = options;
  let refreshing: Promise<RefreshOutcome> | undefined;
  const intents = createIntents();
  // The session's end was said here (in this tab, or heard from another): said once, not again.
  let endSaid = false;

  const notify = (type: 'success' | 'error', message: string): void =>
    emitter.emit({ kind: 'notify', type, message: [message] });

  /** Says what happened to the session, here and to the other holders (tabs) of its tokens. */
  function changed(signedIn: boolean, reason: SessionReason, message: string, type: 'success' | 'error'): void {
    endSaid = !signedIn;
    emitter.emit({ kind: 'session', signedIn, reason });
    notify(type, message);
    sync?.announce({ signedIn, reason, message });
  }

  // Another tab signed in or out: the cookies already say so; this tab follows, with no call.
  sync?.listen(({ signedIn, reason, message }) => {
    endSaid = !signedIn;
    emitter.emit({ kind: 'session', signedIn, reason, elsewhere: true });
    notify(signedIn || reason === 'logout' ? 'success' : 'error', message);
  });

  function end(reason: SessionReason, message: string): void {
    tokens.clear();
    changed(false, reason, message, reason === 'logout' ? 'success' : 'error');
  }

  /**
   * The session ended on the server too (`POST /logout`): its refresh token, read before `end`
   * forgets it, and every token of that sign-in stop working. The person is signed out here
   * whatever comes back, so nothing of its answer is told; it resolves once the server has heard
   * (or could not be reached), never rejects. `keepalive`: the page may be on its way to /auth.
   */
  function endOnServer(): Promise<void> {
    const token = tokens.getRefreshToken();
    if (!token) return Promise.resolve();
    return quietClient
      .POST('/logout', { body: { token }, keepalive: true, signal: AbortSignal.timeout(options.timeoutMs) })
      .then(
        () => undefined,
        () => undefined,
      );
  }

  /** One network attempt; a failure to get any answer becomes a typed error (a caller's abort stays an abort). */
  async function send(request: Request): Promise<Response> {
    try {
      return await options.fetch(request);
    } catch (error) {
      if (request.signal.aborted) throw error;
      throw new SdkError({
        kind: 'network',
        message: messages.unreachable,
        call: callNameOf(request, options.apiUrl),
        detail: `no answer from the server (${error instanceof Error ? error.message : String(error)})`,
        cause: error,
      });
    }
  }

  /** What every answer goes through: the catalogue's notifications, and no HTML where data was due. */
  function inspect(request: Request, response: Response): Response {
    if (isAnnouncedStatus(response.status)) {
      notify('error', describeFailure(response.status, undefined));
      announced.add(response);
    } else if (
      response.ok &&
      response.status !== 204 &&
      request.method !== 'HEAD' &&
      response.headers.get('Content-Type')?.toLowerCase().includes('text/html')
    ) {
      throw new SdkError({
        kind: 'parse',
        status: response.status,
        message: messages.htmlInsteadOfData,
        call: callNameOf(request, options.apiUrl),
        detail: 'the answer is a web page (text/html), not the JSON the contract promises',
        headers: response.headers,
      });
    }
    return response;
  }

  const publicClient = createClient<paths>({
    baseUrl: options.apiUrl,
    headers: { Accept: 'application/json' },
    fetch: async (request) => inspect(request, await send(request)),
  });
  /** For the calls whose outcome nobody is told of (a sign-out's, on the server). */
  const quietClient = createClient<paths>({
    baseUrl: options.apiUrl,
    headers: { Accept: 'application/json' },
    fetch: (request) => options.fetch(request),
  });

  /** One refresh at a time: in this tab the callers share it; across tabs the sync's lock orders them. */
  function refresh(sentAccess: string | undefined): Promise<RefreshOutcome> {
    refreshing ??= (sync ? sync.exclusive(() => runRefresh(sentAccess)) : runRefresh(sentAccess)).finally(() => {
      refreshing = undefined;
    });
    return refreshing;
  }

  async function runRefresh(sentAccess: string | undefined): Promise<RefreshOutcome> {
    // Inside the lock: another tab may have refreshed while this one waited (its tokens are ours),
    // or ended the session (and said so: it is not said again).
    const access = tokens.getAccessToken();
    if (access !== sentAccess) {
      if (access) return { ok: true };
      const error = new SdkError({ kind: 'http', status: 401, message: messages.notAuthorized, notified: true });
      return { ok: false, ended: true, error };
    }
    const token = tokens.getRefreshToken();
    if (!token) {
      end('unauthorized', messages.notAuthorized);
      const error = new SdkError({ kind: 'http', status: 401, message: messages.notAuthorized, notified: true });
      return { ok: false, ended: true, error };
    }
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), options.refreshTimeoutMs);
    const settled = await settle(publicClient.POST('/refresh', { body: { token }, signal: controller.signal }));
    clearTimeout(timer);
    if ('thrown' in settled) {
      // No usable answer (network, timeout, a proxy's page): the session may still be good, keep it.
      const failure = controller.signal.aborted
        ? new SdkError({ kind: 'timeout', message: messages.timedOut, cause: settled.thrown })
        : toSdkError(settled.thrown);
      notify('error', failure.words);
      return { ok: false, ended: false, error: failure.asNotified() };
    }
    const outcome = settled.value;
    const { data, response } = outcome;
    if (response.status >= 500 || response.status === 408 || response.status === 429) {
      const message = describeFailure(response.status, outcome.error);
      if (!announced.has(response)) notify('error', message);
      const error = new SdkError({
        kind: 'http',
        status: response.status,
        body: outcome.error,
        message,
        notified: true,
        call: 'POST /refresh',
        headers: response.headers,
      });
      return { ok: false, ended: false, error };
    }
    if (!response.ok) {
      // The token sent is no longer the one stored: another holder rotated it first (a tab with no
      // shared lock, or whose rotation this tab did not see yet). Its tokens are ours. Only a
      // refusal of the current token ends the session.
      await sync?.settle(() => tokens.getRefreshToken() !== token);
      if (tokens.getRefreshToken() !== token && tokens.getAccessToken()) return { ok: true };
      end('refresh-refused', messages.refreshFailed);
      const error = new SdkError({
        kind: 'http',
        status: response.status,
        body: outcome.error,
        message: messages.refreshFailed,
        notified: true,
      });
      return { ok: false, ended: true, error };
    }
    if (typeof data?.access_token !== 'string' || !data.access_token || typeof data.refresh_token !== 'string') {
      notify('error', messages.unreadableAnswer);
      const error = new SdkError({
        kind: 'parse',
        status: response.status,
        body: data,
        message: messages.unreadableAnswer,
        notified: true,
      });
      return { ok: false, ended: false, error };
    }
    tokens.setTokens({ access_token: data.access_token, refresh_token: data.refresh_token });
    notify('success', messages.reauthorized);
    return { ok: true };
  }

  function authorize(request: Request): string | undefined {
    const access = tokens.getAccessToken();
    if (access) request.headers.set('Authorization', `Bearer ${access}`);
    else request.headers.delete('Authorization');
    return access;
  }

  /** A second attempt with the current token. */
  function retry(make: () => Request): Promise<Response> {
    const again = make();
    authorize(again);
    return send(again);
  }

  /**
   * A 401 for the token `sentAccess`. If the stored token is another one by now, someone (this tab
   * or another) refreshed or ended the session meanwhile: retry with it, or fail as already said.
   */
  async function afterUnauthorized(
    response: Response,
    make: () => Request,
    sentAccess: string | undefined,
  ): Promise<Response> {
    const access = tokens.getAccessToken();
    if (access !== sentAccess) {
      if (access) return retry(make);
      announced.add(response);
      return response;
    }
    if (!tokens.getRefreshToken()) {
      end('unauthorized', messages.notAuthorized);
      announced.add(response);
      return response;
    }
    const refreshed = await refresh(sentAccess);
    if (!refreshed.ok) {
      // Refused: the call fails with its own 401, already announced. Unavailable: the session stays,
      // the call fails with what went wrong.
      if (!refreshed.ended) throw refreshed.error;
      announced.add(response);
      return response;
    }
    return retry(make);
  }

  function afterForbidden(response: Response): Response {
    // A tool's refusal is the call's answer alone: it says so itself (unwrap), the session stays.
    if (options.onForbidden === 'refuse') return response;
    // The specification ends the session on 403; concurrent 403s end it (and say so) once, here
    // and on the server.
    if (tokens.getAccessToken() || tokens.getRefreshToken()) {
      void endOnServer();
      end('forbidden', messages.refreshFailed);
    }
    announced.add(response);
    return response;
  }

  /**
   * Once the session's end was said (here or by another tab) and until a sign-in, a call that needs
   * the session is answered here as the server would answer it: a 401, never sent, the end not said
   * again. A read that a screen starts in the moment a 403 ends the session would otherwise go out
   * without a token, and the server's 401 would end the session a second time.
   */
  function afterTheEnd(call: CallSettings): Response | undefined {
    if (!endSaid || !call.needsSession || tokens.getAccessToken() || tokens.getRefreshToken()) return undefined;
    const response = Response.json({ message: messages.notAuthorized }, { status: 401 });
    announced.add(response);
    return response;
  }

  /** One attempt: bearer header, refresh-and-retry once on a 401, the session's end on a 403. */
  async function attempt(make: () => Request, call: CallSettings): Promise<Response> {
    const refused = afterTheEnd(call);
    if (refused) return refused;
    const request = make();
    const sentAccess = authorize(request);
    let response = await send(request);
    if (response.status === 401) {
      response = await afterUnauthorized(response, make, sentAccess);
      if (announced.has(response)) return response;
    }
    if (response.status === 403) return afterForbidden(response);
    return response;
  }

  /**
   * The fetch behind `sdk.client`: attempts (retries.ts) within the call's time limit, the
   * intent's key, and the error catalogue on the answer that is final.
   */
  async function sessionFetch(request: Request, call: CallSettings): Promise<Response> {
    // The body's bytes, read once: every attempt sends the same ones.
    const bytes = request.body === null ? null : new Uint8Array(await request.clone().arrayBuffer());
    // A write carries its intent's key (intents.ts), set before any attempt so that each has it.
    const settleIntent = call.keyed ? intents.claim(request, bytes) : () => undefined;
    const make = () => new Request(request, { body: bytes });
    const again = maySendAgain(request);
    for (let retries = 0; ; retries++) {
      let response: Response | undefined;
      let failure: SdkError | undefined;
      try {
        response = await attempt(make, call);
      } catch (error) {
        // Only a failure to reach the server is tried again; one already told (a refresh that could
        // not be made) is the call's end.
        if (!(error instanceof SdkError) || error.kind !== 'network' || error.notified) throw error;
        failure = error;
      }
      const transient =
        (failure !== undefined && !knownOffline()) || (response !== undefined && isTransientStatus(response.status));
      if (transient && again && retries < call.maxRetries) {
        const delayMs = retryDelayMs(retries + 1, response?.headers);
        if (Date.now() + delayMs < call.deadline) {
          call.onRetry?.({
            attempt: retries + 1,
            delayMs,
            method: request.method,
            url: request.url,
            status: response?.status,
            error: failure,
            requestId: response?.headers.get('Request-Id') ?? undefined,
          });
          // The transient answer's body is not read: let its connection go (not awaited: a stream
          // whose source never ends would hold the retry).
          response?.body?.cancel().catch(() => undefined);
          await pause(delayMs, request.signal);
          continue;
        }
      }
      if (failure) throw failure;
      const final = response as Response;
      options.calls.set(final, callNameOf(request, options.apiUrl));
      if (announced.has(final)) return final;
      const inspected = inspect(request, final);
      // Done, and the caller heard it (within the call's time limit): the same request again is a new intent.
      settleIntent(inspected.ok && Date.now() < call.deadline);
      return inspected;
    }
  }

  async function login(credentials: Credentials): Promise<LoginResult> {
    const settled = await settle(
      publicClient.POST('/login', { body: credentials, signal: AbortSignal.timeout(options.timeoutMs) }),
    );
    if ('thrown' in settled) {
      const error = toSdkError(settled.thrown).ofCall('POST /login').asNotified();
      notify('error', error.words);
      return { signedIn: false, showPopup: false, error };
    }
    const outcome = settled.value;
    const { data, response } = outcome;
    if (typeof data?.access_token === 'string' && data.access_token) {
      tokens.setTokens({
        access_token: data.access_token,
        refresh_token: typeof data.refresh_token === 'string' ? data.refresh_token : '',
      });
      changed(true, 'login', messages.loggedIn, 'success');
      return { signedIn: true, showPopup: data.show_popup === true };
    }
    const body: unknown = outcome.error ?? data;
    const message =
      serverMessageOf(body) ??
      (response.ok || response.status === 401 ? messages.signInFailed : describeFailure(response.status, body));
    if (!announced.has(response)) notify('error', message);
    const error = new SdkError({
      kind: 'http',
      status: response.status,
      body,
      message,
      notified: true,
      call: 'POST /login',
      headers: response.headers,
    });
    return { signedIn: false, showPopup: false, error };
  }

  /** Signs out here at once, and on the server (resolved once it has heard; never rejects). */
  function logout(): Promise<void> {
    const onServer = endOnServer();
    end('logout', messages.loggedOut);
    return onServer;
  }

  async function reset(form: ResetForm): Promise<ResetResult> {
    const settled = await settle(
      publicClient.POST('/reset', { body: form, signal: AbortSignal.timeout(options.timeoutMs) }),
    );
    if ('thrown' in settled) {
      const error = toSdkError(settled.thrown).ofCall('POST /reset').asNotified();
      notify('error', error.words);
      return { success: false, error };
    }
    const outcome = settled.value;
    const { data, response } = outcome;
    if (data?.success === true) {
      const message = typeof data.data?.message === 'string' ? data.data.message : '';
      if (message) notify('success', message);
      return { success: true, message };
    }
    if (response.status === 422) {
      const message = describeFailure(422, outcome.error);
      const error = new SdkError({ kind: 'http', status: 422, body: outcome.error, message, call: 'POST /reset' });
      return { success: false, error };
    }
    if (!announced.has(response)) notify('error', messages.somethingWentWrong);
    const error = new SdkError({
      kind: response.ok ? 'parse' : 'http',
      status: response.status,
      body: outcome.error ?? data,
      message: messages.somethingWentWrong,
      notified: true,
      call: 'POST /reset',
    });
    return { success: false, error };
  }

  return {
    fetch: sessionFetch,
    login,
    logout,
    reset,
    isSignedIn: (): boolean => Boolean(tokens.getAccessToken()),
  };
}

export type Session = ReturnType<typeof createSession>;
