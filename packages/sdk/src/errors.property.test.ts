/**
 * The error catalogue (section 8), for any status and any body: a message a person can read,
 * never a throw. Either one of the catalogue's sentences or the server's own short `message`;
 * 404, 500 and 504 always say the specification's words.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  SdkError,
  createSdk,
  describeFailure,
  memoryTokenStore,
  messages,
  serverMessageOf,
  type SdkEvent,
} from './index.js';

const CATALOGUE: readonly string[] = Object.values(messages);
const FIXED: Record<number, string> = {
  401: messages.notAuthorized,
  403: messages.refreshFailed,
  404: messages.notFound,
  500: messages.serverError,
  504: messages.serverError,
};

/** A message is the catalogue's, or the server's own sentence as the body gave it. */
function expectReadable(message: unknown, body: unknown): void {
  expect(typeof message).toBe('string');
  const text = message as string;
  expect(text.trim().length).toBeGreaterThan(0);
  if (CATALOGUE.includes(text)) return;
  expect(text).toBe(serverMessageOf(body));
  expect(text.length).toBeLessThanOrEqual(500);
  expect(text).not.toMatch(/<[a-z!/]/i);
}

const serverMessage = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary', maxLength: 600 }),
  fc.constantFrom('  The USDOT number is already registered. ', '<b>bold</b>', '<script>alert(1)</script>', ''),
);
const anyBody = fc.oneof(
  fc.anything(),
  fc.record({ message: fc.oneof(serverMessage, fc.anything()) }),
  fc.record({ message: serverMessage, errors: fc.dictionary(fc.string(), fc.array(fc.string())) }),
);

describe('describeFailure, for any status and any body', () => {
  it('answers a readable message and never throws', () => {
    fc.assert(
      fc.property(fc.integer({ min: 100, max: 599 }), anyBody, (status, body) => {
        const message = describeFailure(status, body);
        if (status in FIXED) expect(message).toBe(FIXED[status]);
        expectReadable(message, body);
      }),
      { numRuns: 5000 },
    );
  });

  it("says the specification's words for 404, 500 and 504, whatever the server sent", () => {
    fc.assert(
      fc.property(fc.constantFrom(404, 500, 504), anyBody, (status, body) => {
        expect(describeFailure(status, body)).toBe(
          status === 404 ? 'Page not found!' : 'Internal Server Error. Something went wrong!',
        );
      }),
    );
  });
});

/** What a server or a proxy in front of it may send back, as bytes and a content type. */
const responseBody = fc.oneof(
  fc.jsonValue().map((value) => JSON.stringify(value)),
  fc.anything().map((value) => {
    try {
      return JSON.stringify(value) ?? '';
    } catch {
      return String(typeof value);
    }
  }),
  fc.record({ message: serverMessage }).map((value) => JSON.stringify(value)),
  fc
    .tuple(
      fc.jsonValue().map((value) => JSON.stringify(value)),
      fc.nat(),
    )
    .map(([json, cut]) => json.slice(0, cut % (json.length + 1))),
  fc.uint8Array({ maxLength: 200 }),
  fc.constantFrom(
    '',
    '<!DOCTYPE html><html><head><title>502 Bad Gateway</title></head><body><h1>502</h1></body></html>',
    '<html><body>Service Unavailable</body></html>',
    '{"message": "truncat',
    'null',
    '"just a string"',
    '{"message":"<script>alert(1)</script>"}',
  ),
);
const contentType = fc.constantFrom(
  'application/json',
  'application/json; charset=utf-8',
  'application/problem+json',
  'text/html; charset=utf-8',
  'text/plain',
  'application/octet-stream',
  undefined,
);
/** `fetch` never hands a 1xx to a page, and these carry no body by definition. */
const NO_BODY = new Set([204, 205, 304]);

function answering(status: number, body: string | Uint8Array, type: string | undefined) {
  return () => {
    const headers = type === undefined ? undefined : { 'Content-Type': type };
    const payload = NO_BODY.has(status) ? null : typeof body === 'string' ? body : new Blob([body.slice()]);
    return Promise.resolve(new Response(payload, { status, headers }));
  };
}

function parsedOrRaw(body: string | Uint8Array): unknown {
  if (typeof body !== 'string') return undefined;
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return body;
  }
}

describe('a call through the SDK, for any answer', () => {
  it('resolves with data, or fails with an SdkError whose message and notifications are readable', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 200, max: 599 }),
        responseBody,
        contentType,
        fc.boolean(),
        async (status, body, type, signedIn) => {
          const tokens = memoryTokenStore();
          if (signedIn) tokens.setTokens({ access_token: 'access', refresh_token: '' });
          const sdk = createSdk({
            config: { API_URL: 'https://permits.example.com/api' },
            tokens,
            fetch: answering(status, body, type),
            // One answer each: the retries of a transient one have tests of their own (retries.test.ts).
            maxRetries: 0,
          });
          const events: SdkEvent[] = [];
          sdk.on((event) => events.push(event));
          const serverBody = parsedOrRaw(body);

          let failure: unknown;
          try {
            const result = await sdk.client.GET('/me');
            if (!result.response.ok) sdk.unwrap(result);
          } catch (error) {
            failure = error;
          }

          if (failure !== undefined) {
            expect(failure).toBeInstanceOf(SdkError);
            expectReadable((failure as SdkError).words, serverBody);
            if (status in FIXED) expect((failure as SdkError).words).toBe(FIXED[status]);
          } else {
            expect(status).toBeLessThan(400);
          }
          for (const event of events) {
            if (event.kind !== 'notify') continue;
            for (const message of event.message) expectReadable(message, serverBody);
          }
        },
      ),
      { numRuns: 1500 },
    );
  });
});
