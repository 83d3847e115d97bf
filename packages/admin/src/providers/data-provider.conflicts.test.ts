/**
 * A save that meets a colleague's newer version, through the dataProvider against the mock API:
 * the person is asked (the conflict dialog's question, answered here), the merge is saved at the
 * new version, and nothing either of them typed is lost; keeping on editing saves nothing.
 */
import { HttpError } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { changesOf, merge } from '../forms/merge.js';
import { answerConflictsWith, type ConflictQuestion } from '../overlays/conflict/conflict-store.js';
import { providerFor, useMockApi } from './mock-api-for-tests.js';

const { api } = useMockApi();

type Company = { id: number; name: string; version: number };

let asked: ConflictQuestion[] = [];
let stopAnswering = () => undefined as void;
/** The person's answer: accept the merge as the dialog proposes it, or keep editing (undefined). */
function answer(accept: boolean) {
  asked = [];
  stopAnswering = answerConflictsWith((question) => {
    asked.push(question);
    const changes = changesOf(question.base, question.mine, question.theirs);
    return Promise.resolve(accept ? merge(question.mine, question.theirs, changes, {}) : undefined);
  });
}
afterEach(() => stopAnswering());

describe('a save that met a newer version', () => {
  it('keeps both people’s changes to the service settings', async () => {
    answer(true);
    const me = await providerFor('agent@example.com');
    const colleague = await providerFor('admin@example.com');
    const opened = await me.getSettings('/settings/main');
    const theirs = await colleague.getSettings('/settings/main');
    await colleague.saveSettings('/settings/main', { ...theirs, invoice_due_days: 45 }, theirs);

    const saved = await me.saveSettings('/settings/main', { ...opened, card_fee_percent: 3.5 }, opened);
    expect(asked).toHaveLength(1);
    expect(saved).toMatchObject({ invoice_due_days: 45, card_fee_percent: 3.5 });
    expect(api.db.settings.main).toMatchObject({ invoice_due_days: 45, card_fee_percent: 3.5 });
  });

  it('saves nothing when the person keeps editing, and says why', async () => {
    answer(false);
    const me = await providerFor('agent@example.com');
    const colleague = await providerFor('admin@example.com');
    const { data: opened } = await me.getOne<Company>('companies', { id: 7 });
    const { data: theirs } = await colleague.getOne<Company>('companies', { id: 7 });
    await colleague.update('companies', { id: 7, data: { ...theirs, name: 'Theirs LLC' }, previousData: theirs });

    const refused = await me
      .update('companies', { id: 7, data: { ...opened, name: 'Mine LLC' }, previousData: opened })
      .then(
        () => undefined,
        (error: unknown) => error,
      );
    expect(refused).toBeInstanceOf(HttpError);
    expect((refused as HttpError).status).toBe(412);
    // The catalogue's key ("Nothing was saved: …"), which the notification translates.
    expect((refused as HttpError).message).toBe('app.conflict.notSaved');
    expect(asked[0]?.mine.name).toBe('Mine LLC');
    expect(asked[0]?.theirs.name).toBe('Theirs LLC');
    expect(api.db.companies.get(7)?.name).toBe('Theirs LLC');
  });
});
