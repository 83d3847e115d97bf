/**
 * The search dialog: results as one types (after a short pause), grouped by kind, chosen with the
 * keyboard alone (↑ ↓, Enter; Esc closes) or a click, each opening its record, within the
 * person's reach (the API answers only what they may see; the access rule says where each opens).
 *
 * The ARIA combobox pattern: the input owns a listbox of options in groups, and the option the
 * arrows reached is the input's active descendant, so focus stays in the input while the screen
 * reader follows the choice.
 */
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import InputBase from '@mui/material/InputBase';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Typography from '@mui/material/Typography';
import SearchIcon from '@mui/icons-material/Search';
import type { components } from '@permit-office/sdk';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useEffect, useId, useMemo, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { useCan } from '../../../access/use-can.js';
import { useShownText, useWords, type WordKey, wordsOf } from '../../../i18n/words.js';
import { filteredPathTo, pathTo } from '../../../registry/table.js';
import { useContractQueries } from '../../../session/queries.js';

/** The longest query `GET /search` takes (its `q`), in characters. */
const QUERY_MAX_LENGTH = 100;

type Results = components['schemas']['SearchResults'];
type Kind = keyof Results;
type Hit = components['schemas']['SearchHit'];
/** The clock's flags a result says (issue 38): what needs attention, not "on time". */
const FLAGGED: ReadonlySet<components['schemas']['ClockFlag']> = new Set(['late', 'at_risk', 'paused']);

/** The kinds in the order people look for them. */
const KINDS: Kind[] = ['companies', 'permit_requests', 'invoices', 'loads', 'members'];

/** What a search waits for after the last key, so that typing a number asks once, not per digit. */
const PAUSE_MS = 150;
export const MIN_QUERY = 2;

interface Option {
  kind: Kind;
  hit: Hit;
  to: string;
}

/** Where each kind opens: its record's own screen, or where the person can read it. */
function usePathOf(): (kind: Kind, hit: Hit) => string {
  const editsInvoices = useCan('edit', 'invoices');
  return (kind, hit) => {
    switch (kind) {
      case 'companies':
        return pathTo('companies', hit.id, 'page');
      case 'permit_requests':
        return pathTo('overview', hit.id, 'page');
      case 'invoices':
        // A member reads their invoices in their company's list, found by number.
        return editsInvoices ? pathTo('invoices', hit.id) : filteredPathTo('company-invoices', { q: hit.title });
      case 'loads':
        return pathTo('my-loads', hit.id);
      case 'members':
        return pathTo('existing-member-list', hit.id);
    }
  };
}

/** The typed text once typing pauses. */
function usePaused(text: string): string {
  const [paused, setPaused] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setPaused(text), PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return paused;
}

