/** Pieces of the lists' filters. */
import { DateInput, SearchInput } from 'react-admin';
import { app } from '../i18n/en.js';

/**
 * The search every list's filters start with, always shown: the API's `q`. Named by a label of its
 * own, not only by its placeholder (which some assistive technology does not read as a name, and
 * which goes once something is typed); react-admin's SearchInput refuses a visible label.
 */
export const searchFilter = (
  <SearchInput
    key="q"
    source="q"
    alwaysOn
    placeholder={app.lists.search}
    slotProps={{ htmlInput: { 'aria-label': app.lists.search } }}
  />
);

/** A period, from one date to another, each named by the list's catalogue (`Issued from`, `From`). */
export const periodFilters = [<DateInput key="from" source="from" />, <DateInput key="to" source="to" />];

/**
 * A switch in a list's filters narrows the list when on and leaves it whole when off: off means
 * "no filter", not "only the others".
 */
export const onlyWhenOn = (checked: boolean): true | undefined => (checked ? true : undefined);
