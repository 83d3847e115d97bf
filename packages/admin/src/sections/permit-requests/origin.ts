/**
 * What a link to a new request filled from an earlier one carries (issue 64), in the router's state:
 * the form's values (`record`, which react-admin's creation screen reads) and the earlier request's
 * number, which the form names at once: read again from the API, it came a moment after the form
 * and pushed every field down on a phone.
 */
export const linkStateFrom = (record: Record<string, unknown>, originNumber: string) => ({ record, originNumber });

/** The earlier request's number in the router's state, if that is what it holds. */
export function originNumberIn(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null || !('originNumber' in state)) return undefined;
  return typeof state.originNumber === 'string' ? state.originNumber : undefined;
}
