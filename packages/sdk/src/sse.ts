/**
 * Server-Sent Events as the HTML standard reads them, for `GET /events`: a parser fed text in chunks
 * cut anywhere (inside a line, between a CR and its LF), and the contract's `LiveEvent` read from a
 * message's `data`. What does not read as one is skipped: a stream never throws into the app.
 */
import type { components } from './schema.js';

export type LiveEvent = components['schemas']['LiveEvent'];

export interface SseMessage {
  /** The `event:` field, `message` when none was given. */
  event: string;
  /** The `data:` lines, joined by line feeds. */
  data: string;
  /** The last `id:` the stream gave, as it stands when this message is dispatched. */
  id: string | undefined;
}

/** A line longer than this is not an event of ours: it is dropped, and the event it was part of. */
const MAX_LINE = 1024 * 1024;

export interface SseParser {
  /** Reads a chunk of text; returns the messages it completed, in order. */
  push(chunk: string): SseMessage[];
  /** The stream's `retry:` (ms), when it gave one. */
  readonly retry: number | undefined;
}

export function createSseParser(): SseParser {
  let pending = '';
  /** The previous chunk ended on a CR: a LF at the start of the next one ends no second line. */
  let afterCr = false;
  let started = false;
  let event = '';
  let data = '';
  let id: string | undefined;
  let retry: number | undefined;
  /** The event being read had a line too long to keep: it is not dispatched. */
  let broken = false;

  function line(text: string, out: SseMessage[]): void {
    if (text === '') {
      if (data !== '' && !broken) out.push({ event: event || 'message', data: data.slice(0, -1), id });
      data = '';
      event = '';
      broken = false;
      return;
    }
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon === -1 ? text : text.slice(0, colon);
    const value = colon === -1 ? '' : text.slice(text[colon + 1] === ' ' ? colon + 2 : colon + 1);
    if (field === 'data') data += `${value}\n`;
    else if (field === 'event') event = value;
    else if (field === 'id' && !value.includes('\0')) id = value;
    else if (field === 'retry' && /^\d+$/.test(value)) retry = Number(value);
  }

  return {
    push(chunk) {
      const out: SseMessage[] = [];
      if (!started && chunk) {
        started = true;
        if (chunk.startsWith('\uFEFF')) chunk = chunk.slice(1);
      }
      let start = 0;
      if (afterCr && chunk.startsWith('\n')) start = 1;
      if (chunk) afterCr = false;
      for (let index = start; index < chunk.length; index++) {
        const code = chunk.charCodeAt(index);
        if (code !== 10 && code !== 13) continue;
        line(pending + chunk.slice(start, index), out);
        pending = '';
        if (code === 13) {
          if (index + 1 === chunk.length) afterCr = true;
          else if (chunk.charCodeAt(index + 1) === 10) index++;
        }
        start = index + 1;
      }
      pending += chunk.slice(start);
      if (pending.length > MAX_LINE) {
        pending = '';
        broken = true;
      }
      return out;
    },
    get retry() {
      return retry;
    },
  };
}

type Fields = Record<string, unknown>;

const isObject = (value: unknown): value is Fields => typeof value === 'object' && value !== null;
const isText = (value: unknown, max = 200): value is string => typeof value === 'string' && value.length <= max;
const isId = (value: unknown): value is number => Number.isSafeInteger(value);

function isPerson(value: unknown): boolean {
  return isObject(value) && isId(value.id) && isText(value.name) && typeof value.editing === 'boolean';
}

/** The contract's shapes, checked as far as a client relies on them. */
const SHAPES: Record<LiveEvent['type'], (value: Fields) => boolean> = {
  ready: (value) => isText(value.last_event_id, 64),
  change: (value) =>
    isText(value.id, 64) &&
    value.id !== '' &&
    isText(value.collection, 64) &&
    isId(value.record_id) &&
    isId(value.version) &&
    isText(value.action, 64) &&
    isText(value.at, 64) &&
    (value.actor === null || (isObject(value.actor) && isId(value.actor.id) && isText(value.actor.name))),
  presence: (value) =>
    isText(value.collection, 64) &&
    isId(value.record_id) &&
    Array.isArray(value.people) &&
    value.people.every(isPerson),
  reset: (value) => value.reason === 'too-old' || value.reason === 'restarted',
};

/** A value as the contract's `LiveEvent`, or undefined when it is not one. */
export function asLiveEvent(value: unknown): LiveEvent | undefined {
  if (!isObject(value) || typeof value.type !== 'string' || !Object.hasOwn(SHAPES, value.type)) return undefined;
  return SHAPES[value.type as LiveEvent['type']](value) ? (value as LiveEvent) : undefined;
}

/** A message's event: its `data` as JSON, of the type its `event:` names (or of any, when it names none). */
export function readLiveEvent(message: SseMessage): LiveEvent | undefined {
  let value: unknown;
  try {
    value = JSON.parse(message.data);
  } catch {
    return undefined;
  }
  const event = asLiveEvent(value);
  return event && (message.event === 'message' || message.event === event.type) ? event : undefined;
}
