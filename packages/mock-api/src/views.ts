/**
 * Records as the API sends them where that is not the stored row itself: a company counts its
 * members, and a user is a member or a staff account, each with its own fields (never a password).
 * The collections answer with them, and a record's history compares them.
 */
import type { Company, Db, User } from './db/store.js';

/** A company as the API sends it: how many members it has is counted, not stored. */
export const companyView = (company: Company, db: Db): Company => ({
  ...company,
  members_count: db.users.all().filter((user) => user.role === 'member' && user.company_id === company.id).length,
});

export const memberView = (user: User, db: Db) => ({
  id: user.id,
  name: user.name,
  email: user.email,
  company_id: user.company_id,
  company_name: (user.company_id && db.companies.get(user.company_id)?.name) || '',
  member_role: user.member_role,
  phone: user.phone,
  active: user.active,
  last_sign_in_at: user.last_sign_in_at,
  created_at: user.created_at,
  version: user.version,
});

export const accountView = (user: User) => ({
  id: user.id,
  name: user.name,
  email: user.email,
  role: user.role,
  active: user.active,
  last_sign_in_at: user.last_sign_in_at,
  created_at: user.created_at,
  version: user.version,
});
