/**
 * Which status a person may move a permit request to, so that the overview offers only the
 * buttons that will work. The API decides (it answers 409 otherwise) by the same table, the SDK's:
 * staff review, approve, reject, issue and reopen; a member cancels while nothing is decided.
 */
import { PERMIT_TRANSITIONS, type PermitMover } from '@permit-office/sdk';
import type { PermitStatus } from './status.js';

export function nextStatuses(status: PermitStatus, staff: boolean): PermitStatus[] {
  const next: Partial<Record<PermitStatus, PermitMover>> = PERMIT_TRANSITIONS[status];
  return (Object.entries(next) as [PermitStatus, PermitMover][])
    .filter(([, mover]) => staff || mover === 'anyone')
    .map(([next]) => next);
}

/** A member changes their request only before anyone has looked at it; staff until it is final. */
export const mayEdit = (status: PermitStatus, staff: boolean) =>
  staff ? status !== 'issued' && status !== 'cancelled' : status === 'submitted';

/** The path a request takes when all goes well: the steps still ahead are shown greyed. */
export const HAPPY_PATH: readonly PermitStatus[] = ['submitted', 'in_review', 'approved', 'issued'];

export function stepsAhead(status: PermitStatus): PermitStatus[] {
  const at = HAPPY_PATH.indexOf(status);
  return at < 0 ? [] : HAPPY_PATH.slice(at + 1);
}
