// @vitest-environment jsdom
/**
 * What a person typed before the page was left offline (or their session ended), put back over the
 * record when its form opens again: it stays over every read of the record while that form is open
 * (the network coming back reads it again), until it is saved or the form is left.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keepDraft, openFormOn, setDraftOwner, isRestored } from '../forms/drafts.js';
import { providerFor, useMockApi } from './mock-api-for-tests.js';

const { api } = useMockApi();

type Company = { id: number; name: string; version: number };
const PERSON = 1;

beforeEach(() => {
  localStorage.clear();
  setDraftOwner(PERSON);
});
afterEach(() => {
  vi.useRealTimers();
  setDraftOwner(undefined);
});

/** The company as the form opened it, and a draft of it with its name typed over, kept offline. */
async function typedOffline(id: number, name: string) {
  const provider = await providerFor('admin@example.com');
  const { data: opened } = await provider.getOne<Company>('companies', { id });
  keepDraft('companies', id, opened, { ...opened, name }, 'offline');
  return { provider, opened };
}

describe('a draft put back over its record', () => {
  it('is over every read while the form is open, and saved once at the version it was typed at', async () => {
    const { provider, opened } = await typedOffline(3, 'Typed Offline LLC');
    const close = openFormOn('companies', 3);

    // The first read takes it out of storage; the reads after it (the network back) still have it.
    const first = (await provider.getOne<Company>('companies', { id: 3 })).data;
    expect(localStorage.getItem('permit-office.drafts')).toBeNull();
    const again = (await provider.getOne<Company>('companies', { id: 3 })).data;
    expect([first.name, again.name]).toEqual(['Typed Offline LLC', 'Typed Offline LLC']);
    expect(again.version).toBe(opened.version);
    expect(isRestored('companies', 3)).toBe(true);

    await provider.update('companies', { id: 3, data: again, previousData: again });
    expect(api.db.companies.get(3)).toMatchObject({
      name: 'Typed Offline LLC',
      version: opened.version + 1,
    });
    // Saved: the record as the API has it, nothing put back over it any more.
    expect(isRestored('companies', 3)).toBe(false);
    const saved = (await provider.getOne<Company>('companies', { id: 3 })).data;
    expect(saved).toMatchObject({ name: 'Typed Offline LLC', version: opened.version + 1 });
    close();
  });

  it('goes when the form is left unsaved, and not when it is closed and opened again at once', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const { provider, opened } = await typedOffline(4, 'Left Unsaved LLC');
    const close = openFormOn('companies', 4);
    expect((await provider.getOne<Company>('companies', { id: 4 })).data.name).toBe('Left Unsaved LLC');

    // React's strict mode: the form's effect closed and run again in the same moment.
    close();
    const reopened = openFormOn('companies', 4);
    vi.runAllTimers();
    expect((await provider.getOne<Company>('companies', { id: 4 })).data.name).toBe('Left Unsaved LLC');

    // The person leaves the form (having been asked): the next visit opens the record as it is.
    reopened();
    vi.runAllTimers();
    expect(isRestored('companies', 4)).toBe(false);
    expect((await provider.getOne<Company>('companies', { id: 4 })).data).toMatchObject({
      name: opened.name,
      version: opened.version,
    });
  });

  it('is never put back over what the next person at this browser reads', async () => {
    const { provider, opened } = await typedOffline(5, 'Typed By The Last Person LLC');
    // Read with no form open (a record shown, a reference read): taken out of storage, kept in memory.
    expect((await provider.getOne<Company>('companies', { id: 5 })).data.name).toBe('Typed By The Last Person LLC');

    // Their session ends; another person signs in at the same browser and opens the record.
    setDraftOwner(PERSON + 1);
    const close = openFormOn('companies', 5);
    const read = (await provider.getOne<Company>('companies', { id: 5 })).data;
    expect(read).toMatchObject({ name: opened.name, version: opened.version });
    expect(isRestored('companies', 5)).toBe(false);
    close();
  });
});
