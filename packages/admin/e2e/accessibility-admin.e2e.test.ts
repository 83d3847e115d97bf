/** Every page an admin opens, under axe-core (axe.ts): one test per page and width. */
import { describe } from 'vitest';
import { ADMIN_ONLY, STAFF, auditEveryPage } from './axe.js';
import { useBrowser } from './support.js';

const browser = useBrowser();

describe('accessibility (axe-core, WCAG 2.1 A and AA): an admin', () => {
  auditEveryPage(browser, 'admin@example.com', [...STAFF, ...ADMIN_ONLY]);
});
