/** Pieces of the lists' filters. */
import SearchIcon from '@mui/icons-material/Search';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import { DateInput, ResettableTextFieldClasses, TextInput, type SearchInputProps } from 'react-admin';
import { useWords, type WordKey } from '../i18n/words.js';
import { visuallyHidden } from '../styles/visually-hidden.js';

/** The search's magnifier, before what is typed. */
const magnifier = (
  <InputAdornment position="start">
    <SearchIcon color="disabled" />
  </InputAdornment>
);

/** As react-admin's SearchInput sits, with its clear button hidden while there is nothing to clear. */
const searchLook = {
  mt: 0,
  [`& .${ResettableTextFieldClasses.clearButton}.Mui-disabled`]: { visibility: 'hidden' },
} as const;

/**
 * react-admin's search input (its SearchInput, as it draws its TextInput), named by a label of its
 * own, not only by its placeholder (which some assistive technology does not read as a name, and
 * which goes once something is typed); react-admin's SearchInput refuses a visible label. The
 * filter bar reads `source` and `alwaysOn` from the element's props, and passes its own on.
 * Its clear button is there from the start, hidden while the field is empty: react-admin's comes
 * with the first letter typed, in place of the magnifier, and drawing it (its styles, its code's
 * first run) made that letter the slowest touch of a phone's search (issue 68: 88-112 ms, the
 * next letters 32-48 ms). The magnifier stands before the text instead.
 */
function ListSearch(props: SearchInputProps) {
  const t = useWords();
  return (
    <>
      <TextInput
        hiddenLabel
        label=""
        resettable
        clearAlwaysVisible
        size="small"
        {...props}
        sx={searchLook}
        placeholder={t('app.lists.search')}
        slotProps={{ input: { startAdornment: magnifier }, htmlInput: { 'aria-label': t('app.lists.search') } }}
      />
      <FilterSubmit />
    </>
  );
}

/**
 * The filter form's submit (issue 43): Enter in any of its fields applies the filters at once,
 * whatever the debounce (react-admin's form submits without waiting), and a keyboard or a screen
 * reader reaches it as a button. Painted only while it has the focus: the bar looks as before.
 */
export function FilterSubmit({ label = 'app.lists.applySearch' }: { label?: WordKey }) {
  const t = useWords();
  return (
    <Button
      type="submit"
      size="small"
      variant="outlined"
      sx={{ alignSelf: 'center', ml: 1, mb: 0.5, '&:not(:focus)': { ...visuallyHidden, minWidth: 0 } }}
    >
      {t(label)}
    </Button>
  );
}

/** The search every list's filters start with, always shown: the API's `q`. */
export const searchFilter = <ListSearch key="q" source="q" alwaysOn />;

/** A period, from one date to another, each named by the list's catalogue (`Issued from`, `From`). */
export const periodFilters = [<DateInput key="from" source="from" />, <DateInput key="to" source="to" />];

/**
 * A switch in a list's filters narrows the list when on and leaves it whole when off: off means
 * "no filter", not "only the others".
 */
export const onlyWhenOn = (checked: boolean): true | undefined => (checked ? true : undefined);
