import type { ListOpening } from '../declarations.js';

/** The latest loads first, a page of 25, for staff and members alike. */
export const loadsOpening = (): ListOpening => ({
  sort: { field: 'created_at', order: 'DESC' },
  perPage: 25,
  filter: {},
});
