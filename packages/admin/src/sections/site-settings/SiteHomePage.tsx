/**
 * /site-settings/main-settings: the website's home page: its headline, the picture behind it,
 * the call to action and up to six highlights (typed one per line).
 */
import type { components } from '@permit-office/sdk';
import { TextInput, Title } from 'react-admin';
import { FileUploadInput } from '../../components/FileUploadInput.js';
import { SingleRecordForm } from '../../components/SingleRecordForm.js';
import { app } from '../../i18n/en.js';
import { fill } from '../../i18n/t.js';
import { useSdk } from '../../session/sdk-context.js';
import { all, maxLength, minLength, required, type Rule } from '../../validation/rules.js';
import { blankAsNull, linesOf } from './values.js';

const f = app.siteHome.fields;
type SiteHome = components['schemas']['SiteHome'];

const MAX_HIGHLIGHTS = 6;
const HIGHLIGHT_LENGTH = 120;

/** Each line is one highlight: at most six, each short enough for its card on the website. */
const validateHighlights: Rule = (value) => {
  const highlights = linesOf(value);
  if (highlights.length > MAX_HIGHLIGHTS) return fill(app.siteHome.tooManyHighlights, MAX_HIGHLIGHTS);
  return highlights.map(maxLength(HIGHLIGHT_LENGTH)).find(Boolean);
};

const validate = {
  hero_title: all(required, minLength(3), maxLength(120)),
  hero_subtitle: all(required, maxLength(300)),
  call_to_action: maxLength(60),
};

export default function SiteHomePage() {
  const sdk = useSdk();
  // The form holds the highlights as lines of one text field; the API keeps them as a list.
  const asForm = (home: SiteHome) => ({ ...home, highlights: (home.highlights ?? []).join('\n') });
  return (
    <>
      <Title title={app.siteHome.title} />
      <SingleRecordForm
        title={app.siteHome.title}
        queryKey={['site-settings', 'home']}
        load={async () => asForm(sdk.unwrap(await sdk.client.GET('/site-settings/home')).data)}
        save={async (values) => {
          const body = {
            ...blankAsNull(values, ['hero_image', 'call_to_action']),
            highlights: linesOf(values.highlights),
          };
          return asForm(sdk.unwrap(await sdk.client.PUT('/site-settings/home', { body: body as SiteHome })).data);
        }}
        savedMessage={app.siteHome.saved}
      >
        <TextInput source="hero_title" label={f.hero_title} validate={validate.hero_title} fullWidth />
        <TextInput
          source="hero_subtitle"
          label={f.hero_subtitle}
          validate={validate.hero_subtitle}
          multiline
          fullWidth
        />
        <FileUploadInput source="hero_image" label={f.hero_image} accept="image/*" />
        <TextInput source="call_to_action" label={f.call_to_action} validate={validate.call_to_action} />
        <TextInput
          source="highlights"
          label={f.highlights}
          helperText={app.siteHome.hints.highlights}
          validate={validateHighlights}
          multiline
          minRows={3}
          fullWidth
        />
      </SingleRecordForm>
    </>
  );
}
