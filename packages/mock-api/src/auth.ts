/**
 * Tokens as a real backend issues them: access tokens that expire after `accessTokenTtlSeconds`
 * (shaped as JWTs with `sub` and `exp`, so diagnostics can read their expiry), and refresh tokens
 * that rotate and are single use.
 *
 * Every token belongs to a session: one sign-in and every pair rotated from it. A session ends on
 * the server, all of it at once: signed out (`POST /logout`), a rotated refresh token reused (one
 * of its two holders is a thief), the person's password changed in another session, the person
 * deactivated.
 */
import type { Db, User } from './db/store.js';

const base64url = (text: string) => btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

const randomId = () => crypto.randomUUID().replace(/-/g, '');

/** The bearer token a request carries in `Authorization`, if any. */
export const bearerToken = (request: Request): string | undefined =>
  /^Bearer\s+(.+)$/i.exec(request.headers.get('Authorization') ?? '')?.[1]?.trim();

interface AccessGrant {
  userId: number;
  expiresAt: number;
  /** The sign-in it was issued under. */
  session: string;
}

export interface TokenPair {
  access_token: string;
  refresh_token: string;
}

export interface AuthOptions {
  now: () => Date;
  accessTokenTtlSeconds: number;
  /** Where a password reset link would be emailed; the local server prints it. */
  onResetLink?: ((email: string, token: string) => void) | undefined;
  /**
   * Told when tokens stop working before their time (a sign-out of everyone, a deactivated user):
   * the live streams opened with them are closed at once, not at their next message.
   */
  onRevoke?: (() => void) | undefined;
}

/**
 * How long a used refresh token is still answered with the pair it was exchanged for: a refresh
 * whose answer never reached the client (its tab reloaded meanwhile) does not end the session.
 */
export const REFRESH_REUSE_MS = 30_000;

export function createAuth(db: Db, options: AuthOptions) {
  const access = new Map<string, AccessGrant>();
  /**
   * Refresh token → user; a used token stays known (to answer 401, not 404) but is marked used,
   * with the pair it was exchanged for and when (the reuse interval, `rotate`).
   */
  const refresh = new Map<
    string,
    { userId: number; session: string; used: boolean; exchanged?: { pair: TokenPair; at: number } }
  >();
  const resetTokens = new Map<string, number>();
  /** What would have been e-mailed, newest last (read by tests through GET /__outbox). */
  const outbox: { to: string; subject: string; link: string; sent_at: string }[] = [];

  /** A pair for `user`, of a new session unless `session` names the one it is rotated within. */
  function issue(user: User, session: string = randomId()): TokenPair {
    const issuedAt = Math.floor(options.now().getTime() / 1000);
    const exp = issuedAt + options.accessTokenTtlSeconds;
    const header = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
    const payload = base64url(
      JSON.stringify({ sub: String(user.id), role: user.role, iat: issuedAt, exp, jti: randomId() }),
    );
    // The signature is not checked by anyone: tokens are looked up, as an opaque-token server would.
    const accessToken = `${header}.${payload}.${base64url(randomId())}`;
    access.set(accessToken, { userId: user.id, expiresAt: exp * 1000, session });
    const refreshToken = `rt_${randomId()}${randomId()}`;
    refresh.set(refreshToken, { userId: user.id, session, used: false });
    return { access_token: accessToken, refresh_token: refreshToken };
  }

  /** Every token of the sessions `ending` picks stops working, and their streams close. */
  function endSessions(ending: (grant: { userId: number; session: string }) => boolean): void {
    for (const [token, grant] of access) if (ending(grant)) access.delete(token);
    for (const grant of refresh.values()) if (ending(grant)) grant.used = true;
    options.onRevoke?.();
  }

  return {
    issue: (user: User) => issue(user),
    outbox,

    /** The user behind a bearer token, if the token is known, unexpired and the user still active. */
    userForAccessToken(token: string | undefined): User | undefined {
      if (!token) return undefined;
      const grant = access.get(token);
      if (!grant) return undefined;
      if (grant.expiresAt <= options.now().getTime()) {
        access.delete(token);
        return undefined;
      }
      const user = db.users.get(grant.userId);
      return user?.active ? user : undefined;
    },

    /**
     * When a known access token expires (milliseconds since the epoch); undefined for a token
     * that is not known (any more).
     */
    expiresAt(token: string): number | undefined {
      return access.get(token)?.expiresAt;
    },

    /** The session a known access token belongs to. */
    sessionOf(token: string | undefined): string | undefined {
      return token === undefined ? undefined : access.get(token)?.session;
    },

    /** Signing out: the session of `refreshToken` ends, whatever is left of it (nothing is told). */
    signOut(refreshToken: string): void {
      const session = refresh.get(refreshToken)?.session;
      if (session !== undefined) endSessions((grant) => grant.session === session);
    },

    /**
     * A new pair for an unused refresh token; the old one can never be used again, but for a
     * refresh whose answer was lost: sent again within REFRESH_REUSE_MS, it gets the pair it was
     * exchanged for, while that pair's own refresh token is unused (openapi.yaml, `/refresh`).
     */
    rotate(token: string): TokenPair | undefined {
      const grant = refresh.get(token);
      if (!grant) return undefined;
      const now = options.now().getTime();
      const user = db.users.get(grant.userId);
      if (grant.used) {
        const exchanged = grant.exchanged;
        const inInterval = exchanged !== undefined && now - exchanged.at <= REFRESH_REUSE_MS;
        const successor = exchanged && refresh.get(exchanged.pair.refresh_token);
        if (inInterval && successor && !successor.used && user?.active) return exchanged.pair;
        // Reused past the interval: two holders have it, one of them likely a thief. The whole
        // session ends, the tokens rotated from it included.
        if (!inInterval) endSessions((other) => other.session === grant.session);
        return undefined;
      }
      grant.used = true;
      if (!user?.active) return undefined;
      const pair = issue(user, grant.session);
      grant.exchanged = { pair, at: now };
      return pair;
    },

    /** A single-use password reset token, "emailed" to the user. */
    sendResetLink(user: User): void {
      const token = randomId();
      resetTokens.set(token, user.id);
      outbox.push({
        to: user.email,
        subject: 'Reset your password',
        link: `/restore-password?token=${token}`,
        sent_at: options.now().toISOString(),
      });
      options.onResetLink?.(user.email, token);
    },

    /** The user a reset token was sent to; the token is spent. */
    takeResetToken(token: string): number | undefined {
      const userId = resetTokens.get(token);
      resetTokens.delete(token);
      return userId;
    },

    /** Every access token expires now; refresh tokens keep working (tests of the refresh flow). */
    expireAccessTokens(): void {
      access.clear();
      options.onRevoke?.();
    },

    /** Every session ends: no access or refresh token works any more (tests of a refused refresh). */
    revokeAll(): void {
      endSessions(() => true);
    },

    /**
     * Every session of a user ends (a deactivated account, a password reset), but `keep`'s: the
     * one that changed the password stays signed in.
     */
    revokeUser(userId: number, keep?: string): void {
      endSessions((grant) => grant.userId === userId && grant.session !== keep);
    },
  };
}

export type Auth = ReturnType<typeof createAuth>;
