import type { ListOpening } from '../declarations.js';

/** The applications still waiting for a decision, the latest first (react-admin's page of 10). */
export const applicationsOpening = (): ListOpening => ({
  sort: { field: 'created_at', order: 'DESC' },
  perPage: 10,
  filter: { status: 'pending' },
});
