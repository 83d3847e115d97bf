import { useEffect } from 'react';
import { navigate } from './location.js';

/** Replaces the current path (a guard's redirect). */
export function Redirect({ to }: { to: string }) {
  useEffect(() => navigate(to, { replace: true }), [to]);
  return null;
}
