/**
 * `@permit-office/sdk/live`: the contract's live stream (`GET /events`, Server-Sent Events) as typed
 * events, and presence (`PUT /presence`), on an SDK made with `createSdk` or `createBrowserSdk`.
 *
 * - The stream is opened through the SDK's own client, so the session applies to it as to any call:
 *   the bearer header, one refresh in flight, a retry after a 401. It stops when the session ends
 *   and starts again at sign-in. When it drops (the network, the server, the token's expiry) it is
 *   opened again after a jittered, growing delay, with `Last-Event-ID`: the server replays what was
 *   missed, and a change already delivered is not delivered twice.
 * - `createLive`: one stream for one holder (a Node tool, a test). `createBrowserLive`: one stream
 *   per browser, however many tabs: the tab that holds a Web Lock reads it and passes every event to
 *   the others on a BroadcastChannel; only a visible tab competes for the lock, and no stream stays
 *   open while no tab is visible. Without Web Locks or BroadcastChannel, a stream per visible tab.
 *
 *     const live = createLive(sdk);
 *     const stop = live.subscribe((event) => { if (event.type === 'change') … });
 */
import type { Sdk } from './index.js';
import type { components } from './schema.js';
import { asLiveEvent, createSseParser, readLiveEvent, type LiveEvent } from './sse.js';

export type { LiveEvent } from './sse.js';
export type ReadyEvent = components['schemas']['ReadyEvent'];
export type ChangeEvent = components['schemas']['ChangeEvent'];
export type PresenceEvent = components['schemas']['PresenceEvent'];
export type ResetEvent = components['schemas']['ResetEvent'];
export type PresentPerson = components['schemas']['PresentPerson'];
export type HistoryCollection = components['schemas']['HistoryCollection'];

/**
 * `connecting`: opening, or waiting to open again after a drop; `open`: reading the stream;
 * `paused`: no tab of this browser is visible, so no stream is open; `closed`: nobody subscribes,
 * or there is no session to open it with.
 */
export type LiveStatus = 'connecting' | 'open' | 'paused' | 'closed';

/** Where this client's person is: a record, viewed or being edited. */
export interface PresencePlace {
  collection: HistoryCollection;
  record_id: number;
  editing: boolean;
}

export interface Live {
  /** Every event (typed by the contract), in order; opens the connection on the first subscriber, closes it after the last leaves. Returns the unsubscribe. */
  subscribe(listener: (event: LiveEvent) => void): () => void;
  /** Connection state changes (for a 'reconnecting' hint); told the current state at once. Returns the unsubscribe. */
  onStatus(listener: (status: LiveStatus) => void): () => void;
  /** Who is on a record now, as the latest presence event said ([] if nobody). */
  presenceOf(collection: string, recordId: number): PresentPerson[];
  /** Says where this client is (heartbeat every 5 s while set; null = nowhere). A PUT /presence through the SDK's client. */
  setPresence(where: PresencePlace | null): void;
  /** Closes everything it opened (stream, timers, channels, heartbeats). */
  close(): void;
}

/** As much of `navigator.locks` as is used. */
export interface LiveLocks {
  request(
    name: string,
    options: { signal?: AbortSignal },
    callback: (lock: unknown) => Promise<void>,
  ): Promise<unknown>;
}

/** As much of a BroadcastChannel as is used. */
export interface LiveChannel {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
  close(): void;
}

interface Events {
  addEventListener(type: string, listener: () => void): void;
  removeEventListener(type: string, listener: () => void): void;
}

/** What a browser gives a tab; `createBrowserLive` takes the page's own unless told otherwise. */
export interface LiveEnvironment {
  locks?: LiveLocks | undefined;
  BroadcastChannel?: (new (name: string) => LiveChannel) | undefined;
  /** Its `visibilityState` and `visibilitychange`. */
  document?: (Events & { readonly visibilityState: string }) | undefined;
  /** Where `pagehide` and `pageshow` are heard. */
  window?: Events | undefined;
}

export interface LiveOptions {
  /** The first delay before opening again after a drop, doubled at each failure in a row (with jitter); the server's `retry:` replaces it. Default 500 ms. */
  retryMs?: number;
  /** The longest delay before opening again. Default 30 s. */
  maxRetryMs?: number;
  /** How often a presence is said again while it stays. Default 5 s, as the contract asks. */
  heartbeatMs?: number;
  /** The Web Lock's and the channel's name (`createBrowserLive`): keeps two apps of one origin apart. */
  name?: string;
  /** `createBrowserLive`: the browser's APIs to use in place of the page's (tests; hosts other than a page). */
  environment?: LiveEnvironment;
}

