/**
 * react-admin asks the authProvider its questions through react-query (ra-core's `useAuthState` and
 * `useCanAccess`), again as each part of a screen mounts: the list's controller, its create,
 * export and delete buttons each asked "may I?" and "is the session there?" while the list was
 * already drawn, and when the answers came back (the same answers), react-admin drew the whole
 * screen a second time, from its routes down (a phone's second-longest task on a list, issue 41).
 * Both answers are known without asking:
 *
 * - what the person may do is the access rule over their role (access/can-access.ts), which the
 *   authProvider knows at once once the identity has been read (`canAccessNow`), and which does
 *   not change while the back office runs (the identity is read once per session; a profile saved
 *   changes a name, not a role). A question is answered as it is asked, and its answer stays. So is
 *   the role itself (`getPermissions`): react-admin registers every resource again when it comes,
 *   which drew the screen shown (the overview) twice more;
 * - whether the session is there (`checkAuth`) is the session's cookie, which the router's guards
 *   follow through the SDK's events and leave the back office by when it ends
 *   (session/sdk-context.ts): the answer stays until the SDK says the session changed. Asked, the
 *   question kept react-admin's whole back office on its loading page (blank) for a render: on a
 *   phone the overview drawn by the shell's frame went blank for 70-320 ms before the back office
 *   drew it again (4× CPU, issue 68). A session that is there is answered at once; one that is not
 *   is asked, and react-admin's answer to a refusal (to the sign-in page) is kept.
 */
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { AccessRequest } from '../access/can-access.js';
import type { AppAuthProvider } from './auth-provider.js';

const CHECK_AUTH = ['auth', 'checkAuth'] as const;
const CAN_ACCESS = ['auth', 'canAccess'] as const;
const PERMISSIONS = ['auth', 'getPermissions'] as const;

/**
 * A question of the access rule about a resource, not a record: ra-core keys a record's question
 * with its `recordId`, whose answer needs the record itself.
 */
function resourceQuestion(params: unknown): AccessRequest | undefined {
  if (typeof params !== 'object' || params === null) return undefined;
  const { resource, action, recordId } = params as Record<string, unknown>;
  return typeof resource === 'string' && typeof action === 'string' && recordId === undefined
    ? { resource, action }
    : undefined;
}

/** Answers react-admin's auth questions in `client` as above; returns how to stop answering. */
export function answerAuthAtOnce(
  client: QueryClient,
  authProvider: Pick<AppAuthProvider, 'canAccessNow' | 'permissionsNow' | 'signedInNow'>,
): () => void {
  client.setQueryDefaults([...CHECK_AUTH], { staleTime: Infinity });
  client.setQueryDefaults([...CAN_ACCESS], { staleTime: Infinity });
  client.setQueryDefaults([...PERMISSIONS], { staleTime: Infinity });
  return client.getQueryCache().subscribe((event) => {
    if (event.type !== 'added') return;
    // The cache holds queries of every type: its events type their keys as `any`.
    const key = event.query.queryKey as QueryKey;
    const [scope, question, params] = key;
    if (scope !== 'auth') return;
    let answer: unknown;
    if (question === CHECK_AUTH[1]) answer = authProvider.signedInNow() || undefined;
    else if (question === PERMISSIONS[1]) answer = authProvider.permissionsNow();
    else if (question === CAN_ACCESS[1]) {
      const asked = resourceQuestion(params);
      answer = asked && authProvider.canAccessNow(asked);
    }
    // Before the identity is read there is no answer yet: the question is asked as react-admin asks it.
    if (answer !== undefined) client.setQueryData(key, answer);
  });
}

/** The session changed (signed out, refused, signed in elsewhere): `checkAuth` is asked afresh. */
export function sessionChanged(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: [...CHECK_AUTH] });
}
