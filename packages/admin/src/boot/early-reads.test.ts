/**
 * The record the shell's frame reads to title an edit form (boot/early-reads.ts), as the data
 * provider then reads it: taken once, so that the form makes one request and hears of a failure
 * once; anything else is read afresh.
 */
import { createSdk, memoryTokenStore } from '@permit-office/sdk';
import { describe, expect, it } from 'vitest';
import { createDataProvider } from '../providers/data-provider.js';
import { startEarlyRecordRead } from './early-reads.js';

/** An API whose companies are found but number 404, which counts what it is asked. */
function fakeApi(signedIn = true) {
  const asked: string[] = [];
  const fetch = (request: Request): Promise<Response> => {
    const { pathname } = new URL(request.url);
    asked.push(pathname.replace('/api', ''));
    const id = Number(pathname.split('/').at(-1));
    if (id === 404) return Promise.resolve(Response.json({ message: 'Not found' }, { status: 404 }));
    return Promise.resolve(Response.json({ data: { id, name: `Company ${id}`, version: 3 } }));
  };
  const sdk = createSdk({
    config: { API_URL: 'http://api.test/api' },
    tokens: memoryTokenStore(signedIn ? { access_token: 't' } : {}),
    fetch,
  });
  return { sdk, provider: createDataProvider(sdk), asked };
}

describe("the record read for the shell's frame", () => {
  it("is the data provider's read of that record, once: one request", async () => {
    const { sdk, provider, asked } = fakeApi();
    const early = startEarlyRecordRead(sdk, 'companies', '12');
    expect(await early).toMatchObject({ id: 12, name: 'Company 12' });
    expect((await provider.getOne('companies', { id: '12' })).data).toMatchObject({ id: 12, name: 'Company 12' });
    expect(asked).toEqual(['/companies/12']);
    // Taken: a later read of it asks again.
    await provider.getOne('companies', { id: 12 });
    expect(asked).toEqual(['/companies/12', '/companies/12']);
  });

  it('is asked for once however often the frame asks before it is taken', async () => {
    const { sdk, asked } = fakeApi();
    const first = startEarlyRecordRead(sdk, 'companies', '12');
    expect(startEarlyRecordRead(sdk, 'companies', '12')).toBe(first);
    await first;
    expect(asked).toEqual(['/companies/12']);
  });

  it("is not another record's, nor another collection's", async () => {
    const { sdk, provider, asked } = fakeApi();
    await startEarlyRecordRead(sdk, 'companies', '12');
    await provider.getOne('companies', { id: 13 });
    await provider.getOne('my-loads', { id: 12 });
    expect(asked).toEqual(['/companies/12', '/companies/13', '/loads/12']);
  });

  it("fails the data provider's read once when it failed, as react-admin's 404", async () => {
    const { sdk, provider, asked } = fakeApi();
    await startEarlyRecordRead(sdk, 'companies', '404')?.catch(() => undefined);
    await expect(provider.getOne('companies', { id: '404' })).rejects.toMatchObject({ status: 404 });
    expect(asked).toEqual(['/companies/404']);
  });

  it('reads nothing for an address whose id is no number, nor without a session', () => {
    const { sdk, asked } = fakeApi();
    expect(startEarlyRecordRead(sdk, 'companies', 'abc')).toBeUndefined();
    expect(startEarlyRecordRead(sdk, 'companies', '1.5')).toBeUndefined();
    const signedOut = fakeApi(false);
    expect(startEarlyRecordRead(signedOut.sdk, 'companies', '12')).toBeUndefined();
    expect([...asked, ...signedOut.asked]).toEqual([]);
  });
});
