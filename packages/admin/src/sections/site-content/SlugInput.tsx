/**
 * The slug of a post or a page: suggested from the title while a new record is typed (until the
 * slug is changed by hand), checked against the contract's pattern, and checked for uniqueness
 * among the section's records when the field is left and before saving. The server has the last
 * word: its 422 for a slug taken in the meantime shows under this same field.
 */
import AutoFixHighIcon from '@mui/icons-material/AutoFixHigh';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Tooltip from '@mui/material/Tooltip';
import { useCallback, useEffect, useRef, type FocusEvent } from 'react';
import {
  TextInput,
  useDataProvider,
  useRecordContext,
  useResourceContext,
  type DataProvider,
  type Identifier,
} from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { useWords, type WordKey } from '../../i18n/words.js';
import { all, format, maxLength, required, sayRule } from '../../validation/rules.js';
import { SLUG_MAX_LENGTH, SLUG_PATTERN, isSlugTaken, slugify } from './slug.js';

const SOURCE = 'slug';
const CHECK_PAGE_SIZE = 100;
const slugRules = all(required, maxLength(SLUG_MAX_LENGTH), format(SLUG_PATTERN));

/**
 * Whether another record of the resource has the slug. The contract declares no `slug` filter
 * (the API drops undeclared ones), but `q` searches slugs: its rows are checked for the whole slug.
 */
async function slugIsTaken(
  dataProvider: DataProvider,
  resource: string,
  slug: string,
  exceptId: Identifier | undefined,
): Promise<boolean> {
  for (let page = 1; ; page++) {
    const { data, total } = await dataProvider.getList(resource, {
      pagination: { page, perPage: CHECK_PAGE_SIZE },
      sort: { field: 'id', order: 'ASC' },
      filter: { q: slug },
    });
    if (isSlugTaken(data, slug, exceptId)) return true;
    if (data.length < CHECK_PAGE_SIZE || page * CHECK_PAGE_SIZE >= (total ?? 0)) return false;
  }
}

/** The uniqueness rule of the current resource, leaving out the record being edited; its message a key, translated where shown. */
function useUniqueSlug(): (value: unknown) => Promise<WordKey | undefined> {
  const dataProvider = useDataProvider();
  const resource = useResourceContext();
  const recordId = useRecordContext()?.id;
  return useCallback(
    async (value: unknown) => {
      if (!resource || typeof value !== 'string' || !SLUG_PATTERN.test(value)) return undefined;
      try {
        return (await slugIsTaken(dataProvider, resource, value, recordId)) ? 'app.siteContent.slugTaken' : undefined;
      } catch {
        // The check could not be made (the failure is already notified): the server decides on save.
        return undefined;
      }
    },
    [dataProvider, resource, recordId],
  );
}

export function SlugInput({
  suggestFromTitle,
  titleSource = 'title',
}: {
  suggestFromTitle: boolean;
  titleSource?: string;
}) {
  const t = useWords();
  const { setValue, getValues, getFieldState, setError, clearErrors } = useFormContext();
  const title = useWatch({ name: titleSource }) as unknown;
  const uniqueSlug = useUniqueSlug();
  const editedByHand = useRef(false);

  /**
   * Every rule, run outside the form's own validation: that would mark the form as validating and
   * disable Save for a moment, and a click on Save that leaves this field would be lost. The
   * server's refusal stays until the slug changes.
   */
  const check = useCallback(async () => {
    const slug: unknown = getValues(SOURCE);
    const message = slugRules(slug) ?? (await uniqueSlug(slug));
    if (getValues(SOURCE) !== slug) return;
    if (message) setError(SOURCE, { type: 'validate', message: sayRule(t, message) });
    else if (getFieldState(SOURCE).error?.type !== 'server') clearErrors(SOURCE);
  }, [getValues, getFieldState, setError, clearErrors, uniqueSlug, t]);

  const fill = useCallback(
    (slug: string) => {
      if ((getValues(SOURCE) ?? '') === slug) return;
      setValue(SOURCE, slug, { shouldDirty: true });
      // An error shown on the slug is brought up to date; otherwise it is checked when it is left.
      if (getFieldState(SOURCE).error) void check();
    },
    [getValues, getFieldState, setValue, check],
  );

  useEffect(() => {
    if (suggestFromTitle && !editedByHand.current) fill(slugify(typeof title === 'string' ? title : ''));
  }, [suggestFromTitle, title, fill]);

  const fromTitle = () => {
    editedByHand.current = false;
    fill(slugify(typeof title === 'string' ? title : ''));
  };

  return (
    <TextInput
      source={SOURCE}
      validate={[slugRules, uniqueSlug]}
      helperText={suggestFromTitle ? t('app.siteContent.slugSuggested') : t('app.siteContent.slugHint')}
      fullWidth
      autoComplete="off"
      onChange={(event: { target?: { value?: unknown } }) => {
        // Emptied by hand, the slug follows the title again.
        editedByHand.current = Boolean(event.target?.value);
        if (getFieldState(SOURCE).error) void check();
      }}
      onBlur={(event: FocusEvent) => {
        // Left for Save: saving runs every rule anyway.
        const next = event.relatedTarget;
        if (next instanceof HTMLButtonElement && next.type === 'submit') return;
        void check();
      }}
      slotProps={{
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <Tooltip title={t('app.siteContent.slugFromTitle')}>
                <IconButton aria-label={t('app.siteContent.slugFromTitle')} onClick={fromTitle} edge="end" size="small">
                  <AutoFixHighIcon fontSize="small" />
                </IconButton>
              </Tooltip>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
