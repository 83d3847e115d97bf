/**
 * The single-record forms. A settings record is read and saved at its path (GET and PUT): the
 * website's general data and home page, the service's settings, a member's company, one's own
 * profile. A form that sends what is typed (a message, a new password) is emptied once it is sent.
 */
import { useRef } from 'react';
import { Title, useDataProvider } from 'react-admin';
import { SingleRecordForm, type SingleRecordFormProps } from '../../components/SingleRecordForm.js';
import { hasHistory } from '../../history/collections.js';
import type { AppDataProvider, SettingsPath } from '../../providers/data-provider.js';
import { useWords } from '../../i18n/words.js';
import { SECTIONS, type SectionName } from '../../registry/table.js';

type Values = Record<string, unknown>;

/**
 * The record at a path, typed by it. (What `await` answers is that type, but for a path not yet
 * chosen TypeScript cannot tell; the form below says so once, where it reads and saves.)
 */
const readSettings = <P extends SettingsPath>(dataProvider: AppDataProvider, path: P) => dataProvider.getSettings(path);
type Settings<P extends SettingsPath> = Awaited<ReturnType<typeof readSettings<P>>>;

export interface SettingsFormProps<P extends SettingsPath> extends Omit<
  SingleRecordFormProps,
  'queryKey' | 'load' | 'save' | 'resetAfterSave'
> {
  path: P;
  /** The record as the form holds it, where that differs from what the API keeps (a list as lines). */
  toForm?: (settings: Settings<P>) => Values;
  /** What the form holds, as the API takes it. */
  toBody: (values: Values) => Settings<P>;
  /** After every save the server accepted. */
  afterSave?: () => void;
  /** The section the page is: the record's History is offered there (its collection is the path's). */
  section?: SectionName;
}

export function SettingsForm<P extends SettingsPath>({
  path,
  toForm = (settings) => settings,
  toBody,
  afterSave,
  section,
  ...props
}: SettingsFormProps<P>) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const collection = path.slice(1);
  /** The record as the API last answered it, in the API's shape (the form may hold it otherwise). */
  const read = useRef<Settings<P>>(undefined);
  return (
    <SingleRecordForm
      // The path's parts: `/site-settings/general` is cached as ['site-settings', 'general'].
      queryKey={path.split('/').filter(Boolean)}
      load={async () => {
        read.current = (await readSettings(dataProvider, path)) as Settings<P>;
        return toForm(read.current);
      }}
      save={async (values) => {
        // Against the record as read (its version, and the base a colleague's change is compared with).
        read.current = (await dataProvider.saveSettings(path, toBody(values), read.current ?? values)) as Settings<P>;
        afterSave?.();
        return toForm(read.current);
      }}
      history={section && hasHistory(collection) ? { section, collection } : undefined}
      {...props}
    />
  );
}

/** The sections that are one settings record: titled and confirmed in their catalogue area's words. */
type SettingsSection = 'main-settings' | 'site-settings/general' | 'site-settings/main-settings' | 'company-info';

/**
 * A page that is one settings record, under one title, the app bar's and the form's: its area's
 * `title`, and its `saved` once a save is accepted.
 */
export function SettingsPage<P extends SettingsPath>({
  section,
  ...props
}: Omit<SettingsFormProps<P>, 'title' | 'savedMessage' | 'section'> & { section: SettingsSection }) {
  const t = useWords();
  const area = SECTIONS[section].area;
  const title = t(`app.${area}.title`);
  return (
    <>
      <Title title={title} />
      <SettingsForm {...props} section={section} title={title} savedMessage={t(`app.${area}.saved`)} />
    </>
  );
}

/** A form that sends what is typed and is emptied once it is sent; `name` keys its (empty) record. */
export function SendForm({
  name,
  send,
  ...props
}: Omit<SingleRecordFormProps, 'queryKey' | 'load' | 'save' | 'resetAfterSave'> & {
  name: string;
  send: (values: Values) => Promise<unknown>;
}) {
  return (
    <SingleRecordForm
      queryKey={[name]}
      load={() => Promise.resolve({})}
      save={async (values) => {
        await send(values);
        return undefined;
      }}
      resetAfterSave
      {...props}
    />
  );
}
