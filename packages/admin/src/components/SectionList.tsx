/**
 * A section's list screen as most are: its title left to the app bar (the section's `listTitle`),
 * its toolbar (filters, create when the person may, export), what it says while there is nothing
 * yet (inviting to create whoever may), and what went wrong when its data could not be read. It
 * opens as its section declares (`listOpening`, the sort, page size and filter the list's first
 * read is made with, early: sections/preload.ts), read from the section's `<Resource>`
 * (registry/data-hooks.ts). Over it, what colleagues created or deleted since its rows were read
 * (live/ListNews).
 */
import { useMemo, type ReactNode } from 'react';
import { List, type ListProps } from 'react-admin';
import { useSeesEveryCompany } from '../access/use-can.js';
import { areaWord } from '../i18n/area-words.js';
import { useWords } from '../i18n/words.js';
import { useSectionDefinition } from '../registry/data-hooks.js';
import { ListNews } from '../live/ListNews.js';
import { ListActions } from './ListActions.js';
import { ListPagination } from './ListPagination.js';
import { ListEmpty, ListError } from './ListStates.js';

export interface SectionListProps extends Omit<ListProps, 'actions' | 'empty' | 'error' | 'title'> {
  /**
   * A create button, and an invitation to create while the list is empty: `true` names it by the
   * section's `create` word ("New load"); none without.
   */
  create?: boolean;
  exportable?: boolean;
  /** The section's own buttons in the toolbar, before the filter button (the queue's "Take the next one"). */
  toolbar?: ReactNode;
}

/** A word of the section's catalogue area by its role (`title`, `create`), where the area has it. */
export function useSectionWord(): (word: 'title' | 'create') => string | undefined {
  const t = useWords();
  const { area } = useSectionDefinition();
  return (word) => {
    const key = area && areaWord(area, word);
    return key ? t(key) : undefined;
  };
}

/**
 * The same objects from one render to the next: react-admin's list controller starts its debounced
 * filter again when they change, and a search typed meanwhile would be lost.
 */
function useListOpening(): Pick<ListProps, 'sort' | 'perPage' | 'filterDefaultValues'> {
  const seesEveryCompany = useSeesEveryCompany();
  const { listOpening } = useSectionDefinition();
  return useMemo(() => {
    const opening = listOpening?.(seesEveryCompany);
    return opening ? { sort: opening.sort, perPage: opening.perPage, filterDefaultValues: opening.filter } : {};
  }, [listOpening, seesEveryCompany]);
}

/**
 * The title a section's list draws itself: none where the section declares its `listTitle` (the
 * app bar has drawn that since the page's first paint, and a second would follow it), else the
 * section's `title` word.
 */
export function useListTitle(): string | false | undefined {
  const said = useSectionWord();
  const { listTitle } = useSectionDefinition();
  return listTitle ? false : said('title');
}

/** Titled as `useListTitle` says. */
export function SectionList({ create = false, exportable, toolbar, children, ...props }: SectionListProps) {
  const said = useSectionWord();
  return (
    <List
      {...useListOpening()}
      title={useListTitle()}
      actions={
        <ListActions create={create ? said('create') : undefined} exportable={exportable}>
          {toolbar}
        </ListActions>
      }
      empty={<ListEmpty canCreate={create} />}
      error={<ListError />}
      pagination={<ListPagination />}
      {...props}
    >
      {/* What colleagues created or deleted since the rows were read (live/ListNews). */}
      <ListNews />
      {children}
    </List>
  );
}
