import createClient from 'openapi-fetch';
import type { Emitter } from './events.js';
import { SdkError, describeFailure, isAnnouncedStatus, serverMessageOf, toSdkError } from './errors.js';
import { messages } from './messages.js';
import type { components, paths } from './schema.js';
import type { TokenPair, TokenStore } from './tokens.js';

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
  /** Responses whose failure the session already notified; the client's `unwrap` reads it. */
  announced: WeakSet<Response>;
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

const SIGN_IN_PATH = '/auth';
const LANDING_PATH = '/overview';

export function createSession(options: SessionOptions) {
  const { tokens, emitter, announced } = options;

  /**
   * Bumped whenever this session stores or clears tokens. A call remembers the epoch it was sent
   * in: if its 401 comes back in a later epoch, another call already refreshed (retry with the new
   * token) or already ended the session (and said so), so it must not refresh or notify again.
   */
  let epoch = 0;
  let refreshing: Promise<RefreshOutcome> | undefined;

  const notify = (type: 'success' | 'error', message: string): void =>
    emitter.emit({ kind: 'notify', type, message: [message] });

  function store(pair: TokenPair): void {
    tokens.setTokens(pair);
    epoch++;
  }

  function end(message: string, type: 'success' | 'error' = 'error'): void {
    tokens.clear();
    epoch++;
    emitter.emit({ kind: 'session', signedIn: false });
    notify(type, message);
    emitter.emit({ kind: 'navigate', to: SIGN_IN_PATH });
  }

  /** One network attempt; a failure to get any answer becomes a typed error (a caller's abort stays an abort). */
  async function send(request: Request): Promise<Response> {
    try {
      return await options.fetch(request);
    } catch (error) {
      if (request.signal.aborted) throw error;
      throw new SdkError({ kind: 'network', message: messages.unreachable, cause: error });
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
      throw new SdkError({ kind: 'parse', status: response.status, message: messages.htmlInsteadOfData });
    }
    return response;
  }

  const publicClient = createClient<paths>({
    baseUrl: options.apiUrl,
    headers: { Accept: 'application/json' },
    fetch: async (request) => inspect(request, await send(request)),
  });

  function refresh(): Promise<RefreshOutcome> {
    refreshing ??= runRefresh().finally(() => {
      refreshing = undefined;
    });
    return refreshing;
  }

  async function runRefresh(): Promise<RefreshOutcome> {
    const token = tokens.getRefreshToken();
    if (!token) {
      end(messages.notAuthorized);
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
      notify('error', failure.message);
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
      });
      return { ok: false, ended: false, error };
    }
    if (!response.ok) {
      end(messages.refreshFailed);
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
    store({ access_token: data.access_token, refresh_token: data.refresh_token });
    notify('success', messages.reauthorized);
    return { ok: true };
  }

  function authorize(request: Request): void {
    const access = tokens.getAccessToken();
    if (access) request.headers.set('Authorization', `Bearer ${access}`);
    else request.headers.delete('Authorization');
  }

  /** A second attempt with the current token; a body is sent again from the copy kept before the first. */
  function retry(replay: Request): Promise<Response> {
    const again = new Request(replay);
    authorize(again);
    return send(again);
  }

  async function afterUnauthorized(response: Response, replay: Request, sentEpoch: number): Promise<Response> {
    if (sentEpoch !== epoch) {
      if (tokens.getAccessToken()) return retry(replay);
      announced.add(response);
      return response;
    }
    if (!tokens.getRefreshToken()) {
      end(messages.notAuthorized);
      announced.add(response);
      return response;
    }
    const refreshed = await refresh();
    if (!refreshed.ok) {
      // Refused: the call fails with its own 401, already announced. Unavailable: the session stays,
      // the call fails with what went wrong.
      if (!refreshed.ended) throw refreshed.error;
      announced.add(response);
      return response;
    }
    return retry(replay);
  }

  function afterForbidden(response: Response): Response {
    // The specification ends the session on 403; concurrent 403s end it (and say so) once.
    if (tokens.getAccessToken() || tokens.getRefreshToken()) end(messages.refreshFailed);
    announced.add(response);
    return response;
  }

  /** The fetch behind `sdk.client`: bearer header, refresh-and-retry once, the error catalogue. */
  async function sessionFetch(request: Request): Promise<Response> {
    // Keep a copy of a body before it is consumed, so that a retried POST sends the same bytes.
    const replay = request.body === null ? request : request.clone();
    const sentEpoch = epoch;
    authorize(request);
    let response = await send(request);
    if (response.status === 401) {
      response = await afterUnauthorized(response, replay, sentEpoch);
      if (announced.has(response)) return response;
    }
    if (response.status === 403) return afterForbidden(response);
    return inspect(request, response);
  }

  async function login(credentials: Credentials): Promise<LoginResult> {
    const settled = await settle(publicClient.POST('/login', { body: credentials }));
    if ('thrown' in settled) {
      const error = toSdkError(settled.thrown).asNotified();
      notify('error', error.message);
      return { signedIn: false, showPopup: false, error };
    }
    const outcome = settled.value;
    const { data, response } = outcome;
    if (typeof data?.access_token === 'string' && data.access_token) {
      store({
        access_token: data.access_token,
        refresh_token: typeof data.refresh_token === 'string' ? data.refresh_token : '',
      });
      emitter.emit({ kind: 'session', signedIn: true });
      notify('success', messages.loggedIn);
      emitter.emit({ kind: 'navigate', to: LANDING_PATH });
      return { signedIn: true, showPopup: data.show_popup === true };
    }
    const body: unknown = outcome.error ?? data;
    const message =
      serverMessageOf(body) ??
      (response.ok || response.status === 401 ? messages.signInFailed : describeFailure(response.status, body));
    if (!announced.has(response)) notify('error', message);
    const error = new SdkError({ kind: 'http', status: response.status, body, message, notified: true });
    return { signedIn: false, showPopup: false, error };
  }

  function logout(): void {
    end(messages.loggedOut, 'success');
  }

  async function reset(form: ResetForm): Promise<ResetResult> {
    const settled = await settle(publicClient.POST('/reset', { body: form }));
    if ('thrown' in settled) {
      const error = toSdkError(settled.thrown).asNotified();
      notify('error', error.message);
      return { success: false, error };
    }
    const outcome = settled.value;
    const { data, response } = outcome;
    if (data?.success === true) {
      const message = typeof data.data?.message === 'string' ? data.data.message : '';
      emitter.emit({ kind: 'navigate', to: SIGN_IN_PATH });
      if (message) notify('success', message);
      return { success: true, message };
    }
    if (response.status === 422) {
      const message = describeFailure(422, outcome.error);
      return { success: false, error: new SdkError({ kind: 'http', status: 422, body: outcome.error, message }) };
    }
    if (!announced.has(response)) notify('error', messages.somethingWentWrong);
    const error = new SdkError({
      kind: response.ok ? 'parse' : 'http',
      status: response.status,
      body: outcome.error ?? data,
      message: messages.somethingWentWrong,
      notified: true,
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
