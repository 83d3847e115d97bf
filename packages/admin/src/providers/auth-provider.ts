/**
 * react-admin's authProvider on the SDK. The SDK owns the session: tokens, refresh, 401/403 and
 * their navigations. This only answers react-admin's questions, and never redirects by itself.
 */
import { SdkError, type Sdk, type components } from '@permit-office/sdk';
import type { AuthProvider, UserIdentity } from 'react-admin';
import { SIGN_IN } from '../registry/paths.js';
import { canAccess, type AccessRequest, type Role } from '../access/can-access.js';
import { takeEarlyIdentity, type IdentityRead } from '../boot/early-reads.js';
import { signOut } from '../overlays/sdk-events.js';
import { dropDrafts, setDraftOwner } from '../forms/drafts.js';
import { recallIdentity, rememberIdentity } from '../session/identity-memory.js';

export type Identity = components['schemas']['Identity'];

export interface AppIdentity extends UserIdentity {
  id: number;
  role: Role | null;
  companyId: number | null;
  email: string;
}

export type AppAuthProvider = AuthProvider & {
  /** The identity changed (own profile saved): the next read asks the API again. */
  forgetIdentity(): void;
  /**
   * `canAccess`'s answer without waiting, once the identity has been read; undefined before. A
   * screen drawn with it is drawn once, not first without its answer (access/use-can.ts).
   */
  canAccessNow(params: AccessRequest): boolean | undefined;
  /** `getPermissions`' answer (the role) without waiting, once the identity has been read; undefined before. */
  permissionsNow(): Role | null | undefined;
  /** Whether `checkAuth` would resolve: the session is there (the SDK's own answer, which does not wait). */
  signedInNow(): boolean;
};

export function createAuthProvider(sdk: Sdk): AppAuthProvider {
  let identity: Promise<Identity> | undefined;
  /** The identity `identity` resolved to, for the answers that need not wait. */
  let known: Identity | undefined;
  // A new session is a new identity.
  sdk.on((event) => {
    if (event.kind !== 'session') return;
    identity = undefined;
    known = undefined;
    // A logout on purpose takes the person's unsaved forms with it; an ended session keeps them (the
    // save that found it ended keeps its form after this event: the owner stays until the next sign-in).
    if (event.reason === 'logout') {
      dropDrafts();
      setDraftOwner(undefined);
    }
  });
  /** Whether `identity` is the one remembered (session/identity-memory), read while offline. */
  let recalled = false;
  const read = (answer: IdentityRead): Promise<Identity> =>
    answer
      .then((result) => {
        const { data } = sdk.unwrap(result);
        setDraftOwner(data.id);
        known = data;
        recalled = false;
        // Not for an answer that came after the session ended: it would outlive it in storage.
        if (sdk.session.isSignedIn()) rememberIdentity(data);
        return data;
      })
      .catch((error: unknown) => {
        // No answer at all (offline): the session's person as last read, so that the back office
        // opens and keeps their drafts. Asked again once the browser is back online.
        const remembered =
          error instanceof SdkError && error.kind === 'network' && sdk.session.isSignedIn()
            ? recallIdentity()
            : undefined;
        if (remembered) {
          setDraftOwner(remembered.id);
          known = remembered;
          recalled = true;
          return remembered;
        }
        identity = undefined;
        throw error;
      });
  globalThis.addEventListener?.('online', () => {
    if (recalled) identity = undefined;
  });
  // The first read, under way since start-up (boot/early-reads.ts), and maybe answered already.
  const early = takeEarlyIdentity();
  if (early) {
    identity = read(early.read);
    // Taken before anyone asks: a failure is told to whoever asks next (their own read), never
    // left as a rejection nobody handles (the SDK has said what went wrong).
    identity.catch(() => undefined);
    known = early.answered;
  }
  const me = (): Promise<Identity> => (identity ??= read(sdk.client.GET('/me')));

  return {
    forgetIdentity: () => {
      identity = undefined;
      known = undefined;
    },
    canAccessNow: (params) => (known ? canAccess(known.role, params) : undefined),
    permissionsNow: () => (known ? (known.role ?? null) : undefined),
    signedInNow: () => sdk.session.isSignedIn(),
    // Sign-in happens at /auth, outside react-admin.
    login: () => Promise.reject(new Error(`Sign in at ${SIGN_IN}`)),
    logout: () => {
      // react-admin also calls this when checkAuth fails, after the session already ended.
      if (sdk.session.isSignedIn()) signOut(sdk);
      return Promise.resolve(false);
    },
    checkAuth: () =>
      sdk.session.isSignedIn()
        ? Promise.resolve()
        : // react-admin's contract: `message: false` means no notification (the SDK already said why).
          // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors
          Promise.reject({ redirectTo: SIGN_IN, message: false }),
    // The SDK has already dealt with 401 and 403 (and said so); nothing to add here.
    checkError: () => Promise.resolve(),
    getIdentity: async (): Promise<AppIdentity> => {
      const user = await me();
      return {
        id: user.id,
        fullName: user.name,
        email: user.email,
        // The picture is one of the API's files: an <img> needs the signed link, not the bare one.
        avatar: user.avatar
          ? await sdk.files.open(user.avatar).then(
              (file) => file?.url,
              () => undefined,
            )
          : undefined,
        role: user.role ?? null,
        companyId: user.company_id ?? null,
      };
    },
    getPermissions: async () => (await me()).role ?? null,
    canAccess: async ({ resource, action, record }) => canAccess((await me()).role, { resource, action, record }),
  };
}
