/**
 * Test support: an MSW server and a small token-checking backend, so that the session logic is
 * exercised over real Requests and Responses, as a caller of the SDK sees it.
 */
import { HttpResponse, delay, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { createSdk, memoryTokenStore, type CreateSdkOptions, type SdkEvent, type TokenStore } from '../src/index.js';

export const API_URL = 'http://api.test/api';
export const api = (path: string): string => `${API_URL}${path}`;

/** Every test's server: a sign-out is heard (POST /logout, 204), as the API does whatever its token. */
export const server = setupServer(http.post(`${API_URL}/logout`, () => new HttpResponse(null, { status: 204 })));

export function useMswServer(): void {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
}

/**
 * Access tokens are valid for one generation; `/refresh` takes the current refresh token once and
 * answers the next generation. `refreshDelayMs` holds the refresh answer so that callers pile up.
 */
export function tokenBackend(options: { refreshDelayMs?: number } = {}) {
  const state = {
    generation: 1,
    refreshCalls: 0,
    meCalls: 0,
    refreshAnswer: 'rotate' as 'rotate' | 'reject',
  };
  const access = () => `access-${state.generation}`;
  const refresh = () => `refresh-${state.generation}`;
  server.use(
    http.post(api('/refresh'), async ({ request }) => {
      state.refreshCalls++;
      const body = (await request.json()) as { token?: string };
      if (options.refreshDelayMs) await delay(options.refreshDelayMs);
      if (state.refreshAnswer === 'reject' || body.token !== refresh()) {
        return HttpResponse.json({ message: 'Invalid refresh token' }, { status: 401 });
      }
      state.generation++;
      return HttpResponse.json({ access_token: access(), refresh_token: refresh() });
    }),
    http.get(api('/me'), ({ request }) => {
      state.meCalls++;
      if (request.headers.get('Authorization') !== `Bearer ${access()}`) {
        return HttpResponse.json({ message: 'Token expired' }, { status: 401 });
      }
      return HttpResponse.json({ data: { id: 7, name: 'Ada Admin', email: 'admin@example.com', role: 'admin' } });
    }),
  );
  return { state, access, refresh };
}

/** `/me` answering every call with `status` and `message`; `calls()` says how many reached it. */
export function meAnswering(status: number, message: string): { calls: () => number } {
  let calls = 0;
  server.use(
    http.get(api('/me'), () => {
      calls++;
      return HttpResponse.json({ message }, { status });
    }),
  );
  return { calls: () => calls };
}

/** An SDK with tokens in memory and every event it emits recorded in order. */
export function sdkUnderTest(
  options: Partial<CreateSdkOptions> & { tokens?: TokenStore } = {},
): ReturnType<typeof createSdk> & { events: SdkEvent[]; tokens: TokenStore } {
  const tokens = options.tokens ?? memoryTokenStore();
  const sdk = createSdk({ config: { API_URL }, ...options, tokens });
  const events: SdkEvent[] = [];
  sdk.on((event) => events.push(event));
  return Object.assign(sdk, { events, tokens });
}

export const notifications = (events: SdkEvent[]) =>
  events.filter((event): event is Extract<SdkEvent, { kind: 'notify' }> => event.kind === 'notify');
export const sessionChanges = (events: SdkEvent[]) =>
  events.filter((event): event is Extract<SdkEvent, { kind: 'session' }> => event.kind === 'session');
