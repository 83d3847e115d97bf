/**
 * An operation's answers (a JSON reply, or a refusal a record builder gives instead of a record)
 * and who is staff: what every part of the mock API answers with, importing nothing of the
 * request's machinery, so that the context (operation.ts), the history, the live streams and the
 * access rule can all use it without importing each other.
 */
import type { operations } from '@permit-office/sdk';
import type { User } from './db/store.js';
import type { FieldErrors } from './validate.js';

export type OperationId = keyof operations;

export interface JsonReply {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export const ok = (body: unknown, status = 200): JsonReply => ({ status, body });
export const created = (data: unknown): JsonReply => ({ status: 201, body: { data } });
export const noContent = (): JsonReply => ({ status: 204 });
export const notFound = (message = 'Not Found'): JsonReply => ({ status: 404, body: { message } });
export const conflict = (message: string): JsonReply => ({ status: 409, body: { message } });
export const forbidden = (): JsonReply => ({ status: 403, body: { message: 'This action is unauthorized.' } });
export const invalid = (errors: FieldErrors, message?: string): JsonReply => ({
  status: 422,
  body: { message: message ?? Object.values(errors)[0]?.[0] ?? 'The given data was invalid.', errors },
});

/** What a record builder answers instead of a record when the input cannot be accepted. */
export class Refusal {
  constructor(readonly reply: JsonReply) {}
}

export const isStaff = (user: User | undefined): boolean => user?.role === 'admin' || user?.role === 'agent';
