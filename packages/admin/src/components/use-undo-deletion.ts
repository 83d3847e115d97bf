/**
 * Undo after a deletion, for every list: a deletion (a record's Delete, a list's bulk delete) moves
 * its records to the trash (openapi.yaml, "History and trash"), and the notification that says so
 * offers Undo for its whole time. Undo finds what that deletion put in the trash, record by record
 * (`GET /trash?collection=&record_id=`; a member finds their own deletions there, and only those),
 * restores each with its id, reads the page's data again, and says what came back and what could
 * not (purged meanwhile, its e-mail or USDOT number taken since…).
 */
import type { components } from '@permit-office/sdk';
import { useDataProvider, useRefresh, useTranslate, type Identifier } from 'react-admin';
import { numbered, useShownText, useWords, type WordKey, wordsOf } from '../i18n/words.js';
import { notify } from '../overlays/notifications/store.js';
import { collectionOfResource, type AppDataProvider } from '../providers/data-provider.js';
import { wasNotified } from '../providers/failures.js';
import { runEach } from './bulk/run-each.js';

type TrashCollection = components['schemas']['TrashCollection'];

const NOT_IN_TRASH: WordKey = 'app.trash.notInTrash';

const messageOf = (error: unknown) => wordsOf(error) ?? ('app.sdk.somethingWentWrong' satisfies WordKey);

/**
 * Puts the records of a deletion back: `undo(resource, ids)` restores what deleting `ids` of the
 * section `resource` put in the trash, and tells the person how it went.
 */
export function useUndoDeletion(): (resource: string, ids: readonly Identifier[]) => Promise<void> {
  const dataProvider = useDataProvider<AppDataProvider>();
  // Called from the notification, when the screen that deleted may have gone (a record's form
  // goes back to its list): the query client's refresh, and the store's notifications, stay.
  const refresh = useRefresh();
  const t = useWords();
  const shown = useShownText();
  return async (resource, ids) => {
    const collection = collectionOfResource(resource) as TrashCollection;
    const outcome = await runEach([...ids], async (id) => {
      const entry = await dataProvider.findTrashEntry(collection, Number(id));
      if (!entry) throw new Error(NOT_IN_TRASH);
      await dataProvider.restoreTrashEntry(entry);
    });
    refresh();
    if (outcome.done.length) notify('success', t('app.trash.undone', outcome.done.length));
    // What the SDK has said already (a session that ended, a server error) is not said twice.
    const untold = outcome.failed.filter(({ error }) => !wasNotified(error));
    if (untold.length) {
      const reasons = [...new Set(untold.map(({ error }) => shown(messageOf(error))))];
      notify('error', [t('app.trash.undoFailed', untold.length), ...reasons]);
    }
  };
}

/**
 * Says a deletion is done, with Undo: `notifyDeleted(resource, ids, done)`, where `done` is what
 * is said (a catalogue key, or a text; `{0}` is filled with how many, and react-admin's own
 * "Element deleted" is counted as its catalogue counts).
 */
export function useNotifyDeleted(): (resource: string, ids: readonly Identifier[], done: string) => void {
  const translate = useTranslate();
  const undo = useUndoDeletion();
  return (resource, ids, done) => {
    const count = ids.length;
    const message = translate(done, { _: done, smart_count: count, ...numbered([count]) });
    notify('success', message, undefined, { label: 'app.trash.undo', run: () => void undo(resource, ids) });
  };
}
