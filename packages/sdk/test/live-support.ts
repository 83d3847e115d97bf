/**
 * A small live API over MSW, as the contract describes `GET /events` and `PUT /presence`: changes
 * kept in a log with ids `<run>-<sequence>`, replayed after `Last-Event-ID`; a stream per request
 * that the test can write to and end; tokens that expire and a refresh that renews them. It counts
 * the streams open at each moment, as a server would see them.
 */
import { HttpResponse, http } from 'msw';
import type { ChangeEvent, LiveEvent, PresenceEvent, PresentPerson } from '../src/live.js';
import { createSdk, memoryTokenStore, type SdkEvent } from '../src/index.js';
import { API_URL, api, server } from './support.js';

type Collection = PresenceEvent['collection'];

/** One message as the API writes it: `id` for a change, `event` its type, `data` its JSON. */
export function frame(event: LiveEvent): string {
  const id = event.type === 'change' ? `id: ${event.id}\n` : '';
  return `${id}event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`;
}

export function change(id: string, recordId = 1, collection: Collection = 'companies'): ChangeEvent {
  return {
    type: 'change',
    id,
    collection,
    record_id: recordId,
    version: 2,
    action: 'updated',
    actor: { id: 7, name: 'Ada Admin', role: 'admin' },
    at: '2026-01-05T10:00:00Z',
  };
}

interface Stream {
  lastEventId: string | null;
  authorization: string | null;
  write(text: string): void;
  end(): void;
  closed: boolean;
}

export interface PresenceCall {
  body: { client_id: string; collection: string | null; record_id: number | null; editing: boolean };
  authorization: string | null;
}

export function liveApi(options: { run?: string; keep?: number } = {}) {
  const encoder = new TextEncoder();
  const state = {
    run: options.run ?? 'r1',
    sequence: 0,
    log: [] as ChangeEvent[],
    /** Every stream asked for, in order (refused ones included). */
    requests: [] as { lastEventId: string | null; status: number }[],
    streams: [] as Stream[],
    access: 'access-1',
    refresh: 'refresh-1',
    refreshCalls: 0,
    refuseRefresh: false,
    /** Who is on which record, sent after `ready` to each new stream. */
    present: new Map<string, PresentPerson[]>(),
    presence: [] as PresenceCall[],
    /** The answer to the next stream requests, instead of a stream. */
    failWith: undefined as number | undefined,
  };
  const keep = options.keep ?? 1_000;
  const open = () => state.streams.filter((stream) => !stream.closed);

  function replay(after: string | null): LiveEvent[] {
    if (after === null) return [];
    const [run, sequence] = after.split('-');
    if (run !== state.run) return [{ type: 'reset', reason: 'restarted' }];
    const from = Number(sequence);
    const first = state.log[0];
    if (first && from < Number(first.id.split('-')[1]) - 1) return [{ type: 'reset', reason: 'too-old' }];
    return state.log.filter((event) => Number(event.id.split('-')[1]) > from);
  }

  server.use(
    http.post(api('/refresh'), async ({ request }) => {
      state.refreshCalls++;
      const { token } = (await request.json()) as { token?: string };
      if (state.refuseRefresh || token !== state.refresh) {
        return HttpResponse.json({ message: 'Invalid refresh token' }, { status: 401 });
      }
      const generation = state.refreshCalls + 1;
      state.access = `access-${generation}`;
      state.refresh = `refresh-${generation}`;
      return HttpResponse.json({ access_token: state.access, refresh_token: state.refresh });
    }),
    http.get(api('/events'), ({ request }) => {
      const lastEventId = request.headers.get('Last-Event-ID');
      const authorization = request.headers.get('Authorization');
      if (authorization !== `Bearer ${state.access}`) {
        state.requests.push({ lastEventId, status: 401 });
        return HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 });
      }
      if (state.failWith) {
        state.requests.push({ lastEventId, status: state.failWith });
        return HttpResponse.json({ message: 'Unavailable' }, { status: state.failWith });
      }
      state.requests.push({ lastEventId, status: 200 });
      let controller!: ReadableStreamDefaultController<Uint8Array>;
      const stream: Stream = {
        lastEventId,
        authorization,
        closed: false,
        write(text) {
          if (!stream.closed) controller.enqueue(encoder.encode(text));
        },
        end() {
          if (stream.closed) return;
          stream.closed = true;
          controller.close();
        },
      };
      const body = new ReadableStream<Uint8Array>({
        start(c) {
          controller = c;
        },
        cancel() {
          stream.closed = true;
        },
      });
      // The client left: MSW tells the handler through the request's signal.
      request.signal.addEventListener('abort', () => {
        stream.closed = true;
      });
      state.streams.push(stream);
      const latest = state.log.at(-1)?.id ?? `${state.run}-0`;
      let opening = frame({ type: 'ready', last_event_id: latest });
      for (const event of replay(lastEventId)) opening += frame(event);
      for (const [key, people] of state.present) {
        const [collection, id] = key.split('/') as [Collection, string];
        opening += frame({ type: 'presence', collection, record_id: Number(id), people });
      }
      stream.write(opening);
      return new HttpResponse(body, {
        headers: { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-store' },
      });
    }),
    http.put(api('/presence'), async ({ request }) => {
      const body = (await request.json()) as PresenceCall['body'];
      state.presence.push({ body, authorization: request.headers.get('Authorization') });
      return new HttpResponse(null, { status: 204 });
    }),
  );

  return {
    state,
    /** The streams open now, as the server counts them. */
    open,
    /** A change made now: kept, and sent to every open stream. */
    change(recordId = 1): ChangeEvent {
      const event = change(`${state.run}-${++state.sequence}`, recordId);
      state.log.push(event);
      if (state.log.length > keep) state.log.shift();
      for (const stream of open()) stream.write(frame(event));
      return event;
    },
    /** Who is on a record now, told to every open stream. */
    presence(collection: Collection, recordId: number, people: PresentPerson[]): void {
      if (people.length) state.present.set(`${collection}/${recordId}`, people);
      else state.present.delete(`${collection}/${recordId}`);
      for (const stream of open()) stream.write(frame({ type: 'presence', collection, record_id: recordId, people }));
    },
    /** Every open stream ends (a dropped connection, a restarted proxy). */
    drop(): void {
      for (const stream of open()) stream.end();
    },
    /** The access token expires: the streams it opened end, as the contract says. */
    expire(): void {
      state.access = 'expired';
      for (const stream of open()) stream.end();
    },
  };
}

/** An SDK signed in as the live API expects, with every event it emits recorded. */
export function signedInSdk(tokens = memoryTokenStore({ access_token: 'access-1', refresh_token: 'refresh-1' })) {
  const sdk = createSdk({ config: { API_URL }, tokens });
  const events: SdkEvent[] = [];
  sdk.on((event) => events.push(event));
  return Object.assign(sdk, { events, tokens });
}

/** The change ids among events, in the order they came. */
export const changeIds = (events: LiveEvent[]): string[] =>
  events.flatMap((event) => (event.type === 'change' ? [event.id] : []));