export const DEFAULT_RETRY_MS = 500;
export const DEFAULT_MAX_RETRY_MS = 30_000;
export const HEARTBEAT_MS = 5_000;
const NAME = 'permit-office-live';
/** How many change ids are remembered to drop one delivered again (the API replays at most 1,000). */
const SEEN_LIMIT = 2_000;

function report(listener: (value: never) => void, value: unknown): void {
  // A failing listener must not stop the stream, nor hide the event from the others.
  try {
    (listener as (value: unknown) => void)(value);
  } catch (error) {
    console.error('A live listener failed', error);
  }
}

const presenceKey = (collection: string, recordId: number): string => `${collection}/${recordId}`;

/** One holder's view of the stream: its listeners, its status, presence, and where to resume. */
function createHub() {
  const listeners = new Set<(event: LiveEvent) => void>();
  const statusListeners = new Set<(status: LiveStatus) => void>();
  const presence = new Map<string, PresentPerson[]>();
  const seen = new Set<string>();
  let status: LiveStatus = 'closed';
  let lastId: string | undefined;
  /** The current connection's `ready.last_event_id`: where a `reset` leaves the client. */
  let readyId: string | undefined;

  return {
    listeners,
    statusListeners,
    presence,
    status: () => status,
    lastId: () => lastId,
    setStatus(next: LiveStatus): void {
      if (next === status) return;
      status = next;
      if (next === 'closed') presence.clear();
      for (const listener of [...statusListeners]) report(listener, next);
    },
    deliver(event: LiveEvent): void {
      switch (event.type) {
        case 'change':
          if (seen.has(event.id)) return;
          seen.add(event.id);
          if (seen.size > SEEN_LIMIT) seen.delete(seen.values().next().value as string);
          lastId = event.id;
          break;
        case 'ready':
          // A replay follows it: only a client that has seen nothing resumes from here.
          readyId = event.last_event_id;
          lastId ??= event.last_event_id;
          // Every record with someone on it is said again after `ready`.
          presence.clear();
          break;
        case 'presence':
          if (event.people.length) presence.set(presenceKey(event.collection, event.record_id), event.people);
          else presence.delete(presenceKey(event.collection, event.record_id));
          break;
        case 'reset':
          // What was missed is gone: the client reads afresh, and resumes from now on.
          lastId = readyId;
          break;
      }
      for (const listener of [...listeners]) report(listener, event);
    },
    /** A joining tab takes what the tab reading the stream knows. */
    adopt(id: string | undefined, people: [string, PresentPerson[]][]): void {
      lastId = id;
      presence.clear();
      for (const [key, list] of people) presence.set(key, list);
    },
  };
}

type Hub = ReturnType<typeof createHub>;

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done);
  });

/** `Retry-After` in seconds, as ms; 0 when absent or a date. */
function retryAfterOf(response: Response): number {
  const seconds = Number(response.headers.get('Retry-After') ?? '');
  return Number.isFinite(seconds) && seconds > 0 ? Math.min(seconds, 3_600) * 1_000 : 0;
}

interface ConnectionHooks {
  lastId(): string | undefined;
  deliver(event: LiveEvent): void;
  status(status: LiveStatus): void;
}

type Attempt = { refused: true } | { refused: false; opened: boolean; retry?: number | undefined; waitMs?: number };

