/** Every built section, in menu order. */
import { companies } from './companies/index.js';
import type { Section } from './registry.js';

export const sections: readonly Section[] = [companies];
