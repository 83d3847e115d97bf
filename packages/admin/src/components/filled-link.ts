/**
 * A link that opens a creation screen filled in (a load's permit request, a permit's copy or
 * amendment: issue 64) carries, in the router's state, the form's values and, for a copy, the
 * number of the record they came from, which the form can name at once: read again from the API,
 * a permit's came a moment after the form and pushed every field down on a phone.
 *
 * The values are not under react-admin's own key (`record`), which its form applies in an effect
 * once the form is ready, after the first paint: a permit's fields moved as the route's chips came,
 * and a date typed in that moment was reset away. Every creation screen of `formScreens`
 * (RecordScreens.tsx) takes them as its record instead, there from the first paint and never
 * applied again; the form's Save then waits for the person's own change.
 */
type Values = Record<string, unknown>;

export const linkStateFrom = (filled: Values, originNumber?: string) => ({ filled, originNumber });

const isObject = (value: unknown): value is Values => typeof value === 'object' && value !== null;

/** The form's values in the router's state, if that is what it holds. */
export function filledIn(state: unknown): Values | undefined {
  return isObject(state) && isObject(state.filled) && !Array.isArray(state.filled) ? state.filled : undefined;
}

/** The number of the record the values came from, in the router's state, if that is what it holds. */
export function originNumberIn(state: unknown): string | undefined {
  return isObject(state) && typeof state.originNumber === 'string' ? state.originNumber : undefined;
}
