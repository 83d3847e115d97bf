/**
 * Generated from openapi.yaml by `pnpm gen` (scripts/contract-fields.ts). Do not edit by hand:
 * change the contract and regenerate; `pnpm check:gen` fails on any difference.
 */

/** Per collection (its path without the leading slash), the schema of its records. */
export const contractCollections = {
  "notifications": "Notification",
  "outbox": "OutboxEmail",
  "statistics/agents": "AgentStatistics",
  "companies": "Company",
  "applications": "Application",
  "members": "Member",
  "accounts": "Account",
  "contacts": "ContactMessage",
  "logs": "AuditEntry",
  "invoices": "Invoice",
  "card-operations": "CardOperation",
  "loads": "Load",
  "vehicles": "Vehicle",
  "permit-requests": "PermitRequest",
  "annual-permits": "AnnualPermit",
  "city-rates": "CityRate",
  "state-regulations": "StateRegulation",
  "holiday-closures": "HolidayClosure",
  "state-notes": "StateNote",
  "blog-posts": "BlogPost",
  "pages": "Page",
  "services": "Service",
  "manual-documents": "ManualDocument",
  "revisions": "Revision",
  "trash": "TrashEntry",
} as const;
