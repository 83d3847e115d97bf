/** Sign-in, refresh, password reset, the feedback popup, the own profile and account deletion. */
import type { components } from '@permit-office/sdk';
import { bearerToken } from '../auth.js';
import type { User } from '../db/store.js';
import { invalid, me, noContent, notFound, ok, type Operations } from '../operation.js';

type Body<Name extends keyof components['schemas']> = components['schemas'][Name];

export const identityOf = (user: User) => ({
  id: user.id,
  name: user.name,
  email: user.email,
  role: user.role,
  company_id: user.company_id,
  avatar: user.avatar,
  version: user.version,
});

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export const sessionOperations: Operations = {
  login(ctx) {
    const { email, password } = ctx.body as Body<'Credentials'>;
    const user = ctx.db.users.all().find((candidate) => sameEmail(candidate.email, email));
    if (!user || user.password !== password || !user.active) {
      return { status: 401, body: { message: 'These credentials do not match our records.' } };
    }
    ctx.db.users.update(user.id, { last_sign_in_at: ctx.now().toISOString() }, { quietly: true });
    ctx.user = user;
    ctx.audit('login', 'session', user.id, `${user.name} signed in`);
    return ok({ ...ctx.auth.issue(user), show_popup: !user.popup_shown });
  },

  refresh(ctx) {
    const { token } = ctx.body as Body<'RefreshRequest'>;
    const pair = ctx.auth.rotate(token);
    return pair
      ? ok(pair)
      : { status: 401, body: { message: 'The refresh token is invalid or has already been used.' } };
  },

  logout(ctx) {
    const { token } = ctx.body as Body<'RefreshRequest'>;
    // 204 whatever the token was: the answer tells nothing of anyone's sessions.
    ctx.auth.signOut(token);
    return noContent();
  },

  resetPassword(ctx) {
    const form = ctx.body as Body<'ResetForm'>;
    if ('email' in form) {
      const user = ctx.db.users.all().find((candidate) => sameEmail(candidate.email, form.email));
      if (!user) return ok({ success: false, data: { message: "We can't find a user with that email address." } });
      ctx.auth.sendResetLink(user);
      return ok({ success: true, data: { message: 'We have emailed your password reset link.' } });
    }
    if (form.password !== form.password_confirmation) {
      return invalid({ password_confirmation: ['The password confirmation does not match.'] });
    }
    const userId = ctx.auth.takeResetToken(form.token);
    if (userId === undefined) return ok({ success: false, data: { message: 'This password reset token is invalid.' } });
    ctx.db.users.update(userId, { password: form.password });
    ctx.auth.revokeUser(userId);
    return ok({ success: true, data: { message: 'Your password has been reset.' } });
  },

  registerPopupShown(ctx) {
    const user = me(ctx);
    if (ctx.params.id !== user.id) return notFound();
    ctx.db.users.update(user.id, { popup_shown: true }, { quietly: true });
    return noContent();
  },

  getIdentity(ctx) {
    return ok({ data: identityOf(me(ctx)) });
  },

  updateIdentity(ctx) {
    const user = me(ctx);
    const input = ctx.body as Body<'ProfileInput'>;
    if (ctx.db.users.all().some((other) => other.id !== user.id && sameEmail(other.email, input.email))) {
      return invalid({ email: ['This email is already taken.'] });
    }
    const updated =
      ctx.db.users.update(user.id, { name: input.name, email: input.email, avatar: input.avatar ?? null }) ?? user;
    ctx.audit('update', 'profile', user.id, `${updated.name} updated their profile`);
    return ok({ data: identityOf(updated) });
  },

  changeOwnPassword(ctx) {
    const user = me(ctx);
    const input = ctx.body as Body<'PasswordChange'>;
    if (input.current_password !== user.password) {
      return invalid({ current_password: ['The current password is incorrect.'] });
    }
    if (input.password !== input.password_confirmation) {
      return invalid({ password_confirmation: ['The password confirmation does not match.'] });
    }
    ctx.db.users.update(user.id, { password: input.password });
    // Whoever else holds a session of this person (the reason to change a password) is signed out.
    ctx.auth.revokeUser(user.id, ctx.auth.sessionOf(bearerToken(ctx.request)));
    ctx.audit('update', 'profile', user.id, `${user.name} changed their password`);
    return noContent();
  },

  requestAccountDeletion(ctx) {
    const input = ctx.body as Body<'AccountDeletionInput'>;
    const user = ctx.db.users.all().find((candidate) => sameEmail(candidate.email, input.email));
    if (!user || user.password !== input.password) {
      return invalid({ password: ['These credentials do not match our records.'] });
    }
    const request = ctx.db.deletionRequests.insert({
      email: user.email,
      user_id: user.id,
      created_at: ctx.now().toISOString(),
    });
    ctx.db.users.update(user.id, { active: false });
    ctx.auth.revokeUser(user.id);
    return ok(
      {
        data: {
          id: request.id,
          email: user.email,
          status: 'received',
          message:
            'Your account deletion request has been received. Your account and its data will be deleted within 30 days.',
        },
      },
      202,
    );
  },
};
