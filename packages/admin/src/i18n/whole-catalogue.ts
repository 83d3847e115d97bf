/**
 * Imported for its effect: the whole catalogue (en.ts), lent to the shell's words (words.ts), so that
 * what the shell draws before react-admin's i18nProvider is there can say the back office's words
 * too (the frame's list title: layouts/shell-frame). The i18nProvider imports it as well.
 */
import { app } from './en.js';
import { lendWholeCatalogue } from './words.js';

lendWholeCatalogue(app);
