/**
 * The access rule asked on the role remembered in this browser for the session (`recallIdentity`,
 * session/identity-memory.ts), before `/me` has answered: only to start downloading code early
 * (sections/preload.ts, the overview's workload). Nothing remembered, nothing allowed; the screens'
 * gates still ask the identity read afresh.
 */
import type { Identity } from '../providers/auth-provider.js';
import { canAccess, type AccessRequest } from './can-access.js';

export function mayOnRememberedRole(request: AccessRequest, remembered: Pick<Identity, 'role'> | undefined): boolean {
  return remembered !== undefined && canAccess(remembered.role, request);
}
