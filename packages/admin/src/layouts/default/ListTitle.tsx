/**
 * A section's list title, drawn by the app bar itself from the page's first paint rather than by
 * the list once its code and records have come: it is the largest text of a list's first screen
 * on a phone, and a person sees at once where they are (issue 41: Lighthouse's LCP of a list).
 * The list leaves its own title out (`useListTitle`); the text stays the same element from the
 * first paint on, whatever the list then draws under it. Everything else in the title (a record's
 * name, a page's own title) is written by its screen into react-admin's title portal, as before.
 */
import { Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import { useCan, useSeesEveryCompany } from '../../access/use-can.js';
import { useWords } from '../../i18n/words.js';
import { LIST_TITLES, listTitleWord, titledListAt, type TitledList } from '../../registry/list-titles.js';

/** The title, to those the access rule lets open the list: anyone else is shown the gate's refusal. */
function TitleOfList({ list }: { list: TitledList }) {
  const t = useWords();
  const may = useCan('list', list);
  const key = listTitleWord(LIST_TITLES[list], useSeesEveryCompany());
  return may ? <span>{t(key)}</span> : null;
}

/** The list's title where the page is a list that has one (registry/list-titles.ts), as the shell's frame draws it. */
export function ListTitle() {
  const list = titledListAt(useLocation().pathname);
  if (!list) return null;
  // The access rule's answer is there once the identity is (the layout waits for it); until then,
  // nothing rather than the whole app bar waiting.
  return (
    <Suspense fallback={null}>
      <TitleOfList list={list} />
    </Suspense>
  );
}