export default function SearchPalette({ onClose }: { onClose: () => void }) {
  const t = useWords();
  const said = useShownText();
  const queries = useContractQueries();
  const navigate = useNavigate();
  const pathOf = usePathOf();
  const id = useId();
  const [text, setText] = useState('');
  const query = usePaused(text.trim());
  const asked = query.length >= MIN_QUERY;
  const results = useQuery(
    queries.queryOptions(
      'get',
      '/search',
      { params: { query: { q: query } } },
      { select: (answer) => answer.data, enabled: asked, placeholderData: (previous) => previous, staleTime: 30_000 },
    ),
  );
  // Rendering a new set of results never holds up the next key.
  const shown = useDeferredValue(asked ? results.data : undefined);
  const options = useMemo<Option[]>(
    () => (shown ? KINDS.flatMap((kind) => shown[kind].map((hit) => ({ kind, hit, to: pathOf(kind, hit) }))) : []),
    // pathOf depends only on the access rule's answer, stable while the dialog is open.
    [shown],
  );
  const [active, setActive] = useState(0);
  useEffect(() => setActive(0), [options]);
  // The chosen option stays in sight as the arrows move through a long list.
  useEffect(() => {
    document.getElementById(`${id}-option-${active}`)?.scrollIntoView({ block: 'nearest' });
  }, [active, id]);

  const open = (option: Option | undefined) => {
    if (!option) return;
    onClose();
    void navigate(option.to);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!options.length) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + options.length) % options.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      open(options[active]);
    }
  };
  // Until the results shown are those of the text as typed (a pause, the answer, its rendering),
  // the list says it is busy: the arrows may still land on what the next answer replaces.
  const current = !asked || (query === text.trim() && !results.isFetching && shown === results.data);
  const optionId = (index: number) => `${id}-option-${index}`;
  const listId = `${id}-results`;
  const status = !asked
    ? t('app.search.typeMore')
    : results.isFetching && !shown
      ? t('app.search.searching')
      : results.isError
        ? said(wordsOf(results.error) ?? ('app.sdk.somethingWentWrong' satisfies WordKey))
        : !options.length
          ? t('app.search.none', query)
          : undefined;

  let index = -1;
  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      aria-label={t('app.search.label')}
      slotProps={{ paper: { sx: { alignSelf: 'flex-start', mt: { xs: 1, sm: 8 } } } }}
    >
      <Box
        sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1, borderBottom: 1, borderColor: 'divider' }}
      >
        <SearchIcon color="action" />
        <InputBase
          autoFocus
          fullWidth
          value={text}
          // At most the API's 100 characters, counted as it counts them (code points: an emoji is
          // one; the input's own maxLength would count two).
          onChange={(event) => setText([...event.target.value].slice(0, QUERY_MAX_LENGTH).join(''))}
          onKeyDown={onKeyDown}
          placeholder={t('app.search.placeholder')}
          inputProps={{
            role: 'combobox',
            'aria-label': t('app.search.label'),
            'aria-expanded': options.length > 0,
            'aria-controls': listId,
            'aria-autocomplete': 'list',
            'aria-activedescendant': options.length ? optionId(active) : undefined,
          }}
        />
      </Box>
      <Box sx={{ maxHeight: { xs: '70vh', sm: 480 }, overflowY: 'auto' }}>
        <List id={listId} role="listbox" aria-label={t('app.search.results')} aria-busy={!current} dense disablePadding>
          {KINDS.map((kind) => {
            const group = options.filter((option) => option.kind === kind);
            if (!group.length) return null;
            const label = `${id}-${kind}`;
            return (
              <Box key={kind} component="li" role="group" aria-labelledby={label} sx={{ listStyle: 'none' }}>
                <ListSubheader id={label} component="div" disableSticky sx={{ lineHeight: 2.5, fontWeight: 600 }}>
                  {t(`app.search.groups.${kind}`)}
                </ListSubheader>
                <Box component="ul" sx={{ p: 0, m: 0 }}>
                  {group.map((option) => {
                    index += 1;
                    const at = index;
                    return (
                      <ListItemButton
                        key={`${kind}-${option.hit.id}`}
                        component="li"
                        id={optionId(at)}
                        role="option"
                        aria-selected={at === active}
                        selected={at === active}
                        onMouseEnter={() => setActive(at)}
                        onClick={() => open(option)}
                        tabIndex={-1}
                      >
                        <ListItemText
                          primary={option.hit.title}
                          // A permit request late, at risk or waiting on the member says so, in words.
                          secondary={
                            option.hit.clock && FLAGGED.has(option.hit.clock)
                              ? `${option.hit.subtitle} · ${t(`app.permits.clock.${option.hit.clock}`)}`
                              : option.hit.subtitle
                          }
                        />
                      </ListItemButton>
                    );
                  })}
                </Box>
              </Box>
            );
          })}
        </List>
        {status && (
          <Typography role="status" color="text.secondary" sx={{ px: 3, py: 2 }}>
            {status}
          </Typography>
        )}
      </Box>
      <Typography variant="caption" color="text.secondary" sx={{ px: 2, py: 1, borderTop: 1, borderColor: 'divider' }}>
        {t('app.search.hint')}
      </Typography>
    </Dialog>
  );
}
