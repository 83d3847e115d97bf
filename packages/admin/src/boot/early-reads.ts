/**
 * The first signed-in screen's reads, started as soon as the SDK exists: beside the download of
 * react-admin's code instead of after it. On a phone's network that code takes a second or more to
 * arrive, and the identity and the overview used to be asked for only then, one after the other,
 * each with its CORS preflight (Lighthouse's mobile run, issue 23).
 *
 * Each read is taken once, by the first caller that needs it (the auth provider's identity, the
 * data provider's overview); a later caller reads afresh. A session change drops what was not
 * taken: it was read for a session that is over.
 */
import type { Sdk, components } from '@permit-office/sdk';

type IdentityRecord = components['schemas']['Identity'];

const readIdentity = (sdk: Sdk) => sdk.client.GET('/me');
/** The answer to a read of the identity, as the SDK's client gives it. */
export type IdentityRead = ReturnType<typeof readIdentity>;
const readOverview = (sdk: Sdk) => sdk.client.GET('/overview');

let identity: IdentityRead | undefined;
/** What the read above answers, for whoever only looks (the shell's frame), without taking it. */
let identityAnswer: Promise<IdentityRecord | undefined> | undefined;
/** The identity the read above answered, once it has: readable without waiting (`takeEarlyIdentity`). */
let identityAnswered: IdentityRecord | undefined;
let overview: ReturnType<typeof readOverview> | undefined;

/** Whether the page opened is the landing page, whose main content is the overview. */
export const opensOnOverview = (pathname: string): boolean => pathname.replace(/\/+$/, '') === '/overview';

export function startEarlyReads(sdk: Sdk, pathname: string): void {
  if (!sdk.session.isSignedIn()) return;
  sdk.on((event) => {
    if (event.kind !== 'session') return;
    identity = undefined;
    identityAnswered = undefined;
    identityAnswer = undefined;
    overview = undefined;
  });
  const read = readIdentity(sdk);
  identity = read;
  // A read nobody takes must not surface as an unhandled rejection; its taker sees the failure.
  identityAnswer = read.then(
    ({ data, response }) => {
      const answered = response.ok && data ? data.data : undefined;
      if (identity === read && answered) identityAnswered = answered;
      return answered;
    },
    () => undefined,
  );
  if (opensOnOverview(pathname)) overview = readOverview(sdk);
  overview?.catch(() => undefined);
}

/**
 * The identity read started with the app, once: the read itself, and its identity if it has
 * already come (so that the access rule can answer the first screen without waiting a turn).
 */
export function takeEarlyIdentity(): { read: IdentityRead; answered?: IdentityRecord } | undefined {
  const taken = identity && { read: identity, answered: identityAnswered };
  identity = undefined;
  identityAnswered = undefined;
  return taken;
}

/**
 * The identity the read started with the app answers (`undefined` for a failure), without taking
 * the read: the shell's frame draws a list's title with it while react-admin's code is on its way.
 */
export const earlyIdentityAnswer = (): Promise<IdentityRecord | undefined> | undefined => identityAnswer;

export function takeEarlyOverview(): ReturnType<typeof readOverview> | undefined {
  const taken = overview;
  overview = undefined;
  return taken;
}
