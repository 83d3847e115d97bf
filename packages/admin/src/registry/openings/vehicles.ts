import type { ListOpening } from '../declarations.js';

/** The latest vehicles first, a page of 25, for staff and members alike. */
export const vehiclesOpening = (): ListOpening => ({
  sort: { field: 'created_at', order: 'DESC' },
  perPage: 25,
  filter: {},
});
