/**
 * The body of a post or a page: react-admin's TipTap editor, with the structure a web page needs
 * (headings, emphasis, lists, links, quotes) and nothing that would set colours, alignment or
 * images from elsewhere on the public site. The editor keeps only what its schema knows, so
 * stored or pasted HTML never runs as markup of ours; nowhere else is the body rendered.
 *
 * Imported by the post and page forms only, so the editor loads with those screens.
 */
import { useMemo } from 'react';
import { useTranslateLabel } from 'react-admin';
import {
  ClearButtons,
  DefaultEditorOptions,
  FormatButtons,
  LinkButtons,
  ListButtons,
  QuoteButtons,
  RichTextInput,
  RichTextInputToolbar,
} from 'ra-input-rich-text';
import { cspNonce } from '../../boot/csp-nonce.js';
import { LevelMenu } from './LevelMenu.js';
import { editableHtml } from './stored-html.js';
import type { Rule } from '../../validation/rules.js';

/** StarterKit alone (react-admin's defaults add colours, highlights, alignment and images by link). */
const extensions = (DefaultEditorOptions.extensions ?? []).filter((extension) => extension.name === 'starterKit');

const toolbar = (
  <RichTextInputToolbar size="small">
    <LevelMenu />
    <FormatButtons size="small" />
    <ListButtons size="small" />
    <LinkButtons size="small" />
    <QuoteButtons size="small" />
    <ClearButtons size="small" />
  </RichTextInputToolbar>
);

export function RichTextBodyInput({
  source,
  validate,
  helperText,
}: {
  source: string;
  validate?: Rule;
  helperText?: string;
}) {
  // The catalogue's label, as react-admin's own inputs read it (`resources.<resource>.fields.<source>`):
  // asked with no label of its own, translateLabel answers the translated text.
  const label = useTranslateLabel()({ source }) as string;
  // The editor is rebuilt whenever its options change, so they are made once per label.
  const editorOptions = useMemo(
    () => ({
      ...DefaultEditorOptions,
      extensions,
      // TipTap writes its base styles as a <style>: the CSP admits it with the page's nonce only.
      injectNonce: cspNonce,
      editorProps: {
        // The editable area is what a screen reader lands on: it says what it is and what it is for.
        attributes: { role: 'textbox', 'aria-multiline': 'true', 'aria-label': label },
      },
    }),
    [label],
  );
  return (
    <RichTextInput
      source={source}
      label={label}
      validate={validate}
      helperText={helperText}
      // Pasted styles would be refused by the page's policy before the editor dropped them.
      format={editableHtml}
      editorOptions={editorOptions}
      toolbar={toolbar}
      fullWidth
      sx={{
        mb: 1,
        '& .ProseMirror': { minHeight: 200 },
        // Long words and links wrap rather than widen the form on a phone.
        '& .ProseMirror, & .ProseMirror *': { overflowWrap: 'anywhere' },
      }}
    />
  );
}
