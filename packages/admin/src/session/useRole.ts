/** The signed-in user's role, from react-admin's cached identity (undefined while it loads). */
import { useGetIdentity } from 'react-admin';
import type { Role } from '../sections/registry.js';

export function useRole(): { role: Role | null | undefined; isPending: boolean } {
  const { identity, isPending } = useGetIdentity();
  return { role: (identity as { role?: Role | null } | undefined)?.role, isPending };
}
