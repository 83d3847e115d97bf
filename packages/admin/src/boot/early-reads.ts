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
import {
  collectionCalls,
  type CollectionName,
  type CollectionRecord,
  type Sdk,
  type components,
} from '@permit-office/sdk';
import { opensOnOverview } from '../registry/paths.js';

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
/** A record read for its edit form's title by the shell's frame (`startEarlyRecordRead`). */
let record: { sdk: Sdk; key: string; at: number; read: Promise<unknown> } | undefined;

export function startEarlyReads(sdk: Sdk, pathname: string): void {
  if (!sdk.session.isSignedIn()) return;
  sdk.on((event) => {
    if (event.kind !== 'session') return;
    identity = undefined;
    identityAnswered = undefined;
    identityAnswer = undefined;
    overview = undefined;
    record = undefined;
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

const recordKey = (collection: CollectionName, id: number) => `${collection}/${id}`;

/**
 * How long a record read here waits for the data provider to take it: the back office's code is
 * asked for once the frame that read it is drawn, and comes within seconds. One not taken by then
 * (that code failed to come) is read afresh.
 */
const RECORD_FRESH_MS = 10_000;

/**
 * One record, read by the shell's frame to title its edit form while react-admin's code is on its
 * way (layouts/shell-frame), once the access rule has let the person open that form; kept for the
 * data provider's read of the same record to take (`takeEarlyRecord`), so that the form makes one
 * read and is told of a failure once. `id` as the address gives it: text that is no number is no
 * record (the data provider's rule), and is not read.
 */
export function startEarlyRecordRead(sdk: Sdk, collection: CollectionName, id: string): Promise<unknown> | undefined {
  const recordId = Number(id);
  if (!sdk.session.isSignedIn() || !Number.isSafeInteger(recordId)) return undefined;
  const key = recordKey(collection, recordId);
  // Asked again before it was taken (React's development mode draws the frame twice): the same read.
  if (record?.sdk === sdk && record.key === key && Date.now() - record.at < RECORD_FRESH_MS) return record.read;
  const read: Promise<unknown> = collectionCalls(sdk).read(collection, recordId);
  // A read nobody takes must not surface as an unhandled rejection; its taker sees the failure.
  read.catch(() => undefined);
  record = { sdk, key, at: Date.now(), read };
  return read;
}

/** The record read above, once, by the data provider's read of the same record with the same SDK. */
export function takeEarlyRecord<C extends CollectionName>(
  sdk: Sdk,
  collection: C,
  id: number,
): Promise<CollectionRecord<C>> | undefined {
  const taken = record;
  if (taken?.sdk !== sdk || taken.key !== recordKey(collection, id)) return undefined;
  record = undefined;
  // The collection's record: the key names the collection it was read from.
  return Date.now() - taken.at < RECORD_FRESH_MS ? (taken.read as Promise<CollectionRecord<C>>) : undefined;
}
