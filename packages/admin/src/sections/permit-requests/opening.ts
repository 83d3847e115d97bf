import type { ListOpening } from '../registry.js';

/** Staff work through what is still open; a member looks for their latest. */
export const permitRequestsOpening = (seesEveryCompany: boolean): ListOpening => ({
  sort: { field: 'created_at', order: 'DESC' },
  perPage: 25,
  filter: seesEveryCompany ? { open: true } : {},
});
