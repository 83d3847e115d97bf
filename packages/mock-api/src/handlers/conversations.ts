/**
 * A permit request's conversation between staff and the member's company, staff's internal notes on
 * it, each person's notifications, their choice of what comes by e-mail, and the outbox of the
 * e-mails (openapi.yaml, tag `conversations`).
 *
 * A member reads and writes only their company's conversations and never an internal note: not in
 * the list, not on the live stream (the message's own audience), not through a file attached to
 * one (handlers/files.ts reads a message's attachments by the same rule).
 */
import type { components } from '@permit-office/sdk';
import type { PermitMessageRow, User } from '../db/store.js';
import { fileTargetOf } from '../file-links.js';
import { emailKindsOf, membersOf, notify, type Notifier } from '../notify.js';
import {
  conflict,
  forbidden,
  invalid,
  isStaff,
  me,
  noContent,
  notFound,
  ok,
  type Ctx,
  type Operations,
} from '../operation.js';
import { mayReadFile } from './files.js';
import { presentPermit, transitionPermitRequest } from './permits.js';

type S = components['schemas'];

/** Whether `user` may read a message: staff any; a member their company's, never an internal note. */
export const mayReadMessage = (user: User, message: Pick<PermitMessageRow, 'company_id' | 'internal'>): boolean =>
  isStaff(user) || (!message.internal && message.company_id === user.company_id);

/** Who hears of a message: made out of the request's scope, so the live stream keeps only the message. */
const readersOf = (message: PermitMessageRow) => (reader: User) => mayReadMessage(reader, message);

/** The request the path names, if the caller may read it (another company's is a 404, as an unknown id). */
function requestOf(ctx: Ctx) {
  const user = me(ctx);
  const request = ctx.db.permitRequests.get(ctx.params.id ?? 0);
  return request && (isStaff(user) || request.company_id === user.company_id) ? request : undefined;
}

const presentMessage = (row: PermitMessageRow): S['PermitMessage'] => ({
  id: row.id,
  permit_request_id: row.permit_request_id,
  author: row.author,
  body: row.body,
  attachments: row.attachments,
  internal: row.internal,
  ask: row.ask,
  created_at: row.created_at,
});

function pageOf<T>(rows: readonly T[], ctx: Ctx): T[] {
  const page = typeof ctx.query.page === 'number' ? ctx.query.page : 1;
  const perPage = typeof ctx.query.per_page === 'number' ? ctx.query.per_page : 25;
  return rows.slice((page - 1) * perPage, page * perPage);
}

const notifierOf = (ctx: Ctx): Notifier => ({
  db: ctx.db,
  now: () => ctx.now(),
  appUrl: ctx.appUrl,
  tell: (change) => ctx.tell(change),
});

const actorOf = (user: User): S['Actor'] => ({ id: user.id, name: user.name, role: user.role });

