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
import type { Sdk } from '@permit-office/sdk';

const readIdentity = (sdk: Sdk) => sdk.client.GET('/me');
const readOverview = (sdk: Sdk) => sdk.client.GET('/overview');

let identity: ReturnType<typeof readIdentity> | undefined;
let overview: ReturnType<typeof readOverview> | undefined;

/** Whether the page opened is the landing page, whose main content is the overview. */
export const opensOnOverview = (pathname: string): boolean => pathname.replace(/\/+$/, '') === '/overview';

export function startEarlyReads(sdk: Sdk, pathname: string): void {
  if (!sdk.session.isSignedIn()) return;
  sdk.on((event) => {
    if (event.kind !== 'session') return;
    identity = undefined;
    overview = undefined;
  });
  identity = readIdentity(sdk);
  if (opensOnOverview(pathname)) overview = readOverview(sdk);
  // A read nobody takes must not surface as an unhandled rejection; its taker sees the failure.
  identity.catch(() => undefined);
  overview?.catch(() => undefined);
}

export function takeEarlyIdentity(): ReturnType<typeof readIdentity> | undefined {
  const taken = identity;
  identity = undefined;
  return taken;
}

export function takeEarlyOverview(): ReturnType<typeof readOverview> | undefined {
  const taken = overview;
  overview = undefined;
  return taken;
}
