import createClient, { type Client } from 'openapi-fetch';
import { readApiUrl, siteUrlOf, type SdkConfig } from './config.js';
import { SdkError, describeFailure, toSdkError } from './errors.js';
import { createEmitter, type SdkListener } from './events.js';
import { resolveFileLink } from './files.js';
import type { paths } from './schema.js';
import { createSession, type Credentials, type LoginResult, type ResetForm, type ResetResult } from './session.js';
import { defaultTokenStore, type TokenStore } from './tokens.js';

export interface CreateSdkOptions {
  config: SdkConfig;
  /** Defaults to the cookies in a browser and to memory elsewhere. */
  tokens?: TokenStore;
  /** Defaults to `globalThis.fetch`, looked up at every call. */
  fetch?: (request: Request) => Promise<Response>;
  /** How long a token refresh may take before it counts as failed. Default 10 s. */
  refreshTimeoutMs?: number;
}

export type ApiClient = Client<paths>;

/** What every openapi-fetch call resolves to, reduced to what `unwrap` needs. */
export interface CallResult<Data> {
  data?: Data;
  error?: unknown;
  response: Response;
}

export interface Sdk {
  /** Typed by the contract; every call goes through the session logic. */
  client: ApiClient;
  session: {
    login(credentials: Credentials): Promise<LoginResult>;
    logout(): void;
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
  };
  /** The API base address, normalised (no trailing slash). */
  apiUrl: string;
  /** The API base address without its last four characters: the specification's second address. */
  siteUrl: string;
  /** Subscribe to notifications, navigations and session changes; returns the unsubscribe. */
  on(listener: SdkListener): () => void;
  /** The data of a call, or an SdkError that says what went wrong (`notified` when already shown). */
  unwrap<Data>(result: CallResult<Data>): Data;
}

export const DEFAULT_REFRESH_TIMEOUT_MS = 10_000;

const METHODS = ['GET', 'PUT', 'POST', 'DELETE', 'OPTIONS', 'HEAD', 'PATCH', 'TRACE', 'request'] as const;

/**
 * openapi-fetch lets a body that is not JSON escape as a bare SyntaxError; here every call either
 * resolves as openapi-fetch does or rejects with an SdkError.
 */
function guard(client: ApiClient): ApiClient {
  const guarded: Record<string, unknown> = { ...client };
  for (const method of METHODS) {
    const call = client[method] as (...args: unknown[]) => Promise<unknown>;
    guarded[method] = (...args: unknown[]) =>
      call(...args).catch((error: unknown) => {
        // A caller's own abort stays what it is.
        if (error instanceof Error && error.name === 'AbortError') throw error;
        throw toSdkError(error);
      });
  }
  return guarded as unknown as ApiClient;
}

export function createSdk(options: CreateSdkOptions): Sdk {
  const apiUrl = readApiUrl(options.config);
  const tokens = options.tokens ?? defaultTokenStore();
  const emitter = createEmitter();
  const announced = new WeakSet<Response>();
  const custom = options.fetch;
  const session = createSession({
    apiUrl,
    tokens,
    emitter,
    fetch: custom ?? ((request) => globalThis.fetch(request)),
    refreshTimeoutMs: options.refreshTimeoutMs ?? DEFAULT_REFRESH_TIMEOUT_MS,
    announced,
  });
  const client = guard(
    createClient<paths>({ baseUrl: apiUrl, headers: { Accept: 'application/json' }, fetch: session.fetch }),
  );

  return {
    client,
    session: {
      login: session.login,
      logout: session.logout,
      reset: session.reset,
      isSignedIn: session.isSignedIn,
    },
    popup: {
      async registerShown(id) {
        try {
          const { response } = await client.GET('/popup/{id}', { params: { path: { id } } });
          return response.ok;
        } catch {
          return false;
        }
      },
    },
    files: { resolve: (link) => resolveFileLink(apiUrl, link) },
    apiUrl,
    siteUrl: siteUrlOf(apiUrl),
    on: emitter.on,
    unwrap<Data>({ data, error, response }: CallResult<Data>): Data {
      if (response.ok) return data as Data;
      throw new SdkError({
        kind: 'http',
        status: response.status,
        body: error,
        message: describeFailure(response.status, error),
        notified: announced.has(response),
      });
    },
  };
}

export { messages, type MessageKey } from './messages.js';
export { readApiUrl, siteUrlOf, type SdkConfig } from './config.js';
export {
  SdkError,
  describeFailure,
  fieldErrorsOf,
  serverMessageOf,
  type SdkErrorKind,
  type SdkErrorInit,
} from './errors.js';
export type { SdkEvent, SdkListener } from './events.js';
export { resolveFileLink } from './files.js';
export type { Credentials, LoginResult, ResetForm, ResetResult } from './session.js';
export {
  ACCESS_TOKEN_COOKIE,
  ACCESS_TOKEN_MAX_AGE_SECONDS,
  REFRESH_TOKEN_COOKIE,
  REFRESH_TOKEN_MAX_AGE_SECONDS,
  cookieTokenStore,
  memoryTokenStore,
  type TokenPair,
  type TokenStore,
} from './tokens.js';
export type { components, operations, paths } from './schema.js';
