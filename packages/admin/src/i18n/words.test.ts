/**
 * The words as the screens get them: react-admin's provider and the shell's speak the same
 * catalogue, fill numbered placeholders, and in the pseudo-locale mark every string they give.
 */
import { messages as sdkMessages } from '@permit-office/sdk';
import { describe, expect, it } from 'vitest';
import { i18nProvider } from '../providers/i18n-provider.js';
import { app } from './en.js';
import { PSEUDO_LOCALE, pseudoMessage, pseudoMessages } from './pseudo.js';
import { catalogueWords } from './catalogue-words.js';
import { shellCatalogue } from './en-shell.js';
import { shellI18nProvider } from './words.js';

describe('the pseudo-locale', () => {
  it('marks, accents and lengthens a string, keeping its placeholders', () => {
    const said = pseudoMessage('Select {0} of %{smart_count}');
    expect(said).toMatch(/^⟦.*⟧$/);
    expect(said).toContain('{0}');
    expect(said).toContain('%{smart_count}');
    expect(said).not.toContain('Select');
    expect(said.length).toBeGreaterThan('⟦Select {0} of %{smart_count}⟧'.length);
  });

  it('marks each of react-admin’s plural forms on its own', () => {
    expect(pseudoMessage('Element deleted |||| %{smart_count} elements deleted').split(' |||| ')).toEqual([
      expect.stringMatching(/^⟦.*⟧$/),
      expect.stringMatching(/^⟦%\{smart_count\}.*⟧$/),
    ]);
  });

  it('marks every string of a catalogue, whatever its depth', () => {
    const strings = (value: unknown): unknown[] =>
      typeof value === 'object' && value !== null ? Object.values(value).flatMap(strings) : [value];
    const marked = strings(pseudoMessages({ app }));
    expect(marked.length).toBe(strings({ app }).length);
    expect(marked.filter((text) => typeof text !== 'string' || !/^⟦[^]*⟧$/.test(text))).toEqual([]);
  });
});

describe.each([
  ['react-admin’s provider', () => i18nProvider],
  ['the whole catalogue’s provider', () => catalogueWords('en')],
])('%s', (_name, provider) => {
  it('says the catalogue’s words under app.…, placeholders filled from numbered options', () => {
    expect(provider().translate('app.confirmDelete.title')).toBe('Confirmation');
    expect(provider().translate('app.validation.maxLength', { 0: 40 })).toBe(
      'You must enter a maximum of 40 characters',
    );
    expect(provider().translate('app.sdk.loggedIn')).toBe(sdkMessages.loggedIn);
  });

  it('gives back what it does not know, or its default', () => {
    expect(provider().translate('The server’s own words')).toBe('The server’s own words');
    expect(provider().translate('app.no.such.key', { _: 'Default' })).toBe('Default');
  });
});

describe('the shell’s provider', () => {
  it('says the catalogue’s first part, the same words as the whole catalogue', () => {
    const shell = shellI18nProvider('en');
    expect(shell.translate('app.auth.signIn')).toBe(app.auth.signIn);
    expect(shell.translate('app.validation.maxLength', { 0: 40 })).toBe('You must enter a maximum of 40 characters');
    expect(shell.translate('app.sdk.loggedIn')).toBe(sdkMessages.loggedIn);
    for (const area of Object.keys(shellCatalogue) as (keyof typeof shellCatalogue)[]) {
      expect(app[area]).toBe(shellCatalogue[area]);
    }
  });

  it('says the back office’s words once the back office has brought them, for its top notification', () => {
    // This file imports react-admin's provider, which lends the whole catalogue: the shell reads it.
    expect(shellI18nProvider('en').translate('app.trash.undo')).toBe(app.trash.undo);
    expect(shellI18nProvider(PSEUDO_LOCALE).translate('app.trash.undo')).toBe(pseudoMessage(app.trash.undo));
  });
});

describe('in the pseudo-locale', () => {
  it('the shell says its words marked', () => {
    expect(shellI18nProvider(PSEUDO_LOCALE).translate('app.auth.title')).toBe(pseudoMessage('Sign in'));
  });

  it('react-admin’s provider marks its own strings and the resources’ too', async () => {
    const provider = shellI18nProvider(PSEUDO_LOCALE);
    expect(provider.getLocale()).toBe(PSEUDO_LOCALE);
    await i18nProvider.changeLocale(PSEUDO_LOCALE);
    try {
      expect(i18nProvider.translate('ra.action.save')).toBe(pseudoMessage('Save'));
      expect(i18nProvider.translate('resources.companies.fields.name')).toBe(pseudoMessage('Name'));
      expect(i18nProvider.translate('app.validation.maxLength', { 0: 40 })).toMatch(/^⟦.*40.*⟧$/);
    } finally {
      await i18nProvider.changeLocale('en');
    }
  });
});

describe('a text given to translate', () => {
  it('stays as given, not replaced by react-admin’s default, when it is not a key', () => {
    expect(i18nProvider.translate('Ada Admin, profile', { _: 'Profile' })).toBe('Ada Admin, profile');
    expect(i18nProvider.translate('ra.auth.user_menu', { _: 'Profile' })).toBe('Profile');
    expect(i18nProvider.translate('app.no.such.key', { _: 'Default' })).toBe('Default');
  });

  it('is a key when dotted, a resource’s name with its slash included', () => {
    expect(i18nProvider.translate('resources.site-settings/pages.fields.title', { _: 'Title' })).toBe('Title');
    expect(i18nProvider.translate('resources.site-settings/pages.fields.updated_at', { _: 'Updated at' })).toBe(
      'Updated',
    );
  });
});
