/** Every page an agent opens, under axe-core (axe.ts): one test per page and width. */
import { describe } from 'vitest';
import { STAFF, auditEveryPage } from './axe.js';
import { useBrowser } from './support.js';

const browser = useBrowser();

describe('accessibility (axe-core, WCAG 2.1 A and AA): an agent', () => {
  auditEveryPage(browser, 'agent@example.com', STAFF);
});
