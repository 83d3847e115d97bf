/**
 * The live desk's two calls (openapi.yaml, "live"): the stream of changes and presence, and a
 * client saying where it is. The hub (live.ts) keeps both; these answer the requests.
 */
import type { components } from '@permit-office/sdk';
import { bearerToken } from '../auth.js';
import { currentState } from '../history.js';
import { companyOfRecord, mayRead } from '../live.js';
import { invalid, me, noContent, notFound, type Operations } from '../operation.js';

export const liveOperations: Operations = {
  streamEvents(ctx) {
    const token = bearerToken(ctx.request);
    // The router authenticated this token; it is the stream's, which ends when the token does.
    const user = ctx.auth.userForAccessToken(token);
    if (!token || !user) return { status: 401, body: { message: 'Unauthenticated.' } };
    // A bound on what one person holds of the server: a browser needs one stream, whatever its tabs.
    if (!ctx.live.mayOpen(user)) {
      return {
        status: 429,
        headers: { 'Retry-After': '30' },
        body: { message: 'Too many live streams are open for this account. Close a window of the app and try again.' },
      };
    }
    const stream = ctx.live.open(token, ctx.request.headers.get('Last-Event-ID'), ctx.request.signal);
    return new Response(stream, {
      status: 200,
      headers: {
        'Content-Type': 'text/event-stream; charset=utf-8',
        'Cache-Control': 'no-cache',
        // A proxy in front (nginx) would otherwise hold the events back to fill its buffer.
        'X-Accel-Buffering': 'no',
      },
    });
  },

  updatePresence(ctx) {
    const user = me(ctx);
    const input = ctx.body as components['schemas']['PresenceInput'];
    if (input.collection === null) {
      ctx.live.present(user, input.client_id, null, false);
      return noContent();
    }
    if (input.record_id === null) return invalid({ record_id: ['This field is required'] });
    // Only a record the caller may read can be named; another is as absent as reading it says.
    const state = currentState(ctx.db, input.collection, input.record_id);
    if (!state) return notFound();
    const company = companyOfRecord(input.collection, input.record_id, state);
    if (!mayRead(user, input.collection, company)) return notFound();
    ctx.live.present(
      user,
      input.client_id,
      { collection: input.collection, id: input.record_id, company },
      input.editing,
    );
    return noContent();
  },
};
