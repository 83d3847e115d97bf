/** The SDK against the mock API: the session logic meets a backend that expires and rotates tokens. */
import { createSdk, memoryTokenStore, type SdkEvent } from '@permit-office/sdk';
import { describe, expect, it } from 'vitest';
import { BASE, useMockApi } from './support.js';

const { api } = useMockApi();

function sdk() {
  const tokens = memoryTokenStore();
  const events: SdkEvent[] = [];
  const client = createSdk({ config: { API_URL: BASE }, tokens });
  client.on((event) => events.push(event));
  return { client, tokens, events };
}

describe('the SDK against the mock API', () => {
  it('signs in, reads typed data, and survives access token expiry with one refresh', async () => {
    const { client, events, tokens } = sdk();
    expect(await client.session.login({ email: 'admin@example.com', password: 'password' })).toEqual({
      signedIn: true,
      showPopup: true,
    });
    const companies = client.unwrap(
      await client.client.GET('/companies', { params: { query: { per_page: 5, sort: 'name' } } }),
    );
    expect(companies.data).toHaveLength(5);
    expect(companies.total).toBeGreaterThanOrEqual(150);

    const firstRefreshToken = tokens.getRefreshToken();
    api.auth.expireAccessTokens();
    const results = await Promise.all(Array.from({ length: 10 }, () => client.client.GET('/me')));
    expect(results.every((result) => result.response.status === 200)).toBe(true);
    expect(tokens.getRefreshToken()).not.toBe(firstRefreshToken);
    expect(events.filter((event) => event.kind === 'notify' && event.message[0] === 'Re-authorization')).toHaveLength(
      1,
    );
  });

  it('ends the session when the backend refuses a reused refresh token', async () => {
    const { client, events, tokens } = sdk();
    await client.session.login({ email: 'agent@example.com', password: 'password' });
    const stolen = tokens.getRefreshToken() ?? '';
    // Someone else used the refresh token first, and the one it was exchanged for: the backend
    // will refuse it (a refresh merely sent again would get the same pair, openapi.yaml /refresh).
    const refresh = (token: string) =>
      fetch(`${BASE}/refresh`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ token }),
      });
    const taken = (await (await refresh(stolen)).json()) as { refresh_token: string };
    await refresh(taken.refresh_token);
    api.auth.expireAccessTokens();
    const result = await client.client.GET('/me');
    expect(result.response.status).toBe(401);
    expect(tokens.getAccessToken()).toBeUndefined();
    expect(events).toContainEqual({ kind: 'notify', type: 'error', message: ['Refresh failed. Please log in again.'] });
    expect(events).toContainEqual({ kind: 'session', signedIn: false, reason: 'refresh-refused' });
  });

  it("shows the server's validation errors as field errors", async () => {
    const { client } = sdk();
    await client.session.login({ email: 'admin@example.com', password: 'password' });
    const result = await client.client.POST('/companies', { body: { name: 'A', usdot: 'abc', email: 'x@y.z' } });
    expect(() => client.unwrap(result)).toThrow();
    try {
      client.unwrap(result);
    } catch (error) {
      expect((error as { fieldErrors: unknown }).fieldErrors).toEqual({
        name: ['You must enter a minimum of 2 characters'],
        usdot: ['Invalid format'],
      });
    }
  });
});

describe('files.open against the mock API', () => {
  it("signs the API's own file links, so a viewer without the token can load them", async () => {
    const { client } = sdk();
    await client.session.login({ email: 'member@example.com', password: 'password' });
    const invoice = api.db.invoices.all().find((row) => row.company_id === 1);
    const opened = await client.files.open(invoice?.pdf ?? '');
    expect(opened).toMatchObject({ name: `${invoice?.number}.pdf`, content_type: 'application/pdf' });
    expect(opened?.url).toMatch(new RegExp(`^${BASE}/invoices/${invoice?.id}/pdf\\?expires=\\d+&signature=`));
    const pdf = await fetch(opened?.url ?? '');
    expect(pdf.status).toBe(200);
    // The bare link stays closed.
    expect((await fetch(client.files.resolve(invoice?.pdf ?? '') ?? '')).status).toBe(401);
  });

  it('hands other addresses back as they resolve, and nothing for a link that must not open', async () => {
    const { client } = sdk();
    expect(await client.files.open('https://cdn.example.com/a.pdf')).toEqual({ url: 'https://cdn.example.com/a.pdf' });
    expect(await client.files.open('javascript:alert(1)')).toBeUndefined();
  });

  it("refuses a neighbour's file with the catalogue's message, and keeps the session", async () => {
    const { client, events } = sdk();
    await client.session.login({ email: 'member@example.com', password: 'password' });
    const neighbour = api.db.files.all().find((file) => file.company_id !== null && file.company_id !== 1);
    await expect(client.files.open(`files/${neighbour?.id}`)).rejects.toMatchObject({
      status: 404,
      words: 'Page not found!',
      notified: true,
    });
    expect(client.session.isSignedIn()).toBe(true);
    expect(events.some((event) => event.kind === 'session' && !event.signedIn)).toBe(false);
  });
});