/** One stream, opened again after each drop until stopped; what it reads goes to `hooks`. */
function createConnection(sdk: Sdk, options: LiveOptions, hooks: ConnectionHooks) {
  const cap = options.maxRetryMs ?? DEFAULT_MAX_RETRY_MS;
  let controller: AbortController | undefined;

  async function read(body: ReadableStream<Uint8Array>, signal: AbortSignal): Promise<Attempt> {
    const parser = createSseParser();
    const decoder = new TextDecoder();
    const reader = body.getReader();
    const cancel = () => void reader.cancel().catch(() => undefined);
    signal.addEventListener('abort', cancel);
    let opened = false;
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        for (const message of parser.push(decoder.decode(value, { stream: true }))) {
          const event = readLiveEvent(message);
          if (!event || signal.aborted) continue;
          if (event.type === 'ready') opened = true;
          hooks.deliver(event);
        }
      }
    } catch {
      // Dropped: opened again below.
    } finally {
      signal.removeEventListener('abort', cancel);
      cancel();
    }
    return { refused: false, opened, retry: parser.retry };
  }

  async function attempt(outer: AbortSignal): Promise<Attempt> {
    // Its own signal: a request the SDK's time limit gave up on is not left open behind it.
    const controller = new AbortController();
    const abort = () => controller.abort();
    outer.addEventListener('abort', abort);
    const { signal } = controller;
    try {
      // The stream keeps its own backoff and resume: the client's retries would only hide the
      // failures that pace them.
      const { data, response } = await sdk.withOptions({ maxRetries: 0 }).GET('/events', {
        parseAs: 'stream',
        headers: { Accept: 'text/event-stream', 'Last-Event-ID': hooks.lastId() },
        signal,
        // A background request that stays open: behind the page's own reads on a busy network
        // (Chromium sends a fetch at high priority), and not what a page's load waits for.
        priority: 'low',
      });
      // Refused after the session's refresh and retry: nothing to do until a sign-in.
      if (response.status === 401 || response.status === 403) return { refused: true };
      const isStream = response.headers.get('Content-Type')?.toLowerCase().startsWith('text/event-stream');
      if (!response.ok || !data || !isStream) {
        await data?.cancel().catch(() => undefined);
        return { refused: false, opened: false, waitMs: retryAfterOf(response) };
      }
      if (!outer.aborted) hooks.status('open');
      return await read(data, signal);
    } catch {
      return { refused: false, opened: false };
    } finally {
      outer.removeEventListener('abort', abort);
      controller.abort();
    }
  }

  async function run(signal: AbortSignal): Promise<void> {
    let base = options.retryMs ?? DEFAULT_RETRY_MS;
    let failures = 0;
    while (!signal.aborted) {
      if (!sdk.session.isSignedIn()) return hooks.status('closed');
      hooks.status('connecting');
      const outcome = await attempt(signal);
      if (signal.aborted) return;
      if (outcome.refused) return hooks.status('closed');
      if (outcome.retry !== undefined) base = outcome.retry;
      if (outcome.opened) failures = 0;
      // Full delay at worst, half at best: tabs of many browsers do not come back at the same moment.
      const delay = Math.min(cap, Math.max(1, base) * 2 ** failures) * (0.5 + Math.random() / 2);
      failures = Math.min(failures + 1, 30);
      hooks.status('connecting');
      await sleep(Math.max(delay, outcome.waitMs ?? 0), signal);
    }
  }

  return {
    start(): void {
      if (controller) return;
      const current = new AbortController();
      controller = current;
      void run(current.signal).finally(() => {
        if (controller === current) controller = undefined;
      });
    },
    stop(): void {
      controller?.abort();
      controller = undefined;
    },
  };
}

function newClientId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID().replaceAll('-', '');
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** This client's presence: said at once, again every `heartbeatMs` while it stays, and when it ends. */
function createPresence(sdk: Sdk, heartbeatMs: number) {
  const clientId = newClientId();
  let where: PresencePlace | null = null;
  let timer: ReturnType<typeof setInterval> | undefined;
  const stopBeating = () => {
    clearInterval(timer);
    timer = undefined;
  };

  function say(place: PresencePlace | null, keepalive = false): void {
    // Without a session the call could only fail, and a 401 with no token would end nothing but say so.
    if (!sdk.session.isSignedIn()) return;
    const body = {
      client_id: clientId,
      collection: place?.collection ?? null,
      record_id: place?.record_id ?? null,
      editing: place?.editing ?? false,
    };
    sdk.client.PUT('/presence', { body, keepalive }).then(
      ({ response }) => {
        // A record this person may not read (404), or a place refused (422), is refused at every beat.
        if (place && place === where && (response.status === 404 || response.status === 422)) stopBeating();
      },
      () => undefined,
    );
  }

  return {
    clientId,
    set(next: PresencePlace | null): void {
      const same =
        next && where
          ? next.collection === where.collection && next.record_id === where.record_id && next.editing === where.editing
          : next === where;
      if (same) return;
      stopBeating();
      where = next && { collection: next.collection, record_id: next.record_id, editing: next.editing };
      say(where);
      if (where) timer = setInterval(() => say(where), heartbeatMs);
    },
    /** The page goes away: said with `keepalive`, so that it leaves with the page. */
    leave(): void {
      if (where) say(null, true);
    },
    /** The page is back (from the back-forward cache). */
    resume(): void {
      if (where) say(where);
    },
    close(): void {
      if (where) say(null);
      where = null;
      stopBeating();
    },
  };
}

