import { QueryClient, QueryObserver, type QueryKey } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { canAccess, type AccessRequest } from '../access/can-access.js';
import { answerAuthAtOnce, sessionChanged } from './auth-answers.js';

/** An authProvider whose identity (a member's) is read, or not yet; whose session is there, or not. */
function provider(known: boolean, signedIn = true) {
  return {
    canAccessNow: (params: AccessRequest) => (known ? canAccess('member', params) : undefined),
    permissionsNow: () => (known ? ('member' as const) : undefined),
    signedInNow: () => signedIn,
  };
}

/** What a component asking `queryKey` sees when it mounts, and how often the question is asked. */
function ask(client: QueryClient, queryKey: QueryKey, answer: unknown = 'asked') {
  const queryFn = vi.fn(() => Promise.resolve(answer));
  const observer = new QueryObserver(client, { queryKey, queryFn });
  const unsubscribe = observer.subscribe(() => undefined);
  return { result: observer.getCurrentResult(), queryFn, unsubscribe };
}

describe("react-admin's auth questions (answerAuthAtOnce)", () => {
  it("answers ra-core's access questions about a resource as they are asked, without a fetch", () => {
    const client = new QueryClient();
    answerAuthAtOnce(client, provider(true));
    // ra-core's useCanAccess key, the list controller's (with `enabled`) and a button's.
    const list = ask(client, ['auth', 'canAccess', { action: 'list', resource: 'my-loads', enabled: true }]);
    const create = ask(client, ['auth', 'canAccess', { action: 'create', resource: 'companies' }]);
    expect(list.result).toMatchObject({ data: true, status: 'success', fetchStatus: 'idle' });
    expect(create.result).toMatchObject({ data: false, status: 'success', fetchStatus: 'idle' });
    expect(list.queryFn).not.toHaveBeenCalled();
    expect(create.queryFn).not.toHaveBeenCalled();
  });

  it('asks as react-admin does before the identity is read, and about a record (its rule may need it)', () => {
    const client = new QueryClient();
    answerAuthAtOnce(client, provider(false));
    const early = ask(client, ['auth', 'canAccess', { action: 'list', resource: 'my-loads' }], true);
    expect(early.queryFn).toHaveBeenCalledTimes(1);
    const answering = new QueryClient();
    answerAuthAtOnce(answering, provider(true));
    const record = ask(answering, ['auth', 'canAccess', { action: 'edit', resource: 'my-loads', recordId: 7 }], true);
    expect(record.queryFn).toHaveBeenCalledTimes(1);
  });

  it("answers ra-core's usePermissions with the role, and asks as react-admin does before the identity is read", () => {
    const client = new QueryClient();
    answerAuthAtOnce(client, provider(true));
    const role = ask(client, ['auth', 'getPermissions', {}]);
    expect(role.result).toMatchObject({ data: 'member', status: 'success', fetchStatus: 'idle' });
    expect(role.queryFn).not.toHaveBeenCalled();
    const early = new QueryClient();
    answerAuthAtOnce(early, provider(false));
    expect(ask(early, ['auth', 'getPermissions', {}], 'member').queryFn).toHaveBeenCalledTimes(1);
  });

  it('keeps the answers: a second component asking the same question mounts without a fetch', () => {
    const client = new QueryClient();
    answerAuthAtOnce(client, provider(true));
    ask(client, ['auth', 'canAccess', { action: 'list', resource: 'my-loads' }]);
    const again = ask(client, ['auth', 'canAccess', { action: 'list', resource: 'my-loads' }]);
    expect(again.queryFn).not.toHaveBeenCalled();
  });

  it('answers whether the session is there as it is asked, before the identity is read, and asks again when the session changed', async () => {
    const client = new QueryClient();
    answerAuthAtOnce(client, provider(false));
    // ra-core's CoreAdminRoutes (useAuthState): pending, it draws its loading page instead of the layout.
    const first = ask(client, ['auth', 'checkAuth', {}], true);
    expect(first.result).toMatchObject({ data: true, status: 'success', fetchStatus: 'idle' });
    const second = ask(client, ['auth', 'checkAuth', {}], true);
    expect(first.queryFn).not.toHaveBeenCalled();
    expect(second.queryFn).not.toHaveBeenCalled();
    // The session changed: react-admin's own question, through the authProvider (its refusal leads to sign-in).
    await sessionChanged(client);
    expect(first.queryFn.mock.calls.length + second.queryFn.mock.calls.length).toBe(1);
  });

  it('asks whether the session is there as react-admin does when it is not', async () => {
    const client = new QueryClient();
    answerAuthAtOnce(client, provider(true, false));
    const asked = ask(client, ['auth', 'checkAuth', {}], true);
    expect(asked.result.status).toBe('pending');
    await vi.waitFor(() => expect(client.getQueryState(['auth', 'checkAuth', {}])?.status).toBe('success'));
    expect(asked.queryFn).toHaveBeenCalledTimes(1);
  });
});
