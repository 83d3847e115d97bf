import type { ListOpening } from '../declarations.js';

/** Staff work through what is still open, due first (the queue); a member looks for their latest. */
export const permitRequestsOpening = (seesEveryCompany: boolean): ListOpening => ({
  sort: seesEveryCompany ? { field: 'due_at', order: 'ASC' } : { field: 'created_at', order: 'DESC' },
  perPage: 25,
  filter: seesEveryCompany ? { open: true } : {},
});