/** What tabs say to each other on the channel. */
type TabMessage =
  | { t: 'event'; event: LiveEvent }
  | { t: 'status'; status: LiveStatus }
  | { t: 'hello'; from: string }
  | { t: 'welcome'; to: string; lastId: string | undefined; presence: [string, PresentPerson[]][]; status: LiveStatus }
  | { t: 'left' };

const STATUSES: readonly string[] = ['connecting', 'open', 'paused', 'closed'];

function readTabMessage(value: unknown): TabMessage | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const message = value as Record<string, unknown>;
  switch (message.t) {
    case 'event': {
      const event = asLiveEvent(message.event);
      return event && { t: 'event', event };
    }
    case 'status':
      return STATUSES.includes(message.status as string) ? (message as TabMessage) : undefined;
    case 'hello':
      return typeof message.from === 'string' ? (message as TabMessage) : undefined;
    case 'welcome': {
      const { to, lastId, presence, status } = message;
      if (typeof to !== 'string' || !STATUSES.includes(status as string) || !Array.isArray(presence)) return undefined;
      if (lastId !== undefined && typeof lastId !== 'string') return undefined;
      const people = presence.filter(
        (entry): entry is [string, PresentPerson[]] =>
          Array.isArray(entry) && typeof entry[0] === 'string' && Array.isArray(entry[1]),
      );
      return { t: 'welcome', to, lastId, presence: people, status: status as LiveStatus };
    }
    case 'left':
      return { t: 'left' };
    default:
      return undefined;
  }
}

/**
 * A Live over `environment`: with locks and a channel, one stream among the holders that share
 * them (a browser's tabs); without, a stream of its own. Either way only while "visible".
 */
