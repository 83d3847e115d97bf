import type { ListOpening } from '../declarations.js';

/** Companies by name, a page of 25. */
export const companiesOpening = (): ListOpening => ({ sort: { field: 'name', order: 'ASC' }, perPage: 25, filter: {} });
