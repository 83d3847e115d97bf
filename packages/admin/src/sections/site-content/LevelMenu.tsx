/**
 * The rich-text toolbar's text level (normal or a heading), in place of ra-input-rich-text's
 * LevelSelect, which fails WCAG checks: its button is named "Current level" while it shows
 * "Normal" (a name that does not contain the visible text), and its list item stands in a <nav>.
 * Here a menu button named by what it shows ("Level: Normal"), the levels as menu items.
 */
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useEffect, useId, useReducer, useState } from 'react';
import { useTiptapEditor } from 'ra-input-rich-text';
import { useWords } from '../../i18n/words.js';

type Level = 0 | 1 | 2 | 3 | 4 | 5 | 6;
const LEVELS: readonly Level[] = [0, 1, 2, 3, 4, 5, 6];

export function LevelMenu() {
  const t = useWords();
  const editor = useTiptapEditor();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // The level follows the cursor: re-read on each change of the editor's state.
  const [, refresh] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    if (!editor) return;
    editor.on('transaction', refresh);
    return () => {
      editor.off('transaction', refresh);
    };
  }, [editor]);
  const current: Level = LEVELS.find((level) => level > 0 && editor?.isActive('heading', { level }) === true) ?? 0;
  const choose = (level: Level) => {
    setAnchor(null);
    // tiptap's core command (the paragraph and heading extensions' own need their type augmentations).
    const chain = editor?.chain().focus();
    if (level === 0) chain?.setNode('paragraph').run();
    else chain?.setNode('heading', { level }).run();
  };
  return (
    <>
      <Button
        size="small"
        color="inherit"
        endIcon={<ArrowDropDownIcon />}
        aria-label={t('app.richText.levelOf', t(`app.richText.levels.${current}`))}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? true : undefined}
        disabled={!editor?.isEditable}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ textTransform: 'none', fontWeight: 400 }}
      >
        {t(`app.richText.levels.${current}`)}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {LEVELS.map((level) => (
          <MenuItem key={level} selected={level === current} onClick={() => choose(level)}>
            {t(`app.richText.levels.${level}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