export const conversationOperations: Operations = {
  listPermitRequestMessages(ctx) {
    const user = me(ctx);
    const request = requestOf(ctx);
    if (!request) return notFound();
    const messages = ctx.db.messages
      .all()
      .filter((row) => row.permit_request_id === request.id && mayReadMessage(user, row))
      .sort((a, b) => a.id - b.id);
    return ok({ data: pageOf(messages, ctx).map(presentMessage), total: messages.length });
  },

  postPermitRequestMessage(ctx) {
    const user = me(ctx);
    const request = requestOf(ctx);
    if (!request) return notFound();
    const input = ctx.body as S['PermitMessageInput'];
    const internal = input.internal ?? false;
    const ask = input.ask ?? false;
    if (!isStaff(user) && (internal || ask)) return forbidden();
    if (internal && ask) return invalid({ ask: ['An internal note asks the member nothing.'] });
    const body = input.body.trim();
    if (!body) return invalid({ body: ['This field is required'] });
    // Each attachment is a stored file the writer may read, named as it was stored (not as claimed).
    const attachments: S['FileRecord'][] = [];
    for (const [index, attachment] of (input.attachments ?? []).entries()) {
      const target = fileTargetOf(`/${attachment.link.replace(/^\/+/, '')}`);
      const file = target?.kind === 'file' ? ctx.db.files.get(target.id) : undefined;
      if (!file || !mayReadFile(ctx.db, user, file)) {
        return invalid({ [`attachments.${index}`]: ['Invalid format'] });
      }
      attachments.push({ id: file.id, link: `files/${file.id}`, name: file.name });
    }
    if (ask && request.status !== 'submitted' && request.status !== 'in_review') {
      return conflict(
        `A permit request that is ${request.status.replace(/_/g, ' ')} cannot wait on the member: ask while it is submitted or in review.`,
      );
    }

    const at = ctx.now().toISOString();
    const message = ctx.db.messages.insert({
      permit_request_id: request.id,
      company_id: request.company_id,
      author: actorOf(user),
      body,
      attachments,
      internal,
      ask,
      created_at: at,
    });
    ctx.audit(
      'create',
      'messages',
      request.id,
      `${internal ? 'Internal note' : ask ? 'Question' : 'Message'} on ${request.number}`,
    );
    ctx.tell({
      collection: 'messages',
      record_id: request.id,
      action: 'created',
      actor: actorOf(user),
      at,
      audience: readersOf(message),
    });

    // A question moves the request to wait on the member; their answer moves it back to review.
    const moveTo = ask
      ? 'waiting_on_member'
      : !isStaff(user) && request.status === 'waiting_on_member'
        ? 'in_review'
        : null;
    if (moveTo) {
      const moved = transitionPermitRequest({ ...ctx, body: { status: moveTo, note: null } });
      if (moved instanceof Response || moved.status !== 200) return moved;
    }
    const notifier = notifierOf(ctx);
    const now = ctx.db.permitRequests.get(request.id) ?? request;
    const about = {
      permit_request_id: request.id,
      invoice_id: null,
      number: request.number,
      status: now.status,
      actor_name: user.name,
      due_date: null,
    };
    if (ask) {
      for (const member of membersOf(ctx.db, request.company_id)) {
        notify(notifier, member, { ...about, kind: 'question' }, actorOf(user));
      }
    }
    if (moveTo === 'in_review' && now.agent_id != null && now.agent_id !== user.id) {
      const assignee = ctx.db.users.get(now.agent_id);
      if (assignee?.active) notify(notifier, assignee, { ...about, kind: 'answer' }, actorOf(user));
    }
    return { status: 201, body: { data: presentMessage(message), permit_request: presentPermit(now, ctx) } };
  },

  listNotifications(ctx) {
    const user = me(ctx);
    const mine = ctx.db.notifications
      .all()
      .filter((row) => row.user_id === user.id)
      .sort((a, b) => b.id - a.id);
    const shown = ctx.query.unread === true ? mine.filter((row) => row.read_at === null) : mine;
    return ok({
      data: pageOf(shown, ctx).map(({ user_id: _owner, ...notification }) => notification),
      total: shown.length,
      unread: mine.filter((row) => row.read_at === null).length,
    });
  },

  markNotificationRead(ctx) {
    const user = me(ctx);
    const row = ctx.db.notifications.get(ctx.params.id ?? 0);
    if (!row || row.user_id !== user.id) return notFound();
    if (row.read_at === null) markRead(ctx, user, [row.id]);
    return noContent();
  },

  markAllNotificationsRead(ctx) {
    const user = me(ctx);
    const unread = ctx.db.notifications.all().filter((row) => row.user_id === user.id && row.read_at === null);
    markRead(
      ctx,
      user,
      unread.map((row) => row.id),
    );
    return noContent();
  },

  getNotificationSettings(ctx) {
    return ok({ data: { email: emailKindsOf(me(ctx)) } });
  },

  updateNotificationSettings(ctx) {
    const user = me(ctx);
    const { email } = ctx.body as S['NotificationSettings'];
    const updated = ctx.db.users.update(user.id, { email_notifications: [...new Set(email)] }, { quietly: true });
    return ok({ data: { email: emailKindsOf(updated ?? user) } });
  },

  listOutbox(ctx) {
    const to = typeof ctx.query.to === 'string' ? ctx.query.to.toLowerCase() : undefined;
    const mails = ctx.db.outbox
      .all()
      .filter((row) => to === undefined || row.to.toLowerCase() === to)
      .sort((a, b) => b.id - a.id);
    return ok({ data: pageOf(mails, ctx).map(({ user_id: _owner, ...mail }) => mail), total: mails.length });
  },
};

/** The notifications read now, each told to its person's other tabs and browsers. */
function markRead(ctx: Ctx, user: User, ids: readonly number[]): void {
  const at = ctx.now().toISOString();
  for (const id of ids) {
    ctx.db.notifications.update(id, { read_at: at });
    ctx.tell({
      collection: 'notifications',
      record_id: id,
      action: 'updated',
      actor: actorOf(user),
      at,
      audience: (reader) => reader.id === user.id,
    });
  }
}
