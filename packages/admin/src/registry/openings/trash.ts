import type { ListOpening } from '../declarations.js';

/** The latest deletions first, of every section (the API answers the trash in that order). */
export const trashOpening = (): ListOpening => ({
  sort: { field: 'deleted_at', order: 'DESC' },
  perPage: 25,
  filter: {},
});
