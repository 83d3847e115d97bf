/**
 * How one session is shared by several holders of the same tokens: the tabs of one browser share
 * the token cookies. Node tools hold their session alone and need none of this (the SDK's own
 * single flight is enough there); the browser entry point (`@permit-office/sdk/browser`) gives one
 * built on Web Locks and BroadcastChannel.
 */
import type { SessionReason } from './events.js';

export interface SessionChange {
  signedIn: boolean;
  reason: SessionReason;
  /** What the holder that changed it told its person, said again to the others. */
  message: string;
}

export interface SessionSync {
  /** Runs `task` while no other holder runs one: one token refresh at a time across every tab. */
  exclusive<T>(task: () => Promise<T>): Promise<T>;
  /** Tells the other holders that the session started or ended here. */
  announce(change: SessionChange): void;
  /** Hears what the other holders announce; returns the unsubscribe. */
  listen(listener: (change: SessionChange) => void): () => void;
  /**
   * Gives another holder's token change the moment it takes to reach this one: resolves once
   * `changed()` is true, or when the wait is over. A browser tells a tab of another tab's cookie
   * change asynchronously, later still on a busy machine; a refusal of our refresh token may only
   * mean that another tab rotated it and this tab does not see the new one yet.
   */
  settle(changed: () => boolean): Promise<void>;
}