function assemble(sdk: Sdk, options: LiveOptions, environment: LiveEnvironment): Live {
  const hub: Hub = createHub();
  const presence = createPresence(sdk, options.heartbeatMs ?? HEARTBEAT_MS);
  const tabId = presence.clientId;
  const name = options.name ?? NAME;
  const { locks, BroadcastChannel: Channel, document: page, window: win } = environment;
  const shared = locks !== undefined && typeof Channel === 'function';

  let active = false;
  let closed = false;
  /** This holder reads the stream (holds the lock, where there is one). */
  let leading = false;
  let pageHidden = false;
  /** The status the tab reading the stream last gave; undefined while none is known to. */
  let heard: LiveStatus | undefined;
  let waiting: AbortController | undefined;
  let release: (() => void) | undefined;
  let channel: LiveChannel | undefined;
  let offSession: (() => void) | undefined;

  const visible = () => !pageHidden && page?.visibilityState !== 'hidden';
  /** Where this holder stands while it does not read the stream itself. */
  const idle = (): LiveStatus =>
    !active || !sdk.session.isSignedIn() ? 'closed' : (heard ?? (visible() ? 'connecting' : 'paused'));

  const connection = createConnection(sdk, options, {
    lastId: hub.lastId,
    deliver(event) {
      hub.deliver(event);
      channel?.postMessage({ t: 'event', event } satisfies TabMessage);
    },
    status(status) {
      hub.setStatus(status);
      channel?.postMessage({ t: 'status', status } satisfies TabMessage);
    },
  });

  function lead(): void {
    leading = true;
    heard = undefined;
    connection.start();
  }

  function stepDown(): void {
    if (!leading) return;
    leading = false;
    connection.stop();
    channel?.postMessage({ t: 'left' } satisfies TabMessage);
    release?.();
    release = undefined;
  }

  function compete(): void {
    if (!active || leading || waiting || !visible()) return;
    if (!shared) return lead();
    const controller = new AbortController();
    waiting = controller;
    locks
      .request(name, { signal: controller.signal }, () => {
        if (waiting === controller) waiting = undefined;
        // No longer a visible tab with subscribers: let the lock go at once, to one that is.
        if (!active || !visible() || leading) return Promise.resolve();
        return new Promise<void>((resolve) => {
          release = resolve;
          lead();
        });
      })
      .catch(() => {
        if (waiting === controller) waiting = undefined;
      });
  }

  function withdraw(): void {
    waiting?.abort();
    waiting = undefined;
  }

  function onMessage({ data }: { data: unknown }): void {
    const message = readTabMessage(data);
    if (!message || !active) return;
    if (message.t === 'hello') {
      if (!leading) return;
      const snapshot: TabMessage = {
        t: 'welcome',
        to: message.from,
        lastId: hub.lastId(),
        presence: [...hub.presence],
        status: hub.status(),
      };
      channel?.postMessage(snapshot);
      return;
    }
    // Only the tab reading the stream speaks for it.
    if (leading) return;
    if (message.t === 'event') hub.deliver(message.event);
    else if (message.t === 'status') {
      heard = message.status;
      hub.setStatus(heard);
    } else if (message.t === 'welcome' && message.to === tabId) {
      hub.adopt(message.lastId, message.presence);
      heard = message.status;
      hub.setStatus(heard);
    } else if (message.t === 'left') {
      heard = undefined;
      hub.setStatus(idle());
      compete();
    }
  }

  function onSession(event: Parameters<Parameters<Sdk['on']>[0]>[0]): void {
    if (event.kind !== 'session') return;
    if (!leading) return hub.setStatus(idle());
    if (event.signedIn) return connection.start();
    connection.stop();
    hub.setStatus('closed');
    channel?.postMessage({ t: 'status', status: 'closed' } satisfies TabMessage);
  }

  function onVisibility(): void {
    if (!active) return;
    if (visible()) {
      compete();
      if (!leading) hub.setStatus(idle());
      return;
    }
    // Hidden: no stream for this tab; another visible one takes over, or none stays open.
    withdraw();
    stepDown();
    hub.setStatus(idle());
  }

  function onPageHide(): void {
    presence.leave();
    pageHidden = true;
    onVisibility();
  }

  function onPageShow(): void {
    pageHidden = false;
    presence.resume();
    onVisibility();
  }

  page?.addEventListener('visibilitychange', onVisibility);
  win?.addEventListener('pagehide', onPageHide);
  win?.addEventListener('pageshow', onPageShow);

  function activate(): void {
    active = true;
    offSession = sdk.on(onSession);
    if (shared) {
      channel = new Channel(name);
      // Where a channel can keep a process alive (Node), this one must not.
      (channel as { unref?: () => void }).unref?.();
      channel.addEventListener('message', onMessage);
      channel.postMessage({ t: 'hello', from: tabId } satisfies TabMessage);
    }
    hub.setStatus(idle());
    compete();
  }

  function deactivate(): void {
    active = false;
    offSession?.();
    offSession = undefined;
    withdraw();
    stepDown();
    heard = undefined;
    channel?.close();
    channel = undefined;
    hub.setStatus('closed');
  }

  return {
    subscribe(listener) {
      if (closed) return () => undefined;
      // Its own entry: the same function subscribed twice is two subscriptions.
      const entry = (event: LiveEvent) => listener(event);
      hub.listeners.add(entry);
      if (!active) activate();
      let subscribed = true;
      return () => {
        if (!subscribed) return;
        subscribed = false;
        hub.listeners.delete(entry);
        // Left and joined again in the same task (a screen replaced by another): the stream stays.
        queueMicrotask(() => {
          if (active && hub.listeners.size === 0) deactivate();
        });
      };
    },
    onStatus(listener) {
      if (closed) return () => undefined;
      const entry = (status: LiveStatus) => listener(status);
      hub.statusListeners.add(entry);
      report(entry, hub.status());
      return () => void hub.statusListeners.delete(entry);
    },
    presenceOf(collection, recordId) {
      return hub.presence.get(presenceKey(collection, recordId)) ?? [];
    },
    setPresence(where) {
      if (!closed) presence.set(where);
    },
    close() {
      if (closed) return;
      if (active) deactivate();
      closed = true;
      hub.listeners.clear();
      hub.statusListeners.clear();
      presence.close();
      page?.removeEventListener('visibilitychange', onVisibility);
      win?.removeEventListener('pagehide', onPageHide);
      win?.removeEventListener('pageshow', onPageShow);
    },
  };
}

/** The live stream for one holder (a Node tool, a test): one connection while anyone subscribes. */
export function createLive(sdk: Sdk, options: LiveOptions = {}): Live {
  return assemble(sdk, options, {});
}

/**
 * The live stream as a browser's tabs share it: one connection per browser, read by a visible tab
 * that holds the Web Lock `permit-office-live` and passed on to the others; none while no tab is
 * visible. Where the browser lacks Web Locks or BroadcastChannel, a connection per visible tab.
 */
export function createBrowserLive(sdk: Sdk, options: LiveOptions = {}): Live {
  const host = globalThis as {
    navigator?: { locks?: LiveLocks };
    BroadcastChannel?: new (name: string) => LiveChannel;
    document?: LiveEnvironment['document'];
    addEventListener?: unknown;
  };
  return assemble(sdk, options, {
    locks: host.navigator?.locks,
    BroadcastChannel: host.BroadcastChannel,
    document: host.document,
    window: typeof host.addEventListener === 'function' ? (host as unknown as Events) : undefined,
    ...options.environment,
  });
}
