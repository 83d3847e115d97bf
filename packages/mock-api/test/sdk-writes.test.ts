/**
 * The SDK's writes against the mock API: a record read through the SDK is written back with its
 * version, a colleague's later write makes it fail as a `conflict` with the current record, and a
 * create retried after its answer was lost makes one record.
 */
import { SdkError, createSdk, ifMatch, memoryTokenStore, type components } from '@permit-office/sdk';
import { describe, expect, it } from 'vitest';
import { examples } from './examples.js';
import { BASE, useMockApi } from './support.js';

const { api, server } = useMockApi();
type CompanyInput = components['schemas']['CompanyInput'];

async function signedIn(email: string, options: { timeoutMs?: number } = {}) {
  const sdk = createSdk({ config: { API_URL: BASE }, tokens: memoryTokenStore(), ...options });
  await sdk.session.login({ email, password: 'password' });
  return sdk;
}

const failure = async (call: () => Promise<unknown>): Promise<SdkError> => {
  try {
    await call();
  } catch (error) {
    if (error instanceof SdkError) return error;
    throw error;
  }
  throw new Error('the call did not fail');
};

describe('the SDK writes with versions and keys', () => {
  it("fails an update that started before a colleague's save as a conflict, with the record as it is now", async () => {
    const a = await signedIn('admin@example.com');
    const b = await signedIn('agent@example.com');
    const path = { params: { path: { id: 3 } } };
    const { data: seenByB } = b.unwrap(await b.client.GET('/companies/{id}', path));
    const { data: seenByA } = a.unwrap(await a.client.GET('/companies/{id}', path));

    const renamed = a.unwrap(
      await a.client.PUT('/companies/{id}', {
        params: { path: { id: 3 }, header: ifMatch(seenByA) },
        body: { ...seenByA, name: 'Renamed by A' },
      }),
    );
    expect(renamed.data.version).toBe(seenByA.version + 1);

    const error = await failure(async () =>
      b.unwrap(
        await b.client.PUT('/companies/{id}', {
          params: { path: { id: 3 }, header: ifMatch(seenByB) },
          body: { ...seenByB, city: 'Austin' },
        }),
      ),
    );
    expect(error.kind).toBe('conflict');
    expect(error.status).toBe(412);
    expect(error.words).toBe('Someone else changed this record after you opened it. Nothing was saved.');
    expect(error.current).toMatchObject({ id: 3, name: 'Renamed by A', version: renamed.data.version });
    expect(api.db.companies.get(3)?.city).toBe(seenByB.city);
  });

  it('refuses to guess a version: ifMatch of a record without one throws', () => {
    expect(() => ifMatch({})).toThrow(TypeError);
    expect(ifMatch(4)).toEqual({ 'If-Match': '"4"' });
  });

  it('makes one record when a create is sent again after its answer was lost on the way back', async () => {
    const sdk = await signedIn('admin@example.com');
    const body = { ...(examples.CompanyInput?.() ?? {}), name: 'Lost Answer Hauling LLC' } as CompanyInput;
    const keys: (string | null)[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST' && request.url.endsWith('/companies'))
        keys.push(request.headers.get('Idempotency-Key'));
    });
    // The API creates the company; its answer never arrives, nor those of the SDK's two retries.
    api.faults.push({ method: 'POST', path: '/companies', status: 0, remaining: 3, after: true });
    const lost = await failure(async () => sdk.unwrap(await sdk.client.POST('/companies', { body })));
    expect(lost.kind).toBe('network');
    const named = () => api.db.companies.all().filter((row) => row.name === body.name);
    expect(named()).toHaveLength(1);

    // The person presses Save again: the same intent, the same key, the first answer.
    const again = sdk.unwrap(await sdk.client.POST('/companies', { body }));
    expect(again.data.id).toBe(named()[0]?.id);
    expect(named()).toHaveLength(1);
    expect(keys).toHaveLength(4);
    expect(keys[0]).toMatch(/^[\w-]{16,}$/);
    expect(new Set(keys).size).toBe(1);

    // Answered: the same values sent once more are a new intent (a second company), with a new key.
    const another = sdk.unwrap(await sdk.client.POST('/companies', { body: { ...body, usdot: '77712345' } }));
    expect(another.data.id).not.toBe(again.data.id);
    expect(keys[4]).not.toBe(keys[0]);
    server.events.removeAllListeners('request:start');
  });

  it('keeps the key through a refresh-and-retry and after a 503, and a transition acts once', async () => {
    const sdk = await signedIn('admin@example.com');
    const invoice = api.db.invoices.all().find((row) => row.status === 'unpaid' && row.id > 20);
    if (!invoice) throw new Error('the seed has an unpaid invoice');
    const keys: (string | null)[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/pay')) keys.push(request.headers.get('Idempotency-Key'));
    });
    const pay = () =>
      sdk.client.POST('/invoices/{id}/pay', { params: { path: { id: invoice.id }, header: ifMatch(invoice) } });
    // Paid, and a 503 instead of each of the three answers (the first attempt and the SDK's two retries).
    api.faults.push({ method: 'POST', path: `/invoices/${invoice.id}/pay`, status: 503, remaining: 3, after: true });
    const unavailable = await failure(async () => sdk.unwrap(await pay()));
    expect(unavailable.status).toBe(503);
    expect(api.db.invoices.get(invoice.id)?.status).toBe('paid');

    // The session's access token expired meanwhile: the retry is refreshed and sent again, same key.
    api.auth.expireAccessTokens();
    const paid = sdk.unwrap(await pay());
    expect(paid.data.status).toBe('paid');
    expect(keys.length).toBe(5);
    expect(new Set(keys).size).toBe(1);
    expect(api.db.logs.all().filter((entry) => entry.action === 'pay' && entry.record_id === invoice.id)).toHaveLength(
      1,
    );
    server.events.removeAllListeners('request:start');
  });
});
