/**
 * /site-settings/main-settings: the website's home page: its headline, the picture behind it,
 * the call to action and up to six highlights (typed one per line).
 */
import { contractFields, type components } from '@permit-office/sdk';
import { TextInput } from 'react-admin';
import { FileUploadInput } from '../../components/FileUploadInput.js';
import { numbered, useWords } from '../../i18n/words.js';
import { contractRules } from '../../validation/contract-rules.js';
import { maxLength, type Rule } from '../../validation/rules.js';
import { SettingsPage } from './SettingsForm.js';
import { blankAsNull, linesOf } from './values.js';

type SiteHome = components['schemas']['SiteHome'];

const { maxItems: MAX_HIGHLIGHTS, items } = contractFields.SiteHome.highlights;
const HIGHLIGHT_LENGTH = items.maxLength;

/**
 * Each line is one highlight: at most six, each short enough for its card on the website. Its
 * message is a key and its values, which react-admin translates where it shows it.
 */
const validateHighlights: Rule = (value) => {
  const highlights = linesOf(value);
  if (highlights.length > MAX_HIGHLIGHTS) {
    return { message: 'app.siteHome.tooManyHighlights', args: numbered([MAX_HIGHLIGHTS]) };
  }
  return highlights.map(maxLength(HIGHLIGHT_LENGTH)).find(Boolean);
};

const validate = contractRules('SiteHome');

export default function SiteHomePage() {
  const t = useWords();
  return (
    <SettingsPage
      path="/site-settings/home"
      section="site-settings/main-settings"
      // The form holds the highlights as lines of one text field; the API keeps them as a list.
      toForm={(home) => ({ ...home, highlights: (home.highlights ?? []).join('\n') })}
      toBody={(values) =>
        ({
          ...blankAsNull(values, ['hero_image', 'call_to_action']),
          highlights: linesOf(values.highlights),
        }) as SiteHome
      }
    >
      <TextInput source="hero_title" validate={validate.hero_title} fullWidth />
      <TextInput source="hero_subtitle" validate={validate.hero_subtitle} multiline fullWidth />
      <FileUploadInput source="hero_image" accept="image/*" />
      <TextInput source="call_to_action" validate={validate.call_to_action} />
      <TextInput
        source="highlights"
        helperText={t('app.siteHome.hints.highlights')}
        validate={validateHighlights}
        multiline
        minRows={3}
        fullWidth
      />
    </SettingsPage>
  );
}
