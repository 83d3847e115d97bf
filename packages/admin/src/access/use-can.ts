/**
 * The access rule as a screen asks it, through react-admin's useCanAccess (the authProvider answers
 * with access/can-access.ts): true or false, undefined while it is being asked.
 */
import { useCanAccess } from 'react-admin';
import type { Action, ResourceName } from './can-access.js';

export function useCan(action: Action, resource: ResourceName): boolean | undefined {
  const { canAccess, isPending } = useCanAccess({ action, resource });
  return isPending ? undefined : canAccess === true;
}

/**
 * Whether the person sees every company's records (staff) rather than their own company's (a
 * member): lists then show and filter by the company. The same question as listing /companies.
 */
export const useSeesEveryCompany = (): boolean | undefined => useCan('list', 'companies');
