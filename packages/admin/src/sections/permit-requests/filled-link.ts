/**
 * A link that opens a new permit request filled in (a load's request, a permit's copy or
 * amendment: issue 64) carries, in the router's state, the form's values and, for a copy or an
 * amendment, the earlier request's number, which the form names at once: read again from the API,
 * it came a moment after the form and pushed every field down on a phone.
 *
 * The values are not under react-admin's own key (`record`), which its form applies in an effect
 * once the form is ready, after the first paint: the fields moved as the route's chips came, and a
 * date typed in that moment was reset away. The creation screen takes them as its record instead
 * (PermitRequestForm.tsx), there from the first paint and never applied again.
 */
type Values = Record<string, unknown>;

export const linkStateFrom = (filled: Values, originNumber?: string) => ({ filled, originNumber });

const isObject = (value: unknown): value is Values => typeof value === 'object' && value !== null;

/** The form's values in the router's state, if that is what it holds. */
export function filledIn(state: unknown): Values | undefined {
  return isObject(state) && isObject(state.filled) && !Array.isArray(state.filled) ? state.filled : undefined;
}

/** The earlier request's number in the router's state, if that is what it holds. */
export function originNumberIn(state: unknown): string | undefined {
  return isObject(state) && typeof state.originNumber === 'string' ? state.originNumber : undefined;
}
