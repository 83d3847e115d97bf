/** Every page an admin opens, under axe-core and HTML_CodeSniffer (axe.ts): one test per page and width. */
import { describe } from 'vitest';
import { ADMIN_ONLY, STAFF, auditEveryPage } from './axe.js';
import { useBrowser } from './support.js';

const browser = useBrowser();

describe('accessibility (axe-core WCAG 2.1 A and AA, HTML_CodeSniffer WCAG2AA): an admin', () => {
  auditEveryPage(browser, 'admin@example.com', [...STAFF, ...ADMIN_ONLY]);
});
