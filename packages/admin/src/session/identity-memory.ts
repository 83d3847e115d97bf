/**
 * The signed-in person's identity, kept in this browser while their session lasts, so that the back
 * office opens offline: the access rule and the menu need the role, the drafts the person's id, and
 * `GET /me` cannot be answered then (the service worker never keeps an answer of the API).
 *
 * - Written at every read of `/me`; read only when `/me` got no answer at all, with a session.
 * - Dropped at every change of session, in this tab or another (a sign-in, a logout, an ended
 *   session), and at start without a session: it is never taken for another session's person.
 *   Listened to from start-up (boot/start.tsx), before react-admin's code is there.
 * - What the screens need, no more: the avatar's link (a file of the API) is left out.
 */
import type { Sdk, components } from '@permit-office/sdk';

type Identity = components['schemas']['Identity'];

const KEY = 'permit-office.identity';

function localStore(): Storage | undefined {
  try {
    return globalThis.localStorage ?? undefined;
  } catch {
    // A private window or a policy may refuse storage: the app then needs the network to open.
    return undefined;
  }
}

export function rememberIdentity(identity: Identity, storage: Storage | undefined = localStore()): void {
  const { id, name, email, role, company_id } = identity;
  try {
    storage?.setItem(KEY, JSON.stringify({ id, name, email, role, company_id }));
  } catch {
    // Storage full: offline the app will say it cannot read the identity, as before.
  }
}

export function recallIdentity(storage: Storage | undefined = localStore()): Identity | undefined {
  try {
    const kept: unknown = JSON.parse(storage?.getItem(KEY) ?? 'null');
    if (typeof kept !== 'object' || kept === null) return undefined;
    const { id, name, email } = kept as Partial<Identity>;
    return typeof id === 'number' && typeof name === 'string' && typeof email === 'string'
      ? (kept as Identity)
      : undefined;
  } catch {
    return undefined;
  }
}

export function forgetRememberedIdentity(storage: Storage | undefined = localStore()): void {
  try {
    storage?.removeItem(KEY);
  } catch {
    // Nothing was kept.
  }
}

/** From start-up: the remembered identity goes with every change of session, and without one. */
export function forgetIdentityWithTheSession(sdk: Sdk, storage: Storage | undefined = localStore()): () => void {
  if (!sdk.session.isSignedIn()) forgetRememberedIdentity(storage);
  return sdk.on((event) => {
    if (event.kind === 'session') forgetRememberedIdentity(storage);
  });
}
