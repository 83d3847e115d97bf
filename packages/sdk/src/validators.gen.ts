/**
 * Generated from openapi.yaml by `pnpm gen` (scripts/contract-validators.ts). Do not edit by hand:
 * change the contract and regenerate; `pnpm check:gen` fails on any difference.
 *
 * Plain functions, written ahead of time: no eval, no `new Function` (the CSP forbids them).
 * Imported by `checked.ts` only, so that the SDK's base entry does not carry them.
 */

/** Where a value departs from the contract: the field (`data[3].company.name`, `''` for the whole) and what was expected there. */
export interface Problem {
  path: string;
  expected: string;
}
/** Checks a value found at path `p`: `undefined` when it conforms, else the first problem. */
export type Check = (v: unknown, p: string) => Problem | undefined;

const no = (path: string, expected: string): Problem => ({ path, expected });
const at = (p: string, name: string): string => (p ? `${p}.${name}` : name);
/** A field whose name is not known ahead (a map's key): quoted when it is not a plain name. */
const key = (p: string, name: string): string => (/^[A-Za-z_$][\w$]*$/.test(name) ? at(p, name) : `${p}[${JSON.stringify(name)}]`);
const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isInt = (v: unknown): v is number => Number.isInteger(v);
/** Length in code points, as JSON Schema counts (an emoji is one); UTF-16 units decide most cases alone. */
function fits(s: string, min: number, max: number): boolean {
  if (s.length <= max && s.length >= 2 * min) return true;
  let n = 0;
  for (const _ of s) n++;
  return n >= min && n <= max;
}
/** A leaf's check: a missing field passes (`need` says which must be there). */
const leaf =
  (test: (x: unknown) => boolean, expected: string): Check =>
  (x, p) =>
    x === undefined || test(x) ? undefined : no(p, expected);
const any: Check = () => undefined;
const unique = (list: unknown[]): boolean => new Set(list.map((x) => JSON.stringify(x))).size === list.length;
function need(v: Record<string, unknown>, p: string, names: string[]): Problem | undefined {
  for (const name of names) if (!Object.hasOwn(v, name)) return no(at(p, name), 'present (required)');
  return undefined;
}
/**
 * `oneOf` (`exactly`) or `anyOf`. When no branch fits, the problem of the branch that went deepest
 * (the field of the record that is wrong rather than "a record or null").
 */
const some =
  (branches: Check[], exactly: boolean, expected: string): Check =>
  (v, p) => {
  let passed = 0;
  let deepest: Problem | undefined;
  for (const branch of branches) {
    const problem = branch(v, p);
    if (!problem) passed++;
    else if (!deepest || problem.path.length > deepest.path.length) deepest = problem;
  }
  if (passed === 1 || (passed > 1 && !exactly)) return undefined;
  if (passed > 1) return no(p, `exactly one of ${expected}`);
  return deepest && deepest.path.length > p.length ? deepest : no(p, expected);
  };

// Light format checks: the shape, not the calendar.
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}[Tt ]\d{2}:\d{2}:\d{2}(\.\d+)?([Zz]|[+-]\d{2}:\d{2})$/;
const EMAIL = /^[^\s@]+@[^\s@]+$/;
const URI = /^[A-Za-z][A-Za-z0-9+.-]*:\S*$/;
const L0 = leaf((x) => typeof x === 'boolean', "boolean");
const L1 = leaf((x) => typeof x === 'string' && fits(x, 0, 1000), "string of at most 1000 characters");
const L2 = leaf((x) => typeof x === 'string' && fits(x, 0, 4096), "string of at most 4096 characters");
const L3 = leaf((x) => typeof x === 'string' && fits(x, 0, 500), "string of at most 500 characters");
const L4 = leaf((x) => isInt(x), "integer");
const L5 = leaf((x) => isInt(x) && x >= 0, "integer at least 0");
const L6 = leaf((x) => typeof x === 'string' && fits(x, 0, 100), "string of at most 100 characters");
const L7 = leaf((x) => typeof x === 'string' && fits(x, 0, 254) && EMAIL.test(x), "email string of at most 254 characters");
const L8 = leaf((x) => x === null, "null");
const B9 = some([$Role, L8], true, "Role or null");
const L10 = leaf((x) => ((isInt(x)) || (x === null)), "integer, or null");
const L11 = leaf((x) => ((typeof x === 'string' && fits(x, 0, 2048)) || (x === null)), "string of at most 2048 characters, or null");
const L12 = leaf((x) => isInt(x) && x >= 1, "integer at least 1");
const L13 = leaf((x) => typeof x === 'string' && fits(x, 0, 2048), "string of at most 2048 characters");
const L14 = leaf((x) => typeof x === 'string' && fits(x, 0, 255), "string of at most 255 characters");
const L15 = leaf((x) => ((typeof x === 'string' && fits(x, 0, 1000)) || (x === null)), "string of at most 1000 characters, or null");
const L16 = leaf((x) => ((typeof x === 'string' && fits(x, 0, 40) && DATE_TIME.test(x)) || (x === null)), "date-time string of at most 40 characters, or null");
const L17 = leaf((x) => ((typeof x === 'string' && fits(x, 0, 120)) || (x === null)), "string of at most 120 characters, or null");
const L18 = leaf((x) => ((typeof x === 'string' && fits(x, 0, 5000)) || (x === null)), "string of at most 5000 characters, or null");
const L19 = leaf((x) => typeof x === 'string' && fits(x, 0, 40), "string of at most 40 characters");
const L20 = leaf((x) => typeof x === 'string' && fits(x, 0, 120), "string of at most 120 characters");
const L21 = leaf((x) => isInt(x) && x >= -9007199254740991 && x <= 9007199254740991, "integer -9007199254740991 to 9007199254740991");
const L22 = leaf((x) => ((typeof x === 'string' && fits(x, 0, 100)) || (x === null)), "string of at most 100 characters, or null");
const L23 = leaf((x) => ((isInt(x) && x >= 1) || (x === null)), "integer at least 1, or null");
const L24 = leaf((x) => typeof x === 'string' && fits(x, 0, 40) && DATE_TIME.test(x), "date-time string of at most 40 characters");
const L25 = leaf((x) => ((isInt(x) && x >= 0) || (x === null)), "integer at least 0, or null");
const L26 = leaf((x) => typeof x === 'string' && fits(x, 0, 5000), "string of at most 5000 characters");
const L27 = leaf((x) => typeof x === 'string' && fits(x, 0, 7), "string of at most 7 characters");
const L28 = leaf((x) => typeof x === 'number', "number");
const L29 = leaf((x) => isInt(x) && x >= 0 && x <= 9007199254740991, "integer 0 to 9007199254740991");
const L30 = leaf((x) => typeof x === 'number' && x >= 0 && x <= 20, "number 0 to 20");
const L31 = leaf((x) => isInt(x) && x >= 0 && x <= 365, "integer 0 to 365");
const L32 = leaf((x) => isInt(x) && x >= 1 && x <= 365, "integer 1 to 365");
const L33 = leaf((x) => typeof x === 'number' && x >= 0.5 && x <= 200, "number 0.5 to 200");
const L34 = leaf((x) => typeof x === 'string' && fits(x, 2, 100), "string of 2 to 100 characters");
const L35 = leaf((x) => ((typeof x === 'string' && fits(x, 0, 300)) || (x === null)), "string of at most 300 characters, or null");
const L36 = leaf((x) => ((typeof x === 'string' && fits(x, 0, 300) && URI.test(x)) || (x === null)), "uri string of at most 300 characters, or null");
const L37 = leaf((x) => typeof x === 'string' && fits(x, 3, 120), "string of 3 to 120 characters");
const L38 = leaf((x) => typeof x === 'string' && fits(x, 0, 300), "string of at most 300 characters");
const L39 = leaf((x) => ((typeof x === 'string' && fits(x, 0, 60)) || (x === null)), "string of at most 60 characters, or null");
const EN40: unknown[] = ["received"];
const L41 = leaf((x) => typeof x === 'string' && EN40.includes(x), "one of \"received\"");
const L42 = leaf((x) => typeof x === 'string' && fits(x, 0, 64), "string of at most 64 characters");
const L43 = leaf((x) => typeof x === 'string' && fits(x, 0, 2000), "string of at most 2000 characters");
const EN44: unknown[] = ["visa", "mastercard", "amex", "discover"];
const L45 = leaf((x) => typeof x === 'string' && EN44.includes(x), "one of \"visa\", \"mastercard\", \"amex\", \"discover\"");
const RE46 = /*#__PURE__*/ new RegExp("^\\d{4}$", 'u');
const L47 = leaf((x) => typeof x === 'string' && fits(x, 0, 4) && RE46.test(x), "string of at most 4 characters matching ^\\d{4}$");
const L48 = leaf((x) => typeof x === 'string' && fits(x, 0, 20), "string of at most 20 characters");
const L49 = leaf((x) => typeof x === 'string' && fits(x, 0, 10) && DATE.test(x), "date string of at most 10 characters");
const L50 = leaf((x) => ((typeof x === 'string' && fits(x, 0, 20)) || (x === null)), "string of at most 20 characters, or null");
const L51 = leaf((x) => isInt(x) && x >= 1 && x <= 1000000, "integer 1 to 1000000");
const L52 = leaf((x) => isInt(x) && x >= 1 && x <= 600, "integer 1 to 600");
const L53 = leaf((x) => isInt(x) && x >= 1 && x <= 3600, "integer 1 to 3600");
const L54 = leaf((x) => isInt(x) && x >= 1 && x <= 10000000, "integer 1 to 10000000");
const L55 = leaf((x) => isInt(x) && x >= 0 && x <= 100000000, "integer 0 to 100000000");
const L56 = leaf((x) => ((isInt(x) && x >= 1 && x <= 366) || (x === null)), "integer 1 to 366, or null");
const B57 = some([$Actor, L8], true, "Actor or null");
const EN58: unknown[] = ["admin", "agent", "member"];
const L59 = leaf((x) => typeof x === 'string' && fits(x, 2, 120), "string of 2 to 120 characters");
const RE60 = /*#__PURE__*/ new RegExp("^\\d{1,8}$", 'u');
const L61 = leaf((x) => typeof x === 'string' && fits(x, 0, 8) && RE60.test(x), "string of at most 8 characters matching ^\\d{1,8}$");
const RE62 = /*#__PURE__*/ new RegExp("^MC-\\d{1,8}$", 'u');
const L63 = leaf((x) => ((typeof x === 'string' && fits(x, 0, 11) && RE62.test(x)) || (x === null)), "string of at most 11 characters matching ^MC-\\d{1,8}$, or null");
const L64 = leaf((x) => ((typeof x === 'string' && fits(x, 0, 200)) || (x === null)), "string of at most 200 characters, or null");
const B65 = some([$StateCode, L8], true, "StateCode or null");
const RE66 = /*#__PURE__*/ new RegExp("^\\d{5}(-\\d{4})?$", 'u');
const L67 = leaf((x) => ((typeof x === 'string' && fits(x, 0, 10) && RE66.test(x)) || (x === null)), "string of at most 10 characters matching ^\\d{5}(-\\d{4})?$, or null");
const L68 = leaf((x) => ((isInt(x) && x >= 1 && x <= 100000) || (x === null)), "integer 1 to 100000, or null");
const EN69: unknown[] = ["pending", "approved", "rejected"];
const L70 = leaf((x) => typeof x === 'string' && fits(x, 3, 150), "string of 3 to 150 characters");
const L71 = leaf((x) => typeof x === 'string' && fits(x, 10, 5000), "string of 10 to 5000 characters");
const EN72: unknown[] = ["new", "answered"];
const L73 = leaf((x) => typeof x === 'string' && fits(x, 3, 200), "string of 3 to 200 characters");
const L74 = leaf((x) => ((typeof x === 'string' && fits(x, 0, 2000)) || (x === null)), "string of at most 2000 characters, or null");
const EN75: unknown[] = ["submitted", "in_review", "waiting_on_member", "approved", "rejected", "issued", "cancelled"];
const L76 = leaf((x) => typeof x === 'string' && fits(x, 0, 4000), "string of at most 4000 characters");
const EN77: unknown[] = ["routine", "needs_review"];
const L78 = leaf((x) => typeof x === 'string' && EN77.includes(x), "one of \"routine\", \"needs_review\"");
const EN79: unknown[] = ["on_time", "at_risk", "late", "paused", "answered", "closed"];
const B80 = some([$PermitStatus, L8], true, "PermitStatus or null");
const L81 = leaf((x) => ((typeof x === 'string' && fits(x, 0, 10) && DATE.test(x)) || (x === null)), "date string of at most 10 characters, or null");
const L82 = leaf((x) => ((typeof x === 'string' && fits(x, 0, 4000)) || (x === null)), "string of at most 4000 characters, or null");
const L83 = leaf((x) => typeof x === 'string' && fits(x, 0, 200), "string of at most 200 characters");
const L84 = leaf((x) => typeof x === 'string' && fits(x, 0, 20000), "string of at most 20000 characters");
const EN85: unknown[] = ["AL", "AK", "AZ", "AR", "CA", "CO", "CT", "DE", "FL", "GA", "HI", "ID", "IL", "IN", "IA", "KS", "KY", "LA", "ME", "MD", "MA", "MI", "MN", "MS", "MO", "MT", "NE", "NV", "NH", "NJ", "NM", "NY", "NC", "ND", "OH", "OK", "OR", "PA", "RI", "SC", "SD", "TN", "TX", "UT", "VT", "VA", "WA", "WV", "WI", "WY"];
const L86 = leaf((x) => ((typeof x === 'number') || (x === null)), "number, or null");
const RE87 = /*#__PURE__*/ new RegExp("^[0-9 +().-]{7,20}$", 'u');
const RE88 = /*#__PURE__*/ new RegExp("^([01][0-9]|2[0-3]):[0-5][0-9]$", 'u');
const L89 = leaf((x) => typeof x === 'string' && fits(x, 0, 5) && RE88.test(x), "string of at most 5 characters matching ^([01][0-9]|2[0-3]):[0-5][0-9]$");
const EN90: unknown[] = ["America/New_York", "America/Chicago", "America/Denver", "America/Phoenix", "America/Los_Angeles", "America/Anchorage", "Pacific/Honolulu"];
const L91 = leaf((x) => typeof x === 'string' && EN90.includes(x), "one of \"America/New_York\", \"America/Chicago\", \"America/Denver\", \"America/Phoenix\", \"America/Los_Angeles\", \"America/Anchorage\", \"Pacific/Honolulu\"");
const L92 = leaf((x) => ((isInt(x) && x >= 0 && x <= 9007199254740991) || (x === null)), "integer 0 to 9007199254740991, or null");
const L93 = leaf((x) => typeof x === 'string' && fits(x, 8, 100), "string of 8 to 100 characters");
const EN94: unknown[] = ["create", "update", "delete", "approve", "reject", "reply", "pay", "transition", "login"];
const L95 = leaf((x) => isInt(x) && x >= 1 && x <= 100000000, "integer 1 to 100000000");
const L96 = leaf((x) => ((typeof x === 'string' && fits(x, 0, 500)) || (x === null)), "string of at most 500 characters, or null");
const EN97: unknown[] = ["succeeded", "failed", "pending"];
const L98 = leaf((x) => isInt(x) && x >= 2 && x <= 20, "integer 2 to 20");
const L99 = leaf((x) => typeof x === 'string' && fits(x, 3, 100), "string of 3 to 100 characters");
const EN100: unknown[] = ["valid", "not_yet_valid", "expired", "superseded", "revoked"];
const L101 = leaf((x) => typeof x === 'string' && fits(x, 3, 40), "string of 3 to 40 characters");
const L102 = leaf((x) => typeof x === 'string' && fits(x, 3, 5000), "string of 3 to 5000 characters");
const RE103 = /*#__PURE__*/ new RegExp("^[a-z0-9]+(?:-[a-z0-9]+)*$", 'u');
const L104 = leaf((x) => typeof x === 'string' && fits(x, 0, 200) && RE103.test(x), "string of at most 200 characters matching ^[a-z0-9]+(?:-[a-z0-9]+)*$");
const L105 = leaf((x) => typeof x === 'string' && fits(x, 1, 100000), "string of 1 to 100000 characters");
const L106 = leaf((x) => typeof x === 'string' && fits(x, 2, 200), "string of 2 to 200 characters");
const L107 = leaf((x) => typeof x === 'string' && fits(x, 3, 2000), "string of 3 to 2000 characters");
const L108 = leaf((x) => typeof x === 'string' && fits(x, 1, 2048), "string of 1 to 2048 characters");
const L109 = leaf((x) => typeof x === 'string' && fits(x, 1, 200), "string of 1 to 200 characters");
const EN110: unknown[] = ["companies", "applications", "members", "accounts", "contacts", "invoices", "loads", "vehicles", "permit-requests", "annual-permits", "city-rates", "state-regulations", "holiday-closures", "state-notes", "blog-posts", "pages", "services", "manual-documents"];
const EN111: unknown[] = ["active", "suspended", "pending"];
const EN112: unknown[] = ["unpaid", "paid", "void"];
const EN113: unknown[] = ["status_changed", "question", "answer", "permit_issued", "invoice_due", "rule_change"];
const RE114 = /*#__PURE__*/ new RegExp("^\\d{4}-\\d{2}$", 'u');
const L115 = leaf((x) => typeof x === 'string' && fits(x, 0, 7) && RE114.test(x), "string of at most 7 characters matching ^\\d{4}-\\d{2}$");
const EN116: unknown[] = ["permit_request", "invoice", "application", "load"];
const L117 = leaf((x) => typeof x === 'string' && EN116.includes(x), "one of \"permit_request\", \"invoice\", \"application\", \"load\"");
const L118 = leaf((x) => ((typeof x === 'number' && x >= 0) || (x === null)), "number at least 0, or null");
const L119 = leaf((x) => isInt(x) && x >= 1 && x <= 7, "integer 1 to 7");
const EN120: unknown[] = ["owner", "manager", "dispatcher", "driver"];
const EN121: unknown[] = ["admin", "agent"];
const EN122: unknown[] = ["charge", "refund"];
const EN123: unknown[] = ["oversize", "overweight", "oversize_overweight"];
const EN124: unknown[] = ["draft", "published"];
const EN125: unknown[] = ["companies", "applications", "members", "accounts", "contacts", "invoices", "card-operations", "loads", "vehicles", "permit-requests", "annual-permits", "city-rates", "state-regulations", "holiday-closures", "state-notes", "blog-posts", "pages", "services", "manual-documents", "settings/main", "site-settings/general", "site-settings/home"];
const EN126: unknown[] = ["created", "updated", "transitioned", "deleted", "restored", "reverted", "assigned"];
const EN127: unknown[] = ["created", "changed", "unchanged", "failed"];
const L128 = leaf((x) => typeof x === 'string' && EN127.includes(x), "one of \"created\", \"changed\", \"unchanged\", \"failed\"");
const EN129: unknown[] = ["no_permit", "routine", "needs_review"];
const L130 = leaf((x) => typeof x === 'string' && EN129.includes(x), "one of \"no_permit\", \"routine\", \"needs_review\"");
const EN131: unknown[] = ["width", "height", "length", "weight", "single_axle", "tandem_axle", "bridge_formula", "no_rules", "rules_off", "state_off", "fee_ceiling", "company_standing", "validity"];
const L132 = leaf((x) => typeof x === 'string' && EN131.includes(x), "one of \"width\", \"height\", \"length\", \"weight\", \"single_axle\", \"tandem_axle\", \"bridge_formula\", \"no_rules\", \"rules_off\", \"state_off\", \"fee_ceiling\", \"company_standing\", \"validity\"");
const L133 = leaf((x) => ((isInt(x) && x >= -9007199254740991 && x <= 9007199254740991) || (x === null)), "integer -9007199254740991 to 9007199254740991, or null");
const L134 = leaf((x) => isInt(x) && x >= 1 && x <= 100000, "integer 1 to 100000");
const L135 = leaf((x) => ((isInt(x) && x >= 1 && x <= 3600) || (x === null)), "integer 1 to 3600, or null");
const L136 = leaf((x) => isInt(x) && x >= 0 && x <= 4, "integer 0 to 4");

function $LoginResponse(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if ((r = $TokenPair(v, p))) return r;
  if (!isObj(v)) return no(p, "object");
  if ((r = need(v, p, ["show_popup"]))) return r;
  if ((r = L0(v.show_popup, at(p, "show_popup")))) return r;
}

function $ErrorMessage(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if (!isObj(v)) return no(p, "object");
  if ((r = need(v, p, ["message"]))) return r;
  if ((r = L1(v.message, at(p, "message")))) return r;
}

function $ValidationError(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if (!isObj(v)) return no(p, "object");
  if ((r = need(v, p, ["message","errors"]))) return r;
  if ((r = L1(v.message, at(p, "message")))) return r;
  if ((r = $ValidationError_errors(v.errors, at(p, "errors")))) return r;
}

function $TokenPair(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if (!isObj(v)) return no(p, "object");
  if ((r = need(v, p, ["access_token","refresh_token"]))) return r;
  if ((r = L2(v.access_token, at(p, "access_token")))) return r;
  if ((r = L2(v.refresh_token, at(p, "refresh_token")))) return r;
}

function $ResetResponse(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if (!isObj(v)) return no(p, "object");
  if ((r = need(v, p, ["success","data"]))) return r;
  if ((r = L0(v.success, at(p, "success")))) return r;
  if ((r = $ResetResponse_data(v.data, at(p, "data")))) return r;
}

function $getIdentity_200(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if (!isObj(v)) return no(p, "object");
  if ((r = need(v, p, ["data"]))) return r;
  if ((r = $Identity(v.data, at(p, "data")))) return r;
}

function $VersionConflict(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if (!isObj(v)) return no(p, "object");
  if ((r = need(v, p, ["message","data"]))) return r;
  if ((r = L3(v.message, at(p, "message")))) return r;
  if ((r = $VersionConflict_data(v.data, at(p, "data")))) return r;
}

function $uploadFile_201(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if (!isObj(v)) return no(p, "object");
  if ((r = need(v, p, ["data"]))) return r;
  if ((r = $FileRecord(v.data, at(p, "data")))) return r;
}

function $CompanyRecord(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if (!isObj(v)) return no(p, "object");
  if ((r = need(v, p, ["data"]))) return r;
  if ((r = $Company(v.data, at(p, "data")))) return r;
}

function $ApplicationRecord(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if (!isObj(v)) return no(p, "object");
  if ((r = need(v, p, ["data"]))) return r;
  if ((r = $Application(v.data, at(p, "data")))) return r;
}

function $ContactMessageRecord(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if (!isObj(v)) return no(p, "object");
  if ((r = need(v, p, ["data"]))) return r;
  if ((r = $ContactMessage(v.data, at(p, "data")))) return r;
}

function $InvoiceRecord(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if (!isObj(v)) return no(p, "object");
  if ((r = need(v, p, ["data"]))) return r;
  if ((r = $Invoice(v.data, at(p, "data")))) return r;
}

function $PermitRequestRecord(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if (!isObj(v)) return no(p, "object");
  if ((r = need(v, p, ["data"]))) return r;
  if ((r = $PermitRequest(v.data, at(p, "data")))) return r;
}

function $listAssignees_200(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if (!isObj(v)) return no(p, "object");
  if ((r = need(v, p, ["data"]))) return r;
  if ((r = $listAssignees_200_data(v.data, at(p, "data")))) return r;
}

function $PermitMessageList(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if (!isObj(v)) return no(p, "object");
  if ((r = need(v, p, ["data","total"]))) return r;
  if ((r = $PermitMessageList_data(v.data, at(p, "data")))) return r;
  if ((r = L4(v.total, at(p, "total")))) return r;
}

function $postPermitRequestMessage_201(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if (!isObj(v)) return no(p, "object");
  if ((r = need(v, p, ["data","permit_request"]))) return r;
  if ((r = $PermitMessage(v.data, at(p, "data")))) return r;
  if ((r = $PermitRequest(v.permit_request, at(p, "permit_request")))) return r;
}

function $NotificationList(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if (!isObj(v)) return no(p, "object");
  if ((r = need(v, p, ["data","total","unread"]))) return r;
  if ((r = $NotificationList_data(v.data, at(p, "data")))) return r;
  if ((r = L4(v.total, at(p, "total")))) return r;
  if ((r = L4(v.unread, at(p, "unread")))) return r;
}

function $getNotificationSettings_200(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if (!isObj(v)) return no(p, "object");
  if ((r = need(v, p, ["data"]))) return r;
  if ((r = $NotificationSettings(v.data, at(p, "data")))) return r;
}

function $OutboxList(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if (!isObj(v)) return no(p, "object");
  if ((r = need(v, p, ["data","total"]))) return r;
  if ((r = $OutboxList_data(v.data, at(p, "data")))) return r;
  if ((r = L4(v.total, at(p, "total")))) return r;
}

function $calculateCityFee_200(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if (!isObj(v)) return no(p, "object");
  if ((r = need(v, p, ["data"]))) return r;
  if ((r = $FeeCalculation(v.data, at(p, "data")))) return r;
}

function $search_200(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if (!isObj(v)) return no(p, "object");
  if ((r = need(v, p, ["data"]))) return r;
  if ((r = $SearchResults(v.data, at(p, "data")))) return r;
}

function $getOverview_200(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if (!isObj(v)) return no(p, "object");
  if ((r = need(v, p, ["data"]))) return r;
  if ((r = $Overview(v.data, at(p, "data")))) return r;
}

function $getServiceStatistics_200(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if (!isObj(v)) return no(p, "object");
  if ((r = need(v, p, ["data"]))) return r;
  if ((r = $ServiceStatistics(v.data, at(p, "data")))) return r;
}

function $getAgentStatistics_200(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if (!isObj(v)) return no(p, "object");
  if ((r = need(v, p, ["data"]))) return r;
  if ((r = $getAgentStatistics_200_data(v.data, at(p, "data")))) return r;
}

function $getOnTimeStatistics_200(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if (!isObj(v)) return no(p, "object");
  if ((r = need(v, p, ["data"]))) return r;
  if ((r = $OnTimeStatistics(v.data, at(p, "data")))) return r;
}

function $getDecisionStatistics_200(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if (!isObj(v)) return no(p, "object");
  if ((r = need(v, p, ["data"]))) return r;
  if ((r = $DecisionStatistics(v.data, at(p, "data")))) return r;
}

function $getWorkload_200(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if (!isObj(v)) return no(p, "object");
  if ((r = need(v, p, ["data"]))) return r;
  if ((r = $Workload(v.data, at(p, "data")))) return r;
}

function $getCompanyStatistics_200(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if (!isObj(v)) return no(p, "object");
  if ((r = need(v, p, ["data"]))) return r;
  if ((r = $CompanyStatistics(v.data, at(p, "data")))) return r;
}

function $ServiceSettingsRecord(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if (!isObj(v)) return no(p, "object");
  if ((r = need(v, p, ["data"]))) return r;
  if ((r = $ServiceSettings(v.data, at(p, "data")))) return r;
}

function $SiteGeneralRecord(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if (!isObj(v)) return no(p, "object");
  if ((r = need(v, p, ["data"]))) return r;
  if ((r = $SiteGeneral(v.data, at(p, "data")))) return r;
}

function $SiteHomeRecord(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if (!isObj(v)) return no(p, "object");
  if ((r = need(v, p, ["data"]))) return r;
  if ((r = $SiteHome(v.data, at(p, "data")))) return r;
}

function $requestAccountDeletion_202(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if (!isObj(v)) return no(p, "object");
  if ((r = need(v, p, ["data"]))) return r;
  if ((r = $AccountDeletionRequest(v.data, at(p, "data")))) return r;
}

function $createFileLink_201(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if (!isObj(v)) return no(p, "object");
  if ((r = need(v, p, ["data"]))) return r;
  if ((r = $SignedFileLink(v.data, at(p, "data")))) return r;
}

function $CompanyList(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if (!isObj(v)) return no(p, "object");
  if ((r = need(v, p, ["data","total"]))) return r;
  if ((r = $CompanyList_data(v.data, at(p, "data")))) return r;
  if ((r = L5(v.total, at(p, "total")))) return r;
}

function $ApplicationList(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if (!isObj(v)) return no(p, "object");
  if ((r = need(v, p, ["data","total"]))) return r;
  if ((r = $ApplicationList_data(v.data, at(p, "data")))) return r;
  if ((r = L5(v.total, at(p, "total")))) return r;
}

function $MemberList(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if (!isObj(v)) return no(p, "object");
  if ((r = need(v, p, ["data","total"]))) return r;
  if ((r = $MemberList_data(v.data, at(p, "data")))) return r;
  if ((r = L5(v.total, at(p, "total")))) return r;
}

function $MemberRecord(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if (!isObj(v)) return no(p, "object");
  if ((r = need(v, p, ["data"]))) return r;
  if ((r = $Member(v.data, at(p, "data")))) return r;
}

function $AccountList(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if (!isObj(v)) return no(p, "object");
  if ((r = need(v, p, ["data","total"]))) return r;
  if ((r = $AccountList_data(v.data, at(p, "data")))) return r;
  if ((r = L5(v.total, at(p, "total")))) return r;
}

function $AccountRecord(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if (!isObj(v)) return no(p, "object");
  if ((r = need(v, p, ["data"]))) return r;
  if ((r = $Account(v.data, at(p, "data")))) return r;
}

function $ContactMessageList(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if (!isObj(v)) return no(p, "object");
  if ((r = need(v, p, ["data","total"]))) return r;
  if ((r = $ContactMessageList_data(v.data, at(p, "data")))) return r;
  if ((r = L5(v.total, at(p, "total")))) return r;
}

function $AuditEntryList(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if (!isObj(v)) return no(p, "object");
  if ((r = need(v, p, ["data","total"]))) return r;
  if ((r = $AuditEntryList_data(v.data, at(p, "data")))) return r;
  if ((r = L5(v.total, at(p, "total")))) return r;
}

function $AuditEntryRecord(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if (!isObj(v)) return no(p, "object");
  if ((r = need(v, p, ["data"]))) return r;
  if ((r = $AuditEntry(v.data, at(p, "data")))) return r;
}

function $InvoiceList(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if (!isObj(v)) return no(p, "object");
  if ((r = need(v, p, ["data","total","summary"]))) return r;
  if ((r = $InvoiceList_data(v.data, at(p, "data")))) return r;
  if ((r = L5(v.total, at(p, "total")))) return r;
  if ((r = $InvoiceList_summary(v.summary, at(p, "summary")))) return r;
}

function $CardOperationList(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if (!isObj(v)) return no(p, "object");
  if ((r = need(v, p, ["data","total","summary"]))) return r;
  if ((r = $CardOperationList_data(v.data, at(p, "data")))) return r;
  if ((r = L5(v.total, at(p, "total")))) return r;
  if ((r = $CardOperationList_summary(v.summary, at(p, "summary")))) return r;
}

function $CardOperationRecord(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if (!isObj(v)) return no(p, "object");
  if ((r = need(v, p, ["data"]))) return r;
  if ((r = $CardOperation(v.data, at(p, "data")))) return r;
}

function $LoadList(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if (!isObj(v)) return no(p, "object");
  if ((r = need(v, p, ["data","total"]))) return r;
  if ((r = $LoadList_data(v.data, at(p, "data")))) return r;
  if ((r = L5(v.total, at(p, "total")))) return r;
}

function $LoadRecord(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if (!isObj(v)) return no(p, "object");
  if ((r = need(v, p, ["data"]))) return r;
  if ((r = $Load(v.data, at(p, "data")))) return r;
}

function $VehicleList(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if (!isObj(v)) return no(p, "object");
  if ((r = need(v, p, ["data","total"]))) return r;
  if ((r = $VehicleList_data(v.data, at(p, "data")))) return r;
  if ((r = L5(v.total, at(p, "total")))) return r;
}

function $VehicleRecord(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if (!isObj(v)) return no(p, "object");
  if ((r = need(v, p, ["data"]))) return r;
  if ((r = $Vehicle(v.data, at(p, "data")))) return r;
}

function $PermitCheckRecord(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if (!isObj(v)) return no(p, "object");
  if ((r = need(v, p, ["data"]))) return r;
  if ((r = $PermitCheck(v.data, at(p, "data")))) return r;
}

function $PermitRequestList(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if (!isObj(v)) return no(p, "object");
  if ((r = need(v, p, ["data","total"]))) return r;
  if ((r = $PermitRequestList_data(v.data, at(p, "data")))) return r;
  if ((r = L5(v.total, at(p, "total")))) return r;
}

function $AnnualPermitList(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if (!isObj(v)) return no(p, "object");
  if ((r = need(v, p, ["data","total"]))) return r;
  if ((r = $AnnualPermitList_data(v.data, at(p, "data")))) return r;
  if ((r = L5(v.total, at(p, "total")))) return r;
}

function $AnnualPermitRecord(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if (!isObj(v)) return no(p, "object");
  if ((r = need(v, p, ["data"]))) return r;
  if ((r = $AnnualPermit(v.data, at(p, "data")))) return r;
}

function $CityRateList(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if (!isObj(v)) return no(p, "object");
  if ((r = need(v, p, ["data","total"]))) return r;
  if ((r = $CityRateList_data(v.data, at(p, "data")))) return r;
  if ((r = L5(v.total, at(p, "total")))) return r;
}

function $CityRateRecord(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if (!isObj(v)) return no(p, "object");
  if ((r = need(v, p, ["data"]))) return r;
  if ((r = $CityRate(v.data, at(p, "data")))) return r;
}

function $getPermitFees_200(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if (!isObj(v)) return no(p, "object");
  if ((r = need(v, p, ["data"]))) return r;
  if ((r = $getPermitFees_200_data(v.data, at(p, "data")))) return r;
}

function $StateRegulationList(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if (!isObj(v)) return no(p, "object");
  if ((r = need(v, p, ["data","total"]))) return r;
  if ((r = $StateRegulationList_data(v.data, at(p, "data")))) return r;
  if ((r = L5(v.total, at(p, "total")))) return r;
}

function $StateRegulationRecord(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if (!isObj(v)) return no(p, "object");
  if ((r = need(v, p, ["data"]))) return r;
  if ((r = $StateRegulation(v.data, at(p, "data")))) return r;
}

function $HolidayClosureList(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if (!isObj(v)) return no(p, "object");
  if ((r = need(v, p, ["data","total"]))) return r;
  if ((r = $HolidayClosureList_data(v.data, at(p, "data")))) return r;
  if ((r = L5(v.total, at(p, "total")))) return r;
}

function $HolidayClosureRecord(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if (!isObj(v)) return no(p, "object");
  if ((r = need(v, p, ["data"]))) return r;
  if ((r = $HolidayClosure(v.data, at(p, "data")))) return r;
}

function $StateNoteList(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if (!isObj(v)) return no(p, "object");
  if ((r = need(v, p, ["data","total"]))) return r;
  if ((r = $StateNoteList_data(v.data, at(p, "data")))) return r;
  if ((r = L5(v.total, at(p, "total")))) return r;
}

function $StateNoteRecord(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if (!isObj(v)) return no(p, "object");
  if ((r = need(v, p, ["data"]))) return r;
  if ((r = $StateNote(v.data, at(p, "data")))) return r;
}

function $BlogPostList(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if (!isObj(v)) return no(p, "object");
  if ((r = need(v, p, ["data","total"]))) return r;
  if ((r = $BlogPostList_data(v.data, at(p, "data")))) return r;
  if ((r = L5(v.total, at(p, "total")))) return r;
}

function $BlogPostRecord(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if (!isObj(v)) return no(p, "object");
  if ((r = need(v, p, ["data"]))) return r;
  if ((r = $BlogPost(v.data, at(p, "data")))) return r;
}

function $PageList(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if (!isObj(v)) return no(p, "object");
  if ((r = need(v, p, ["data","total"]))) return r;
  if ((r = $PageList_data(v.data, at(p, "data")))) return r;
  if ((r = L5(v.total, at(p, "total")))) return r;
}

function $PageRecord(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if (!isObj(v)) return no(p, "object");
  if ((r = need(v, p, ["data"]))) return r;
  if ((r = $Page(v.data, at(p, "data")))) return r;
}

function $ServiceList(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if (!isObj(v)) return no(p, "object");
  if ((r = need(v, p, ["data","total"]))) return r;
  if ((r = $ServiceList_data(v.data, at(p, "data")))) return r;
  if ((r = L5(v.total, at(p, "total")))) return r;
}

function $ServiceRecord(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if (!isObj(v)) return no(p, "object");
  if ((r = need(v, p, ["data"]))) return r;
  if ((r = $Service(v.data, at(p, "data")))) return r;
}

function $ManualDocumentList(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if (!isObj(v)) return no(p, "object");
  if ((r = need(v, p, ["data","total"]))) return r;
  if ((r = $ManualDocumentList_data(v.data, at(p, "data")))) return r;
  if ((r = L5(v.total, at(p, "total")))) return r;
}

function $ManualDocumentRecord(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if (!isObj(v)) return no(p, "object");
  if ((r = need(v, p, ["data"]))) return r;
  if ((r = $ManualDocument(v.data, at(p, "data")))) return r;
}

function $RevisionList(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if (!isObj(v)) return no(p, "object");
  if ((r = need(v, p, ["data","total"]))) return r;
  if ((r = $RevisionList_data(v.data, at(p, "data")))) return r;
  if ((r = L5(v.total, at(p, "total")))) return r;
}

function $RevertedRecord(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if (!isObj(v)) return no(p, "object");
  if ((r = need(v, p, ["data"]))) return r;
  if ((r = $RevertedRecord_data(v.data, at(p, "data")))) return r;
}

function $ImportReportRecord(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if (!isObj(v)) return no(p, "object");
  if ((r = need(v, p, ["data"]))) return r;
  if ((r = $ImportReport(v.data, at(p, "data")))) return r;
}

function $ImportUndoneRecord(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if (!isObj(v)) return no(p, "object");
  if ((r = need(v, p, ["data"]))) return r;
  if ((r = $ImportUndone(v.data, at(p, "data")))) return r;
}

function $TrashList(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if (!isObj(v)) return no(p, "object");
  if ((r = need(v, p, ["data","total"]))) return r;
  if ((r = $TrashList_data(v.data, at(p, "data")))) return r;
  if ((r = L5(v.total, at(p, "total")))) return r;
}

function $TrashEntryRecord(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if (!isObj(v)) return no(p, "object");
  if ((r = need(v, p, ["data"]))) return r;
  if ((r = $TrashEntry(v.data, at(p, "data")))) return r;
}

function $ValidationError_errors(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if (!isObj(v)) return no(p, "object");
  for (const [k, x] of Object.entries(v)) if ((r = $ValidationError_errors_additional(x, key(p, k)))) return r;
}

function $ResetResponse_data(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if (!isObj(v)) return no(p, "object");
  if ((r = need(v, p, ["message"]))) return r;
  if ((r = L1(v.message, at(p, "message")))) return r;
}

function $Identity(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if (!isObj(v)) return no(p, "object");
  if ((r = need(v, p, ["id","name","email"]))) return r;
  if ((r = L4(v.id, at(p, "id")))) return r;
  if ((r = L6(v.name, at(p, "name")))) return r;
  if ((r = L7(v.email, at(p, "email")))) return r;
  if (v.role !== undefined && (r = B9(v.role, at(p, "role")))) return r;
  if ((r = L10(v.company_id, at(p, "company_id")))) return r;
  if ((r = L11(v.avatar, at(p, "avatar")))) return r;
  if ((r = L12(v.version, at(p, "version")))) return r;
}

function $VersionConflict_data(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if (!isObj(v)) return no(p, "object");
  if ((r = need(v, p, ["version"]))) return r;
  if ((r = L12(v.version, at(p, "version")))) return r;
}

function $FileRecord(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if (!isObj(v)) return no(p, "object");
  if ((r = need(v, p, ["id","link","name"]))) return r;
  if ((r = L4(v.id, at(p, "id")))) return r;
  if ((r = L13(v.link, at(p, "link")))) return r;
  if ((r = L14(v.name, at(p, "name")))) return r;
}

function $Company(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if ((r = $Timestamps(v, p))) return r;
  if ((r = $Versioned(v, p))) return r;
  if ((r = $CompanyInput(v, p))) return r;
  if (!isObj(v)) return no(p, "object");
  if ((r = need(v, p, ["status","members_count"]))) return r;
  if ((r = L4(v.members_count, at(p, "members_count")))) return r;
}

function $Application(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if ((r = $Timestamps(v, p))) return r;
  if ((r = $Versioned(v, p))) return r;
  if ((r = $ApplicationInput(v, p))) return r;
  if (!isObj(v)) return no(p, "object");
  if ((r = need(v, p, ["status"]))) return r;
  if ((r = $ApplicationStatus(v.status, at(p, "status")))) return r;
  if ((r = L15(v.reason, at(p, "reason")))) return r;
  if ((r = L10(v.company_id, at(p, "company_id")))) return r;
  if ((r = L16(v.decided_at, at(p, "decided_at")))) return r;
}

function $ContactMessage(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if ((r = $Timestamps(v, p))) return r;
  if ((r = $Versioned(v, p))) return r;
  if ((r = $ContactMessageInput(v, p))) return r;
  if (!isObj(v)) return no(p, "object");
  if ((r = need(v, p, ["name","email","status"]))) return r;
  if ((r = $ContactStatus(v.status, at(p, "status")))) return r;
  if ((r = L10(v.company_id, at(p, "company_id")))) return r;
  if ((r = L17(v.company_name, at(p, "company_name")))) return r;
  if ((r = L18(v.reply, at(p, "reply")))) return r;
  if ((r = L16(v.answered_at, at(p, "answered_at")))) return r;
}

function $Invoice(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if ((r = $Timestamps(v, p))) return r;
  if ((r = $Versioned(v, p))) return r;
  if ((r = $InvoiceInput(v, p))) return r;
  if (!isObj(v)) return no(p, "object");
  if ((r = need(v, p, ["number","company_name","tax_cents","total_cents","status","pdf"]))) return r;
  if ((r = L19(v.number, at(p, "number")))) return r;
  if ((r = L20(v.company_name, at(p, "company_name")))) return r;
  if ((r = L21(v.total_cents, at(p, "total_cents")))) return r;
  if ((r = L16(v.paid_at, at(p, "paid_at")))) return r;
  if ((r = L13(v.pdf, at(p, "pdf")))) return r;
}

function $PermitRequest(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if ((r = $Timestamps(v, p))) return r;
  if ((r = $Versioned(v, p))) return r;
  if ((r = $PermitRequestInput(v, p))) return r;
  if (!isObj(v)) return no(p, "object");
  if ((r = need(v, p, ["number","company_id","company_name","status","status_history","documents","fee_cents","decision","updated_at"]))) return r;
  if ((r = L19(v.number, at(p, "number")))) return r;
  if ((r = L4(v.company_id, at(p, "company_id")))) return r;
  if ((r = L20(v.company_name, at(p, "company_name")))) return r;
  if ((r = $PermitStatus(v.status, at(p, "status")))) return r;
  if ((r = $PermitRequest_3_status_history(v.status_history, at(p, "status_history")))) return r;
  if ((r = $PermitRequest_3_documents(v.documents, at(p, "documents")))) return r;
  if ((r = L21(v.fee_cents, at(p, "fee_cents")))) return r;
  if ((r = L10(v.agent_id, at(p, "agent_id")))) return r;
  if ((r = L22(v.agent_name, at(p, "agent_name")))) return r;
  if ((r = L23(v.amended_by_id, at(p, "amended_by_id")))) return r;
  if (v.rule_warning !== undefined && (r = $PermitRequest_3_rule_warning(v.rule_warning, at(p, "rule_warning")))) return r;
  if ((r = L24(v.updated_at, at(p, "updated_at")))) return r;
  if ((r = $PermitDecision(v.decision, at(p, "decision")))) return r;
  if (v.clock !== undefined && (r = $ClockFlag(v.clock, at(p, "clock")))) return r;
  if ((r = L16(v.due_at, at(p, "due_at")))) return r;
  if ((r = L16(v.at_risk_at, at(p, "at_risk_at")))) return r;
  if ((r = L25(v.answered_in_minutes, at(p, "answered_in_minutes")))) return r;
}

function $listAssignees_200_data(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if (!Array.isArray(v)) return no(p, "list");
  for (let i = 0; i < v.length; i++) if ((r = $listAssignees_200_data_items(v[i], `${p}[${i}]`))) return r;
}

function $PermitMessageList_data(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if (!Array.isArray(v)) return no(p, "list");
  for (let i = 0; i < v.length; i++) if ((r = $PermitMessage(v[i], `${p}[${i}]`))) return r;
}

function $PermitMessage(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if (!isObj(v)) return no(p, "object");
  if ((r = need(v, p, ["id","permit_request_id","author","body","attachments","internal","ask","created_at"]))) return r;
  if ((r = L4(v.id, at(p, "id")))) return r;
  if ((r = L4(v.permit_request_id, at(p, "permit_request_id")))) return r;
  if ((r = $Actor(v.author, at(p, "author")))) return r;
  if ((r = L26(v.body, at(p, "body")))) return r;
  if ((r = $PermitMessage_attachments(v.attachments, at(p, "attachments")))) return r;
  if ((r = L0(v.internal, at(p, "internal")))) return r;
  if ((r = L0(v.ask, at(p, "ask")))) return r;
  if ((r = L24(v.created_at, at(p, "created_at")))) return r;
}

function $NotificationList_data(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if (!Array.isArray(v)) return no(p, "list");
  for (let i = 0; i < v.length; i++) if ((r = $Notification(v[i], `${p}[${i}]`))) return r;
}

function $NotificationSettings(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if (!isObj(v)) return no(p, "object");
  if ((r = need(v, p, ["email"]))) return r;
  if ((r = $NotificationSettings_email(v.email, at(p, "email")))) return r;
}

function $OutboxList_data(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if (!Array.isArray(v)) return no(p, "list");
  for (let i = 0; i < v.length; i++) if ((r = $OutboxEmail(v[i], `${p}[${i}]`))) return r;
}

function $FeeCalculation(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if (!isObj(v)) return no(p, "object");
  if ((r = need(v, p, ["city","state","lines","total_cents"]))) return r;
  if ((r = L6(v.city, at(p, "city")))) return r;
  if ((r = $StateCode(v.state, at(p, "state")))) return r;
  if ((r = $FeeCalculation_lines(v.lines, at(p, "lines")))) return r;
  if ((r = L21(v.total_cents, at(p, "total_cents")))) return r;
}

function $SearchResults(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if (!isObj(v)) return no(p, "object");
  if ((r = need(v, p, ["companies","permit_requests","invoices","loads","members"]))) return r;
  if ((r = $SearchResults_companies(v.companies, at(p, "companies")))) return r;
  if ((r = $SearchResults_companies(v.permit_requests, at(p, "permit_requests")))) return r;
  if ((r = $SearchResults_companies(v.invoices, at(p, "invoices")))) return r;
  if ((r = $SearchResults_companies(v.loads, at(p, "loads")))) return r;
  if ((r = $SearchResults_companies(v.members, at(p, "members")))) return r;
}

function $Overview(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if (!isObj(v)) return no(p, "object");
  if ((r = need(v, p, ["kpis","months","recent"]))) return r;
  if ((r = $Overview_kpis(v.kpis, at(p, "kpis")))) return r;
  if ((r = $Overview_months(v.months, at(p, "months")))) return r;
  if ((r = $Overview_recent(v.recent, at(p, "recent")))) return r;
}

function $ServiceStatistics(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if (!isObj(v)) return no(p, "object");
  if ((r = need(v, p, ["from","to","months","states"]))) return r;
  if ((r = L27(v.from, at(p, "from")))) return r;
  if ((r = L27(v.to, at(p, "to")))) return r;
  if ((r = $Overview_months(v.months, at(p, "months")))) return r;
  if ((r = $ServiceStatistics_states(v.states, at(p, "states")))) return r;
}

function $getAgentStatistics_200_data(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if (!Array.isArray(v)) return no(p, "list");
  for (let i = 0; i < v.length; i++) if ((r = $AgentStatistics(v[i], `${p}[${i}]`))) return r;
}

function $OnTimeStatistics(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if (!isObj(v)) return no(p, "object");
  if ((r = need(v, p, ["from","to","target_hours","agents","states"]))) return r;
  if ((r = L27(v.from, at(p, "from")))) return r;
  if ((r = L27(v.to, at(p, "to")))) return r;
  if ((r = L28(v.target_hours, at(p, "target_hours")))) return r;
  if ((r = $OnTimeStatistics_agents(v.agents, at(p, "agents")))) return r;
  if ((r = $OnTimeStatistics_states(v.states, at(p, "states")))) return r;
}

function $DecisionStatistics(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if (!isObj(v)) return no(p, "object");
  if ((r = need(v, p, ["from","to","months","states"]))) return r;
  if ((r = L27(v.from, at(p, "from")))) return r;
  if ((r = L27(v.to, at(p, "to")))) return r;
  if ((r = $DecisionStatistics_months(v.months, at(p, "months")))) return r;
  if ((r = $DecisionStatistics_states(v.states, at(p, "states")))) return r;
}

function $Workload(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if (!isObj(v)) return no(p, "object");
  if ((r = need(v, p, ["agents","unassigned"]))) return r;
  if ((r = $Workload_agents(v.agents, at(p, "agents")))) return r;
  if ((r = L5(v.unassigned, at(p, "unassigned")))) return r;
}

function $CompanyStatistics(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if (!isObj(v)) return no(p, "object");
  if ((r = need(v, p, ["company_id","company_name","from","to","months","states"]))) return r;
  if ((r = L4(v.company_id, at(p, "company_id")))) return r;
  if ((r = L20(v.company_name, at(p, "company_name")))) return r;
  if ((r = L27(v.from, at(p, "from")))) return r;
  if ((r = L27(v.to, at(p, "to")))) return r;
  if ((r = $CompanyStatistics_months(v.months, at(p, "months")))) return r;
  if ((r = $ServiceStatistics_states(v.states, at(p, "states")))) return r;
}

function $ServiceSettings(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if (!isObj(v)) return no(p, "object");
  if ((r = need(v, p, ["permit_base_fee_cents","card_fee_percent","invoice_due_days","notification_emails"]))) return r;
  if ((r = L29(v.permit_base_fee_cents, at(p, "permit_base_fee_cents")))) return r;
  if ((r = L30(v.card_fee_percent, at(p, "card_fee_percent")))) return r;
  if ((r = L31(v.invoice_due_days, at(p, "invoice_due_days")))) return r;
  if ((r = $ServiceSettings_notification_emails(v.notification_emails, at(p, "notification_emails")))) return r;
  if (v.support_phone !== undefined && (r = $Phone(v.support_phone, at(p, "support_phone")))) return r;
  if ((r = L32(v.trash_days, at(p, "trash_days")))) return r;
  if (v.office_hours !== undefined && (r = $OfficeHours(v.office_hours, at(p, "office_hours")))) return r;
  if ((r = L33(v.first_answer_hours, at(p, "first_answer_hours")))) return r;
  if (v.rule_decisions !== undefined && (r = $RuleDecisions(v.rule_decisions, at(p, "rule_decisions")))) return r;
  if ((r = L12(v.version, at(p, "version")))) return r;
}

function $SiteGeneral(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if (!isObj(v)) return no(p, "object");
  if ((r = need(v, p, ["site_name","email"]))) return r;
  if ((r = L34(v.site_name, at(p, "site_name")))) return r;
  if ((r = $Email(v.email, at(p, "email")))) return r;
  if (v.phone !== undefined && (r = $Phone(v.phone, at(p, "phone")))) return r;
  if ((r = L35(v.address, at(p, "address")))) return r;
  if ((r = L36(v.facebook_url, at(p, "facebook_url")))) return r;
  if ((r = L36(v.linkedin_url, at(p, "linkedin_url")))) return r;
  if ((r = L15(v.footer_text, at(p, "footer_text")))) return r;
  if ((r = L12(v.version, at(p, "version")))) return r;
}

function $SiteHome(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if (!isObj(v)) return no(p, "object");
  if ((r = need(v, p, ["hero_title","hero_subtitle"]))) return r;
  if ((r = L37(v.hero_title, at(p, "hero_title")))) return r;
  if ((r = L38(v.hero_subtitle, at(p, "hero_subtitle")))) return r;
  if ((r = L11(v.hero_image, at(p, "hero_image")))) return r;
  if ((r = L39(v.call_to_action, at(p, "call_to_action")))) return r;
  if (v.highlights !== undefined && (r = $SiteHome_highlights(v.highlights, at(p, "highlights")))) return r;
  if ((r = L12(v.version, at(p, "version")))) return r;
}

function $AccountDeletionRequest(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if (!isObj(v)) return no(p, "object");
  if ((r = need(v, p, ["id","email","status","message"]))) return r;
  if ((r = L4(v.id, at(p, "id")))) return r;
  if ((r = $Email(v.email, at(p, "email")))) return r;
  if ((r = L41(v.status, at(p, "status")))) return r;
  if ((r = L1(v.message, at(p, "message")))) return r;
}

function $SignedFileLink(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if (!isObj(v)) return no(p, "object");
  if ((r = need(v, p, ["url","expires_at","name","content_type"]))) return r;
  if ((r = L2(v.url, at(p, "url")))) return r;
  if ((r = L24(v.expires_at, at(p, "expires_at")))) return r;
  if ((r = L14(v.name, at(p, "name")))) return r;
  if ((r = L6(v.content_type, at(p, "content_type")))) return r;
}

function $CompanyList_data(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if (!Array.isArray(v)) return no(p, "list");
  for (let i = 0; i < v.length; i++) if ((r = $Company(v[i], `${p}[${i}]`))) return r;
}

function $ApplicationList_data(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if (!Array.isArray(v)) return no(p, "list");
  for (let i = 0; i < v.length; i++) if ((r = $Application(v[i], `${p}[${i}]`))) return r;
}

function $MemberList_data(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if (!Array.isArray(v)) return no(p, "list");
  for (let i = 0; i < v.length; i++) if ((r = $Member(v[i], `${p}[${i}]`))) return r;
}

function $Member(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if ((r = $Timestamps(v, p))) return r;
  if ((r = $Versioned(v, p))) return r;
  if ((r = $MemberInput(v, p))) return r;
  if (!isObj(v)) return no(p, "object");
  if ((r = need(v, p, ["company_name","active"]))) return r;
  if ((r = L20(v.company_name, at(p, "company_name")))) return r;
  if ((r = L16(v.last_sign_in_at, at(p, "last_sign_in_at")))) return r;
}

function $AccountList_data(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if (!Array.isArray(v)) return no(p, "list");
  for (let i = 0; i < v.length; i++) if ((r = $Account(v[i], `${p}[${i}]`))) return r;
}

function $Account(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if ((r = $Timestamps(v, p))) return r;
  if ((r = $Versioned(v, p))) return r;
  if ((r = $AccountInput(v, p))) return r;
  if (!isObj(v)) return no(p, "object");
  if ((r = need(v, p, ["active"]))) return r;
  if ((r = L16(v.last_sign_in_at, at(p, "last_sign_in_at")))) return r;
}

function $ContactMessageList_data(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if (!Array.isArray(v)) return no(p, "list");
  for (let i = 0; i < v.length; i++) if ((r = $ContactMessage(v[i], `${p}[${i}]`))) return r;
}

function $AuditEntryList_data(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if (!Array.isArray(v)) return no(p, "list");
  for (let i = 0; i < v.length; i++) if ((r = $AuditEntry(v[i], `${p}[${i}]`))) return r;
}

function $AuditEntry(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if ((r = $Timestamps(v, p))) return r;
  if (!isObj(v)) return no(p, "object");
  if ((r = need(v, p, ["actor_id","actor_name","action","resource","summary"]))) return r;
  if ((r = L4(v.actor_id, at(p, "actor_id")))) return r;
  if ((r = L6(v.actor_name, at(p, "actor_name")))) return r;
  if ((r = $AuditAction(v.action, at(p, "action")))) return r;
  if ((r = L42(v.resource, at(p, "resource")))) return r;
  if ((r = L10(v.record_id, at(p, "record_id")))) return r;
  if ((r = L43(v.summary, at(p, "summary")))) return r;
}

function $InvoiceList_data(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if (!Array.isArray(v)) return no(p, "list");
  for (let i = 0; i < v.length; i++) if ((r = $Invoice(v[i], `${p}[${i}]`))) return r;
}

function $InvoiceList_summary(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if (!isObj(v)) return no(p, "object");
  if ((r = need(v, p, ["total_cents","paid_cents","unpaid_cents"]))) return r;
  if ((r = L21(v.total_cents, at(p, "total_cents")))) return r;
  if ((r = L21(v.paid_cents, at(p, "paid_cents")))) return r;
  if ((r = L21(v.unpaid_cents, at(p, "unpaid_cents")))) return r;
}

function $CardOperationList_data(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if (!Array.isArray(v)) return no(p, "list");
  for (let i = 0; i < v.length; i++) if ((r = $CardOperation(v[i], `${p}[${i}]`))) return r;
}

function $CardOperationList_summary(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if (!isObj(v)) return no(p, "object");
  if ((r = need(v, p, ["charges_cents","refunds_cents","net_cents"]))) return r;
  if ((r = L21(v.charges_cents, at(p, "charges_cents")))) return r;
  if ((r = L21(v.refunds_cents, at(p, "refunds_cents")))) return r;
  if ((r = L21(v.net_cents, at(p, "net_cents")))) return r;
}

function $CardOperation(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if ((r = $Timestamps(v, p))) return r;
  if ((r = $Versioned(v, p))) return r;
  if ((r = $CardOperationInput(v, p))) return r;
  if (!isObj(v)) return no(p, "object");
  if ((r = need(v, p, ["company_name","card_brand","card_last4","status"]))) return r;
  if ((r = L20(v.company_name, at(p, "company_name")))) return r;
  if ((r = L45(v.card_brand, at(p, "card_brand")))) return r;
  if ((r = L47(v.card_last4, at(p, "card_last4")))) return r;
  if ((r = $CardOperationStatus(v.status, at(p, "status")))) return r;
}

function $LoadList_data(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if (!Array.isArray(v)) return no(p, "list");
  for (let i = 0; i < v.length; i++) if ((r = $Load(v[i], `${p}[${i}]`))) return r;
}

function $Load(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if ((r = $Timestamps(v, p))) return r;
  if ((r = $Versioned(v, p))) return r;
  if ((r = $LoadInput(v, p))) return r;
  if (!isObj(v)) return no(p, "object");
  if ((r = need(v, p, ["company_id","company_name","on_road"]))) return r;
  if ((r = L20(v.company_name, at(p, "company_name")))) return r;
}

function $VehicleList_data(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if (!Array.isArray(v)) return no(p, "list");
  for (let i = 0; i < v.length; i++) if ((r = $Vehicle(v[i], `${p}[${i}]`))) return r;
}

function $Vehicle(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if ((r = $Timestamps(v, p))) return r;
  if ((r = $Versioned(v, p))) return r;
  if ((r = $VehicleInput(v, p))) return r;
  if (!isObj(v)) return no(p, "object");
  if ((r = need(v, p, ["company_id","company_name","trailers","gross_weight_lbs","wheelbase_in"]))) return r;
  if ((r = $Vehicle_3_trailers(v.trailers, at(p, "trailers")))) return r;
  if ((r = L20(v.company_name, at(p, "company_name")))) return r;
  if ((r = L5(v.gross_weight_lbs, at(p, "gross_weight_lbs")))) return r;
  if ((r = L5(v.wheelbase_in, at(p, "wheelbase_in")))) return r;
}

function $PermitCheck(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if (!isObj(v)) return no(p, "object");
  if ((r = need(v, p, ["number","status","valid_from","valid_to","states","load","vehicle","current_number"]))) return r;
  if ((r = L48(v.number, at(p, "number")))) return r;
  if ((r = $PermitCheckStatus(v.status, at(p, "status")))) return r;
  if ((r = L49(v.valid_from, at(p, "valid_from")))) return r;
  if ((r = L49(v.valid_to, at(p, "valid_to")))) return r;
  if ((r = $PermitCheck_states(v.states, at(p, "states")))) return r;
  if ((r = $PermitCheck_load(v.load, at(p, "load")))) return r;
  if ((r = $PermitCheck_vehicle(v.vehicle, at(p, "vehicle")))) return r;
  if ((r = L50(v.current_number, at(p, "current_number")))) return r;
}

function $PermitRequestList_data(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if (!Array.isArray(v)) return no(p, "list");
  for (let i = 0; i < v.length; i++) if ((r = $PermitRequest(v[i], `${p}[${i}]`))) return r;
}

function $AnnualPermitList_data(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if (!Array.isArray(v)) return no(p, "list");
  for (let i = 0; i < v.length; i++) if ((r = $AnnualPermit(v[i], `${p}[${i}]`))) return r;
}

function $AnnualPermit(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if ((r = $Timestamps(v, p))) return r;
  if ((r = $Versioned(v, p))) return r;
  if ((r = $AnnualPermitInput(v, p))) return r;
  if (!isObj(v)) return no(p, "object");
  if ((r = need(v, p, ["company_name"]))) return r;
  if ((r = L20(v.company_name, at(p, "company_name")))) return r;
}

function $CityRateList_data(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if (!Array.isArray(v)) return no(p, "list");
  for (let i = 0; i < v.length; i++) if ((r = $CityRate(v[i], `${p}[${i}]`))) return r;
}

function $CityRate(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if ((r = $Timestamps(v, p))) return r;
  if ((r = $Versioned(v, p))) return r;
  if ((r = $CityRateInput(v, p))) return r;
}

function $getPermitFees_200_data(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if (!isObj(v)) return no(p, "object");
  if ((r = need(v, p, ["service_fee_cents"]))) return r;
  if ((r = L29(v.service_fee_cents, at(p, "service_fee_cents")))) return r;
}

function $StateRegulationList_data(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if (!Array.isArray(v)) return no(p, "list");
  for (let i = 0; i < v.length; i++) if ((r = $StateRegulation(v[i], `${p}[${i}]`))) return r;
}

function $StateRegulation(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if ((r = $Timestamps(v, p))) return r;
  if ((r = $Versioned(v, p))) return r;
  if ((r = $StateRegulationInput(v, p))) return r;
  if (!isObj(v)) return no(p, "object");
  if ((r = need(v, p, ["state_name","updated_at","max_single_axle_lbs","max_tandem_axle_lbs","routine_width_in","routine_height_in","routine_length_in","routine_weight_lbs","routine_single_axle_lbs","routine_tandem_axle_lbs","escort_two_width_in","escort_height_in","escort_length_in","daylight_width_in","fee_base_cents","fee_per_foot_cents","fee_per_kip_cents","max_validity_days"]))) return r;
  if ((r = L6(v.state_name, at(p, "state_name")))) return r;
  if ((r = L24(v.updated_at, at(p, "updated_at")))) return r;
  if ((r = L51(v.max_single_axle_lbs, at(p, "max_single_axle_lbs")))) return r;
  if ((r = L51(v.max_tandem_axle_lbs, at(p, "max_tandem_axle_lbs")))) return r;
  if ((r = L52(v.routine_width_in, at(p, "routine_width_in")))) return r;
  if ((r = L52(v.routine_height_in, at(p, "routine_height_in")))) return r;
  if ((r = L53(v.routine_length_in, at(p, "routine_length_in")))) return r;
  if ((r = L54(v.routine_weight_lbs, at(p, "routine_weight_lbs")))) return r;
  if ((r = L51(v.routine_single_axle_lbs, at(p, "routine_single_axle_lbs")))) return r;
  if ((r = L51(v.routine_tandem_axle_lbs, at(p, "routine_tandem_axle_lbs")))) return r;
  if ((r = L52(v.escort_two_width_in, at(p, "escort_two_width_in")))) return r;
  if ((r = L52(v.escort_height_in, at(p, "escort_height_in")))) return r;
  if ((r = L53(v.escort_length_in, at(p, "escort_length_in")))) return r;
  if ((r = L52(v.daylight_width_in, at(p, "daylight_width_in")))) return r;
  if ((r = L55(v.fee_base_cents, at(p, "fee_base_cents")))) return r;
  if ((r = L55(v.fee_per_foot_cents, at(p, "fee_per_foot_cents")))) return r;
  if ((r = L55(v.fee_per_kip_cents, at(p, "fee_per_kip_cents")))) return r;
  if ((r = L56(v.max_validity_days, at(p, "max_validity_days")))) return r;
}

function $HolidayClosureList_data(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if (!Array.isArray(v)) return no(p, "list");
  for (let i = 0; i < v.length; i++) if ((r = $HolidayClosure(v[i], `${p}[${i}]`))) return r;
}

function $HolidayClosure(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if ((r = $Timestamps(v, p))) return r;
  if ((r = $Versioned(v, p))) return r;
  if ((r = $HolidayClosureInput(v, p))) return r;
}

function $StateNoteList_data(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if (!Array.isArray(v)) return no(p, "list");
  for (let i = 0; i < v.length; i++) if ((r = $StateNote(v[i], `${p}[${i}]`))) return r;
}

function $StateNote(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if ((r = $Timestamps(v, p))) return r;
  if ((r = $Versioned(v, p))) return r;
  if ((r = $StateNoteInput(v, p))) return r;
  if (!isObj(v)) return no(p, "object");
  if ((r = need(v, p, ["author_id","author_name","updated_at"]))) return r;
  if ((r = L4(v.author_id, at(p, "author_id")))) return r;
  if ((r = L6(v.author_name, at(p, "author_name")))) return r;
  if ((r = L24(v.updated_at, at(p, "updated_at")))) return r;
}

function $BlogPostList_data(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if (!Array.isArray(v)) return no(p, "list");
  for (let i = 0; i < v.length; i++) if ((r = $BlogPost(v[i], `${p}[${i}]`))) return r;
}

function $BlogPost(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if ((r = $Timestamps(v, p))) return r;
  if ((r = $Versioned(v, p))) return r;
  if ((r = $BlogPostInput(v, p))) return r;
  if (!isObj(v)) return no(p, "object");
  if ((r = need(v, p, ["updated_at"]))) return r;
  if ((r = L16(v.published_at, at(p, "published_at")))) return r;
  if ((r = L24(v.updated_at, at(p, "updated_at")))) return r;
}

function $PageList_data(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if (!Array.isArray(v)) return no(p, "list");
  for (let i = 0; i < v.length; i++) if ((r = $Page(v[i], `${p}[${i}]`))) return r;
}

function $Page(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if ((r = $Timestamps(v, p))) return r;
  if ((r = $Versioned(v, p))) return r;
  if ((r = $PageInput(v, p))) return r;
  if (!isObj(v)) return no(p, "object");
  if ((r = need(v, p, ["updated_at"]))) return r;
  if ((r = L24(v.updated_at, at(p, "updated_at")))) return r;
}

function $ServiceList_data(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if (!Array.isArray(v)) return no(p, "list");
  for (let i = 0; i < v.length; i++) if ((r = $Service(v[i], `${p}[${i}]`))) return r;
}

function $Service(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if ((r = $Timestamps(v, p))) return r;
  if ((r = $Versioned(v, p))) return r;
  if ((r = $ServiceInput(v, p))) return r;
}

function $ManualDocumentList_data(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if (!Array.isArray(v)) return no(p, "list");
  for (let i = 0; i < v.length; i++) if ((r = $ManualDocument(v[i], `${p}[${i}]`))) return r;
}

function $ManualDocument(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if ((r = $Timestamps(v, p))) return r;
  if ((r = $Versioned(v, p))) return r;
  if ((r = $ManualDocumentInput(v, p))) return r;
}

function $RevisionList_data(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if (!Array.isArray(v)) return no(p, "list");
  for (let i = 0; i < v.length; i++) if ((r = $Revision(v[i], `${p}[${i}]`))) return r;
}

function $RevertedRecord_data(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if (!isObj(v)) return no(p, "object");
  if ((r = need(v, p, ["version"]))) return r;
  if ((r = L12(v.version, at(p, "version")))) return r;
}

function $ImportReport(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if (!isObj(v)) return no(p, "object");
  if ((r = need(v, p, ["dry_run","import_id","created","changed","unchanged","failed","rows"]))) return r;
  if ((r = L0(v.dry_run, at(p, "dry_run")))) return r;
  if ((r = L10(v.import_id, at(p, "import_id")))) return r;
  if ((r = L5(v.created, at(p, "created")))) return r;
  if ((r = L5(v.changed, at(p, "changed")))) return r;
  if ((r = L5(v.unchanged, at(p, "unchanged")))) return r;
  if ((r = L5(v.failed, at(p, "failed")))) return r;
  if ((r = $ImportReport_rows(v.rows, at(p, "rows")))) return r;
}

function $ImportUndone(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if (!isObj(v)) return no(p, "object");
  if ((r = need(v, p, ["removed","restored","kept"]))) return r;
  if ((r = L5(v.removed, at(p, "removed")))) return r;
  if ((r = L5(v.restored, at(p, "restored")))) return r;
  if ((r = $ImportUndone_kept(v.kept, at(p, "kept")))) return r;
}

function $TrashList_data(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if (!Array.isArray(v)) return no(p, "list");
  for (let i = 0; i < v.length; i++) if ((r = $TrashEntry(v[i], `${p}[${i}]`))) return r;
}

function $TrashEntry(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if (!isObj(v)) return no(p, "object");
  if ((r = need(v, p, ["id","collection","record_id","label","deleted_at","deleted_by","purge_at","dependents"]))) return r;
  if ((r = L4(v.id, at(p, "id")))) return r;
  if ((r = $TrashCollection(v.collection, at(p, "collection")))) return r;
  if ((r = L4(v.record_id, at(p, "record_id")))) return r;
  if ((r = L38(v.label, at(p, "label")))) return r;
  if ((r = L24(v.deleted_at, at(p, "deleted_at")))) return r;
  if ((r = B57(v.deleted_by, at(p, "deleted_by")))) return r;
  if ((r = L24(v.purge_at, at(p, "purge_at")))) return r;
  if ((r = L5(v.dependents, at(p, "dependents")))) return r;
}

function $ValidationError_errors_additional(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if (!Array.isArray(v)) return no(p, "list");
  for (let i = 0; i < v.length; i++) if ((r = L1(v[i], `${p}[${i}]`))) return r;
}

function $Role(v: unknown, p: string): Problem | undefined {
  if (!(typeof v === 'string' && EN58.includes(v))) return no(p, "one of \"admin\", \"agent\", \"member\"");
}

function $Timestamps(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if (!isObj(v)) return no(p, "object");
  if ((r = need(v, p, ["id","created_at"]))) return r;
  if ((r = L4(v.id, at(p, "id")))) return r;
  if ((r = L24(v.created_at, at(p, "created_at")))) return r;
}

function $Versioned(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if (!isObj(v)) return no(p, "object");
  if ((r = need(v, p, ["version"]))) return r;
  if ((r = L12(v.version, at(p, "version")))) return r;
}

function $CompanyInput(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if (!isObj(v)) return no(p, "object");
  if ((r = need(v, p, ["name","usdot","email"]))) return r;
  if ((r = L59(v.name, at(p, "name")))) return r;
  if ((r = L61(v.usdot, at(p, "usdot")))) return r;
  if ((r = L63(v.mc_number, at(p, "mc_number")))) return r;
  if (v.status !== undefined && (r = $CompanyStatus(v.status, at(p, "status")))) return r;
  if ((r = $Email(v.email, at(p, "email")))) return r;
  if (v.phone !== undefined && (r = $Phone(v.phone, at(p, "phone")))) return r;
  if ((r = L64(v.address, at(p, "address")))) return r;
  if ((r = L22(v.city, at(p, "city")))) return r;
  if (v.state !== undefined && (r = B65(v.state, at(p, "state")))) return r;
  if ((r = L67(v.zip, at(p, "zip")))) return r;
}

function $ApplicationInput(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if (!isObj(v)) return no(p, "object");
  if ((r = need(v, p, ["company_name","usdot","contact_name","email"]))) return r;
  if ((r = L59(v.company_name, at(p, "company_name")))) return r;
  if ((r = L61(v.usdot, at(p, "usdot")))) return r;
  if ((r = L63(v.mc_number, at(p, "mc_number")))) return r;
  if ((r = L34(v.contact_name, at(p, "contact_name")))) return r;
  if ((r = $Email(v.email, at(p, "email")))) return r;
  if (v.phone !== undefined && (r = $Phone(v.phone, at(p, "phone")))) return r;
  if (v.state !== undefined && (r = B65(v.state, at(p, "state")))) return r;
  if ((r = L68(v.fleet_size, at(p, "fleet_size")))) return r;
}

function $ApplicationStatus(v: unknown, p: string): Problem | undefined {
  if (!(typeof v === 'string' && EN69.includes(v))) return no(p, "one of \"pending\", \"approved\", \"rejected\"");
}

function $ContactMessageInput(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if (!isObj(v)) return no(p, "object");
  if ((r = need(v, p, ["subject","message"]))) return r;
  if ((r = L70(v.subject, at(p, "subject")))) return r;
  if ((r = L71(v.message, at(p, "message")))) return r;
  if ((r = L6(v.name, at(p, "name")))) return r;
  if (v.email !== undefined && (r = $Email(v.email, at(p, "email")))) return r;
}

function $ContactStatus(v: unknown, p: string): Problem | undefined {
  if (!(typeof v === 'string' && EN72.includes(v))) return no(p, "one of \"new\", \"answered\"");
}

function $InvoiceInput(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if (!isObj(v)) return no(p, "object");
  if ((r = need(v, p, ["company_id","description","amount_cents","issued_at","due_at"]))) return r;
  if ((r = L12(v.company_id, at(p, "company_id")))) return r;
  if ((r = L23(v.permit_request_id, at(p, "permit_request_id")))) return r;
  if ((r = L73(v.description, at(p, "description")))) return r;
  if ((r = L55(v.amount_cents, at(p, "amount_cents")))) return r;
  if ((r = L55(v.tax_cents, at(p, "tax_cents")))) return r;
  if (v.status !== undefined && (r = $InvoiceStatus(v.status, at(p, "status")))) return r;
  if ((r = L49(v.issued_at, at(p, "issued_at")))) return r;
  if ((r = L49(v.due_at, at(p, "due_at")))) return r;
}

function $PermitRequestInput(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if (!isObj(v)) return no(p, "object");
  if ((r = need(v, p, ["load_id","states","start_date","end_date"]))) return r;
  if ((r = L12(v.load_id, at(p, "load_id")))) return r;
  if ((r = $PermitRequestInput_states(v.states, at(p, "states")))) return r;
  if ((r = L49(v.start_date, at(p, "start_date")))) return r;
  if ((r = L49(v.end_date, at(p, "end_date")))) return r;
  if ((r = L74(v.notes, at(p, "notes")))) return r;
  if ((r = L23(v.vehicle_id, at(p, "vehicle_id")))) return r;
  if ((r = L23(v.copied_from_id, at(p, "copied_from_id")))) return r;
  if ((r = L23(v.amends_id, at(p, "amends_id")))) return r;
}

function $PermitStatus(v: unknown, p: string): Problem | undefined {
  if (!(typeof v === 'string' && EN75.includes(v))) return no(p, "one of \"submitted\", \"in_review\", \"waiting_on_member\", \"approved\", \"rejected\", \"issued\", \"cancelled\"");
}

function $PermitRequest_3_status_history(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if (!Array.isArray(v)) return no(p, "list");
  for (let i = 0; i < v.length; i++) if ((r = $PermitStatusChange(v[i], `${p}[${i}]`))) return r;
}

function $PermitRequest_3_documents(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if (!Array.isArray(v)) return no(p, "list");
  for (let i = 0; i < v.length; i++) if ((r = $FileRecord(v[i], `${p}[${i}]`))) return r;
}

function $PermitRequest_3_rule_warning(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if (!(((isObj(v)) || (v === null)))) return no(p, "object, or null");
  if (isObj(v)) {
    if ((r = need(v, p, ["message","at"]))) return r;
    if ((r = L76(v.message, at(p, "message")))) return r;
    if ((r = L24(v.at, at(p, "at")))) return r;
  }
}

function $PermitDecision(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if (!isObj(v)) return no(p, "object");
  if ((r = need(v, p, ["outcome","by_rule","fee_cents","states","reasons"]))) return r;
  if ((r = L78(v.outcome, at(p, "outcome")))) return r;
  if ((r = L0(v.by_rule, at(p, "by_rule")))) return r;
  if ((r = L29(v.fee_cents, at(p, "fee_cents")))) return r;
  if ((r = $PermitDecision_states(v.states, at(p, "states")))) return r;
  if ((r = $PermitDecision_reasons(v.reasons, at(p, "reasons")))) return r;
}

function $ClockFlag(v: unknown, p: string): Problem | undefined {
  if (!(typeof v === 'string' && EN79.includes(v))) return no(p, "one of \"on_time\", \"at_risk\", \"late\", \"paused\", \"answered\", \"closed\"");
}

function $listAssignees_200_data_items(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if (!isObj(v)) return no(p, "object");
  if ((r = need(v, p, ["id","name"]))) return r;
  if ((r = L4(v.id, at(p, "id")))) return r;
  if ((r = L6(v.name, at(p, "name")))) return r;
}

function $Actor(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if (!isObj(v)) return no(p, "object");
  if ((r = need(v, p, ["id","name","role"]))) return r;
  if ((r = L4(v.id, at(p, "id")))) return r;
  if ((r = L6(v.name, at(p, "name")))) return r;
  if ((r = $Role(v.role, at(p, "role")))) return r;
}

function $PermitMessage_attachments(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if (!(Array.isArray(v) && v.length <= 5)) return no(p, "list of at most 5 items");
  for (let i = 0; i < v.length; i++) if ((r = $FileRecord(v[i], `${p}[${i}]`))) return r;
}

function $Notification(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if (!isObj(v)) return no(p, "object");
  if ((r = need(v, p, ["id","kind","permit_request_id","invoice_id","number","status","actor_name","read_at","created_at"]))) return r;
  if ((r = L4(v.id, at(p, "id")))) return r;
  if ((r = $NotificationKind(v.kind, at(p, "kind")))) return r;
  if ((r = L10(v.permit_request_id, at(p, "permit_request_id")))) return r;
  if ((r = L10(v.invoice_id, at(p, "invoice_id")))) return r;
  if ((r = L19(v.number, at(p, "number")))) return r;
  if ((r = B80(v.status, at(p, "status")))) return r;
  if ((r = L22(v.actor_name, at(p, "actor_name")))) return r;
  if ((r = L81(v.due_date, at(p, "due_date")))) return r;
  if ((r = L82(v.message, at(p, "message")))) return r;
  if ((r = L16(v.read_at, at(p, "read_at")))) return r;
  if ((r = L24(v.created_at, at(p, "created_at")))) return r;
}

function $NotificationSettings_email(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if (!(Array.isArray(v) && v.length <= 5 && unique(v))) return no(p, "list of at most 5 items");
  for (let i = 0; i < v.length; i++) if ((r = $NotificationKind(v[i], `${p}[${i}]`))) return r;
}

function $OutboxEmail(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if (!isObj(v)) return no(p, "object");
  if ((r = need(v, p, ["id","to","subject","text","notification_id","created_at"]))) return r;
  if ((r = L4(v.id, at(p, "id")))) return r;
  if ((r = L7(v.to, at(p, "to")))) return r;
  if ((r = L83(v.subject, at(p, "subject")))) return r;
  if ((r = L84(v.text, at(p, "text")))) return r;
  if ((r = L4(v.notification_id, at(p, "notification_id")))) return r;
  if ((r = L24(v.created_at, at(p, "created_at")))) return r;
}

function $StateCode(v: unknown, p: string): Problem | undefined {
  if (!(typeof v === 'string' && EN85.includes(v))) return no(p, "one of \"AL\", \"AK\", \"AZ\", \"AR\", \"CA\", \"CO\", \"CT\", \"DE\", \"FL\", \"GA\", \"HI\", \"ID\", \"IL\", \"IN\", \"IA\", \"KS\", \"KY\", \"LA\", \"ME\", \"MD\", \"MA\", \"MI\", \"MN\", \"MS\", \"MO\", \"MT\", \"NE\", \"NV\", \"NH\", \"NJ\", \"NM\", \"NY\", \"NC\", \"ND\", \"OH\", \"OK\", \"OR\", \"PA\", \"RI\", \"SC\", \"SD\", \"TN\", \"TX\", \"UT\", \"VT\", \"VA\", \"WA\", \"WV\", \"WI\", \"WY\"");
}

function $FeeCalculation_lines(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if (!Array.isArray(v)) return no(p, "list");
  for (let i = 0; i < v.length; i++) if ((r = $FeeCalculation_lines_items(v[i], `${p}[${i}]`))) return r;
}

function $SearchResults_companies(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if (!Array.isArray(v)) return no(p, "list");
  for (let i = 0; i < v.length; i++) if ((r = $SearchHit(v[i], `${p}[${i}]`))) return r;
}

function $Overview_kpis(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if (!isObj(v)) return no(p, "object");
  if ((r = need(v, p, ["open_permit_requests","loads_on_road","unpaid_invoices","companies"]))) return r;
  if ((r = L4(v.open_permit_requests, at(p, "open_permit_requests")))) return r;
  if ((r = L4(v.loads_on_road, at(p, "loads_on_road")))) return r;
  if ((r = L4(v.unpaid_invoices, at(p, "unpaid_invoices")))) return r;
  if ((r = L21(v.unpaid_invoices_cents, at(p, "unpaid_invoices_cents")))) return r;
  if ((r = L4(v.companies, at(p, "companies")))) return r;
  if ((r = L5(v.overdue, at(p, "overdue")))) return r;
  if ((r = L5(v.due_today, at(p, "due_today")))) return r;
  if ((r = L5(v.unassigned, at(p, "unassigned")))) return r;
}

function $Overview_months(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if (!Array.isArray(v)) return no(p, "list");
  for (let i = 0; i < v.length; i++) if ((r = $MonthPoint(v[i], `${p}[${i}]`))) return r;
}

function $Overview_recent(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if (!Array.isArray(v)) return no(p, "list");
  for (let i = 0; i < v.length; i++) if ((r = $ActivityItem(v[i], `${p}[${i}]`))) return r;
}

function $ServiceStatistics_states(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if (!Array.isArray(v)) return no(p, "list");
  for (let i = 0; i < v.length; i++) if ((r = $StatePoint(v[i], `${p}[${i}]`))) return r;
}

function $AgentStatistics(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if (!isObj(v)) return no(p, "object");
  if ((r = need(v, p, ["agent_id","agent_name","permits_processed","average_handling_hours"]))) return r;
  if ((r = L4(v.agent_id, at(p, "agent_id")))) return r;
  if ((r = L6(v.agent_name, at(p, "agent_name")))) return r;
  if ((r = L4(v.permits_processed, at(p, "permits_processed")))) return r;
  if ((r = L86(v.average_handling_hours, at(p, "average_handling_hours")))) return r;
}

function $OnTimeStatistics_agents(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if (!Array.isArray(v)) return no(p, "list");
  for (let i = 0; i < v.length; i++) if ((r = $OnTimeStatistics_agents_items(v[i], `${p}[${i}]`))) return r;
}

function $OnTimeStatistics_states(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if (!Array.isArray(v)) return no(p, "list");
  for (let i = 0; i < v.length; i++) if ((r = $OnTimeStatistics_states_items(v[i], `${p}[${i}]`))) return r;
}

function $DecisionStatistics_months(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if (!(Array.isArray(v) && v.length <= 120)) return no(p, "list of at most 120 items");
  for (let i = 0; i < v.length; i++) if ((r = $DecisionStatistics_months_items(v[i], `${p}[${i}]`))) return r;
}

function $DecisionStatistics_states(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if (!(Array.isArray(v) && v.length <= 50)) return no(p, "list of at most 50 items");
  for (let i = 0; i < v.length; i++) if ((r = $DecisionStatistics_states_items(v[i], `${p}[${i}]`))) return r;
}

function $Workload_agents(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if (!Array.isArray(v)) return no(p, "list");
  for (let i = 0; i < v.length; i++) if ((r = $Workload_agents_items(v[i], `${p}[${i}]`))) return r;
}

function $CompanyStatistics_months(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if (!Array.isArray(v)) return no(p, "list");
  for (let i = 0; i < v.length; i++) if ((r = $MonthPoint(v[i], `${p}[${i}]`))) return r;
}

function $ServiceSettings_notification_emails(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if (!(Array.isArray(v) && v.length <= 20)) return no(p, "list of at most 20 items");
  for (let i = 0; i < v.length; i++) if ((r = $Email(v[i], `${p}[${i}]`))) return r;
}

function $Phone(v: unknown, p: string): Problem | undefined {
  if (!(((typeof v === 'string' && fits(v, 0, 20) && RE87.test(v)) || (v === null)))) return no(p, "string of at most 20 characters matching ^[0-9 +().-]{7,20}$, or null");
}

function $OfficeHours(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if (!isObj(v)) return no(p, "object");
  if ((r = need(v, p, ["days","start","end","time_zone"]))) return r;
  if ((r = $OfficeHours_days(v.days, at(p, "days")))) return r;
  if ((r = L89(v.start, at(p, "start")))) return r;
  if ((r = L89(v.end, at(p, "end")))) return r;
  if ((r = L91(v.time_zone, at(p, "time_zone")))) return r;
}

function $RuleDecisions(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if (!isObj(v)) return no(p, "object");
  if ((r = need(v, p, ["enabled","states_off","fee_ceiling_cents"]))) return r;
  if ((r = L0(v.enabled, at(p, "enabled")))) return r;
  if ((r = $RuleDecisions_states_off(v.states_off, at(p, "states_off")))) return r;
  if ((r = L92(v.fee_ceiling_cents, at(p, "fee_ceiling_cents")))) return r;
}

function $Email(v: unknown, p: string): Problem | undefined {
  if (!(typeof v === 'string' && fits(v, 0, 191) && EMAIL.test(v))) return no(p, "email string of at most 191 characters");
}

function $SiteHome_highlights(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if (!(Array.isArray(v) && v.length <= 6)) return no(p, "list of at most 6 items");
  for (let i = 0; i < v.length; i++) if ((r = L20(v[i], `${p}[${i}]`))) return r;
}

function $MemberInput(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if (!isObj(v)) return no(p, "object");
  if ((r = need(v, p, ["name","email","company_id","member_role"]))) return r;
  if ((r = L34(v.name, at(p, "name")))) return r;
  if ((r = $Email(v.email, at(p, "email")))) return r;
  if ((r = L12(v.company_id, at(p, "company_id")))) return r;
  if ((r = $MemberRole(v.member_role, at(p, "member_role")))) return r;
  if (v.phone !== undefined && (r = $Phone(v.phone, at(p, "phone")))) return r;
  if ((r = L0(v.active, at(p, "active")))) return r;
}

function $AccountInput(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if (!isObj(v)) return no(p, "object");
  if ((r = need(v, p, ["name","email","role"]))) return r;
  if ((r = L34(v.name, at(p, "name")))) return r;
  if ((r = $Email(v.email, at(p, "email")))) return r;
  if ((r = $StaffRole(v.role, at(p, "role")))) return r;
  if ((r = L0(v.active, at(p, "active")))) return r;
  if ((r = L93(v.password, at(p, "password")))) return r;
}

function $AuditAction(v: unknown, p: string): Problem | undefined {
  if (!(typeof v === 'string' && EN94.includes(v))) return no(p, "one of \"create\", \"update\", \"delete\", \"approve\", \"reject\", \"reply\", \"pay\", \"transition\", \"login\"");
}

function $CardOperationInput(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if (!isObj(v)) return no(p, "object");
  if ((r = need(v, p, ["company_id","type","amount_cents"]))) return r;
  if ((r = L12(v.company_id, at(p, "company_id")))) return r;
  if ((r = L23(v.invoice_id, at(p, "invoice_id")))) return r;
  if ((r = $CardOperationType(v.type, at(p, "type")))) return r;
  if ((r = L95(v.amount_cents, at(p, "amount_cents")))) return r;
  if ((r = L96(v.note, at(p, "note")))) return r;
}

function $CardOperationStatus(v: unknown, p: string): Problem | undefined {
  if (!(typeof v === 'string' && EN97.includes(v))) return no(p, "one of \"succeeded\", \"failed\", \"pending\"");
}

function $LoadInput(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if (!isObj(v)) return no(p, "object");
  if ((r = need(v, p, ["description","commodity","length_in","width_in","height_in","weight_lbs","axles","origin_city","origin_state","destination_city","destination_state"]))) return r;
  if ((r = L12(v.company_id, at(p, "company_id")))) return r;
  if ((r = L73(v.description, at(p, "description")))) return r;
  if ((r = L34(v.commodity, at(p, "commodity")))) return r;
  if ((r = L53(v.length_in, at(p, "length_in")))) return r;
  if ((r = L52(v.width_in, at(p, "width_in")))) return r;
  if ((r = L52(v.height_in, at(p, "height_in")))) return r;
  if ((r = L51(v.weight_lbs, at(p, "weight_lbs")))) return r;
  if ((r = L98(v.axles, at(p, "axles")))) return r;
  if ((r = L34(v.origin_city, at(p, "origin_city")))) return r;
  if ((r = $StateCode(v.origin_state, at(p, "origin_state")))) return r;
  if ((r = L34(v.destination_city, at(p, "destination_city")))) return r;
  if ((r = $StateCode(v.destination_state, at(p, "destination_state")))) return r;
  if ((r = L0(v.on_road, at(p, "on_road")))) return r;
  if ((r = L23(v.vehicle_id, at(p, "vehicle_id")))) return r;
}

function $VehicleInput(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if (!isObj(v)) return no(p, "object");
  if ((r = need(v, p, ["name","power_unit","length_in","axles"]))) return r;
  if ((r = L12(v.company_id, at(p, "company_id")))) return r;
  if ((r = L99(v.name, at(p, "name")))) return r;
  if ((r = L34(v.power_unit, at(p, "power_unit")))) return r;
  if (v.trailers !== undefined && (r = $VehicleInput_trailers(v.trailers, at(p, "trailers")))) return r;
  if ((r = L53(v.length_in, at(p, "length_in")))) return r;
  if ((r = $VehicleInput_axles(v.axles, at(p, "axles")))) return r;
}

function $Vehicle_3_trailers(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if (!(Array.isArray(v) && v.length <= 4)) return no(p, "list of at most 4 items");
  for (let i = 0; i < v.length; i++) if ((r = L34(v[i], `${p}[${i}]`))) return r;
}

function $PermitCheckStatus(v: unknown, p: string): Problem | undefined {
  if (!(typeof v === 'string' && EN100.includes(v))) return no(p, "one of \"valid\", \"not_yet_valid\", \"expired\", \"superseded\", \"revoked\"");
}

function $PermitCheck_states(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if (!(Array.isArray(v) && v.length <= 20)) return no(p, "list of at most 20 items");
  for (let i = 0; i < v.length; i++) if ((r = $StateCode(v[i], `${p}[${i}]`))) return r;
}

function $PermitCheck_load(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if (!isObj(v)) return no(p, "object");
  if ((r = need(v, p, ["length_in","width_in","height_in","weight_lbs","axles"]))) return r;
  if ((r = L53(v.length_in, at(p, "length_in")))) return r;
  if ((r = L52(v.width_in, at(p, "width_in")))) return r;
  if ((r = L52(v.height_in, at(p, "height_in")))) return r;
  if ((r = L51(v.weight_lbs, at(p, "weight_lbs")))) return r;
  if ((r = L98(v.axles, at(p, "axles")))) return r;
}

function $PermitCheck_vehicle(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if (!(((isObj(v)) || (v === null)))) return no(p, "object, or null");
  if (isObj(v)) {
    if ((r = need(v, p, ["length_in","axles"]))) return r;
    if ((r = L53(v.length_in, at(p, "length_in")))) return r;
    if ((r = $VehicleInput_axles(v.axles, at(p, "axles")))) return r;
  }
}

function $AnnualPermitInput(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if (!isObj(v)) return no(p, "object");
  if ((r = need(v, p, ["company_id","state","permit_number","kind","valid_from","valid_to","fee_cents"]))) return r;
  if ((r = L12(v.company_id, at(p, "company_id")))) return r;
  if ((r = $StateCode(v.state, at(p, "state")))) return r;
  if ((r = L101(v.permit_number, at(p, "permit_number")))) return r;
  if ((r = $AnnualPermitKind(v.kind, at(p, "kind")))) return r;
  if ((r = L49(v.valid_from, at(p, "valid_from")))) return r;
  if ((r = L49(v.valid_to, at(p, "valid_to")))) return r;
  if ((r = L55(v.fee_cents, at(p, "fee_cents")))) return r;
}

function $CityRateInput(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if (!isObj(v)) return no(p, "object");
  if ((r = need(v, p, ["city","state","base_cents","overwidth_cents_per_ft","overheight_cents_per_ft","overlength_cents_per_ft","overweight_cents_per_kip","escort_cents"]))) return r;
  if ((r = L34(v.city, at(p, "city")))) return r;
  if ((r = $StateCode(v.state, at(p, "state")))) return r;
  if ((r = L29(v.base_cents, at(p, "base_cents")))) return r;
  if ((r = L29(v.overwidth_cents_per_ft, at(p, "overwidth_cents_per_ft")))) return r;
  if ((r = L29(v.overheight_cents_per_ft, at(p, "overheight_cents_per_ft")))) return r;
  if ((r = L29(v.overlength_cents_per_ft, at(p, "overlength_cents_per_ft")))) return r;
  if ((r = L29(v.overweight_cents_per_kip, at(p, "overweight_cents_per_kip")))) return r;
  if ((r = L29(v.escort_cents, at(p, "escort_cents")))) return r;
}

function $StateRegulationInput(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if (!isObj(v)) return no(p, "object");
  if ((r = need(v, p, ["state","max_length_in","max_width_in","max_height_in","max_weight_lbs","escort_width_in","travel_hours","weekend_travel","night_travel"]))) return r;
  if ((r = $StateCode(v.state, at(p, "state")))) return r;
  if ((r = L53(v.max_length_in, at(p, "max_length_in")))) return r;
  if ((r = L52(v.max_width_in, at(p, "max_width_in")))) return r;
  if ((r = L52(v.max_height_in, at(p, "max_height_in")))) return r;
  if ((r = L54(v.max_weight_lbs, at(p, "max_weight_lbs")))) return r;
  if ((r = L51(v.max_single_axle_lbs, at(p, "max_single_axle_lbs")))) return r;
  if ((r = L51(v.max_tandem_axle_lbs, at(p, "max_tandem_axle_lbs")))) return r;
  if ((r = L52(v.routine_width_in, at(p, "routine_width_in")))) return r;
  if ((r = L52(v.routine_height_in, at(p, "routine_height_in")))) return r;
  if ((r = L53(v.routine_length_in, at(p, "routine_length_in")))) return r;
  if ((r = L54(v.routine_weight_lbs, at(p, "routine_weight_lbs")))) return r;
  if ((r = L51(v.routine_single_axle_lbs, at(p, "routine_single_axle_lbs")))) return r;
  if ((r = L51(v.routine_tandem_axle_lbs, at(p, "routine_tandem_axle_lbs")))) return r;
  if ((r = L52(v.escort_width_in, at(p, "escort_width_in")))) return r;
  if ((r = L52(v.escort_two_width_in, at(p, "escort_two_width_in")))) return r;
  if ((r = L52(v.escort_height_in, at(p, "escort_height_in")))) return r;
  if ((r = L53(v.escort_length_in, at(p, "escort_length_in")))) return r;
  if ((r = L73(v.travel_hours, at(p, "travel_hours")))) return r;
  if ((r = L0(v.weekend_travel, at(p, "weekend_travel")))) return r;
  if ((r = L0(v.night_travel, at(p, "night_travel")))) return r;
  if ((r = L52(v.daylight_width_in, at(p, "daylight_width_in")))) return r;
  if ((r = L55(v.fee_base_cents, at(p, "fee_base_cents")))) return r;
  if ((r = L55(v.fee_per_foot_cents, at(p, "fee_per_foot_cents")))) return r;
  if ((r = L55(v.fee_per_kip_cents, at(p, "fee_per_kip_cents")))) return r;
  if ((r = L56(v.max_validity_days, at(p, "max_validity_days")))) return r;
  if ((r = L96(v.source, at(p, "source")))) return r;
  if ((r = L18(v.notes, at(p, "notes")))) return r;
}

function $HolidayClosureInput(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if (!isObj(v)) return no(p, "object");
  if ((r = need(v, p, ["state","date","name"]))) return r;
  if ((r = $StateCode(v.state, at(p, "state")))) return r;
  if ((r = L49(v.date, at(p, "date")))) return r;
  if ((r = L99(v.name, at(p, "name")))) return r;
  if ((r = L96(v.note, at(p, "note")))) return r;
}

function $StateNoteInput(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if (!isObj(v)) return no(p, "object");
  if ((r = need(v, p, ["state","body"]))) return r;
  if ((r = $StateCode(v.state, at(p, "state")))) return r;
  if ((r = L102(v.body, at(p, "body")))) return r;
}

function $BlogPostInput(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if (!isObj(v)) return no(p, "object");
  if ((r = need(v, p, ["title","slug","body","status"]))) return r;
  if ((r = L73(v.title, at(p, "title")))) return r;
  if ((r = L104(v.slug, at(p, "slug")))) return r;
  if ((r = L96(v.excerpt, at(p, "excerpt")))) return r;
  if ((r = L105(v.body, at(p, "body")))) return r;
  if ((r = L11(v.cover, at(p, "cover")))) return r;
  if ((r = $PostStatus(v.status, at(p, "status")))) return r;
}

function $PageInput(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if (!isObj(v)) return no(p, "object");
  if ((r = need(v, p, ["title","slug","body","published"]))) return r;
  if ((r = L106(v.title, at(p, "title")))) return r;
  if ((r = L104(v.slug, at(p, "slug")))) return r;
  if ((r = L105(v.body, at(p, "body")))) return r;
  if ((r = L0(v.published, at(p, "published")))) return r;
}

function $ServiceInput(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if (!isObj(v)) return no(p, "object");
  if ((r = need(v, p, ["name","description","price_cents","position","active"]))) return r;
  if ((r = L59(v.name, at(p, "name")))) return r;
  if ((r = L107(v.description, at(p, "description")))) return r;
  if ((r = L29(v.price_cents, at(p, "price_cents")))) return r;
  if ((r = L5(v.position, at(p, "position")))) return r;
  if ((r = L0(v.active, at(p, "active")))) return r;
}

function $ManualDocumentInput(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if (!isObj(v)) return no(p, "object");
  if ((r = need(v, p, ["title","file_link","file_name","position"]))) return r;
  if ((r = L106(v.title, at(p, "title")))) return r;
  if ((r = L15(v.description, at(p, "description")))) return r;
  if ((r = L108(v.file_link, at(p, "file_link")))) return r;
  if ((r = L109(v.file_name, at(p, "file_name")))) return r;
  if ((r = L5(v.position, at(p, "position")))) return r;
}

function $Revision(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if (!isObj(v)) return no(p, "object");
  if ((r = need(v, p, ["id","collection","record_id","version","at","actor","action","reason","changes"]))) return r;
  if ((r = L4(v.id, at(p, "id")))) return r;
  if ((r = $HistoryCollection(v.collection, at(p, "collection")))) return r;
  if ((r = L4(v.record_id, at(p, "record_id")))) return r;
  if ((r = L12(v.version, at(p, "version")))) return r;
  if ((r = L24(v.at, at(p, "at")))) return r;
  if ((r = B57(v.actor, at(p, "actor")))) return r;
  if ((r = $RevisionAction(v.action, at(p, "action")))) return r;
  if ((r = L74(v.reason, at(p, "reason")))) return r;
  if ((r = $Revision_changes(v.changes, at(p, "changes")))) return r;
  if (v.regulations !== undefined && (r = $Revision_regulations(v.regulations, at(p, "regulations")))) return r;
  if ((r = L4(v.reverted_from, at(p, "reverted_from")))) return r;
}

function $ImportReport_rows(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if (!(Array.isArray(v) && v.length <= 1000)) return no(p, "list of at most 1000 items");
  for (let i = 0; i < v.length; i++) if ((r = $ImportRowOutcome(v[i], `${p}[${i}]`))) return r;
}

function $ImportUndone_kept(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if (!(Array.isArray(v) && v.length <= 50000)) return no(p, "list of at most 50000 items");
  for (let i = 0; i < v.length; i++) if ((r = $ImportUndone_kept_items(v[i], `${p}[${i}]`))) return r;
}

function $TrashCollection(v: unknown, p: string): Problem | undefined {
  if (!(typeof v === 'string' && EN110.includes(v))) return no(p, "one of \"companies\", \"applications\", \"members\", \"accounts\", \"contacts\", \"invoices\", \"loads\", \"vehicles\", \"permit-requests\", \"annual-permits\", \"city-rates\", \"state-regulations\", \"holiday-closures\", \"state-notes\", \"blog-posts\", \"pages\", \"services\", \"manual-documents\"");
}

function $CompanyStatus(v: unknown, p: string): Problem | undefined {
  if (!(typeof v === 'string' && EN111.includes(v))) return no(p, "one of \"active\", \"suspended\", \"pending\"");
}

function $InvoiceStatus(v: unknown, p: string): Problem | undefined {
  if (!(typeof v === 'string' && EN112.includes(v))) return no(p, "one of \"unpaid\", \"paid\", \"void\"");
}

function $PermitRequestInput_states(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if (!(Array.isArray(v) && v.length >= 1 && v.length <= 20 && unique(v))) return no(p, "list of 1 to 20 items");
  for (let i = 0; i < v.length; i++) if ((r = $StateCode(v[i], `${p}[${i}]`))) return r;
}

function $PermitStatusChange(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if (!isObj(v)) return no(p, "object");
  if ((r = need(v, p, ["status","at","by_name"]))) return r;
  if ((r = $PermitStatus(v.status, at(p, "status")))) return r;
  if ((r = L24(v.at, at(p, "at")))) return r;
  if ((r = L6(v.by_name, at(p, "by_name")))) return r;
  if ((r = L74(v.note, at(p, "note")))) return r;
}

function $PermitDecision_states(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if (!(Array.isArray(v) && v.length <= 20)) return no(p, "list of at most 20 items");
  for (let i = 0; i < v.length; i++) if ((r = $StateOutcome(v[i], `${p}[${i}]`))) return r;
}

function $PermitDecision_reasons(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if (!(Array.isArray(v) && v.length <= 20)) return no(p, "list of at most 20 items");
  for (let i = 0; i < v.length; i++) if ((r = $DecisionReason(v[i], `${p}[${i}]`))) return r;
}

function $NotificationKind(v: unknown, p: string): Problem | undefined {
  if (!(typeof v === 'string' && EN113.includes(v))) return no(p, "one of \"status_changed\", \"question\", \"answer\", \"permit_issued\", \"invoice_due\", \"rule_change\"");
}

function $FeeCalculation_lines_items(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if (!isObj(v)) return no(p, "object");
  if ((r = need(v, p, ["label","amount_cents"]))) return r;
  if ((r = L83(v.label, at(p, "label")))) return r;
  if ((r = L21(v.amount_cents, at(p, "amount_cents")))) return r;
}

function $SearchHit(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if (!isObj(v)) return no(p, "object");
  if ((r = need(v, p, ["id","title","subtitle"]))) return r;
  if ((r = L4(v.id, at(p, "id")))) return r;
  if ((r = L83(v.title, at(p, "title")))) return r;
  if ((r = L38(v.subtitle, at(p, "subtitle")))) return r;
  if (v.clock !== undefined && (r = $ClockFlag(v.clock, at(p, "clock")))) return r;
}

function $MonthPoint(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if (!isObj(v)) return no(p, "object");
  if ((r = need(v, p, ["month","permits","revenue_cents"]))) return r;
  if ((r = L115(v.month, at(p, "month")))) return r;
  if ((r = L4(v.permits, at(p, "permits")))) return r;
  if ((r = L21(v.revenue_cents, at(p, "revenue_cents")))) return r;
}

function $ActivityItem(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if (!isObj(v)) return no(p, "object");
  if ((r = need(v, p, ["kind","id","title","status","at"]))) return r;
  if ((r = L117(v.kind, at(p, "kind")))) return r;
  if ((r = L4(v.id, at(p, "id")))) return r;
  if ((r = L38(v.title, at(p, "title")))) return r;
  if ((r = L19(v.status, at(p, "status")))) return r;
  if ((r = L24(v.at, at(p, "at")))) return r;
}

function $StatePoint(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if (!isObj(v)) return no(p, "object");
  if ((r = need(v, p, ["state","permits","revenue_cents"]))) return r;
  if ((r = $StateCode(v.state, at(p, "state")))) return r;
  if ((r = L4(v.permits, at(p, "permits")))) return r;
  if ((r = L21(v.revenue_cents, at(p, "revenue_cents")))) return r;
}

function $OnTimeStatistics_agents_items(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if ((r = $OnTimeRow(v, p))) return r;
  if (!isObj(v)) return no(p, "object");
  if ((r = need(v, p, ["agent_id","agent_name"]))) return r;
  if ((r = L4(v.agent_id, at(p, "agent_id")))) return r;
  if ((r = L6(v.agent_name, at(p, "agent_name")))) return r;
}

function $OnTimeStatistics_states_items(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if ((r = $OnTimeRow(v, p))) return r;
  if (!isObj(v)) return no(p, "object");
  if ((r = need(v, p, ["state"]))) return r;
  if ((r = $StateCode(v.state, at(p, "state")))) return r;
}

function $DecisionStatistics_months_items(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if ((r = $DecisionRow(v, p))) return r;
  if (!isObj(v)) return no(p, "object");
  if ((r = need(v, p, ["month","hours_by_rule","hours_by_staff"]))) return r;
  if ((r = L27(v.month, at(p, "month")))) return r;
  if ((r = L118(v.hours_by_rule, at(p, "hours_by_rule")))) return r;
  if ((r = L118(v.hours_by_staff, at(p, "hours_by_staff")))) return r;
}

function $DecisionStatistics_states_items(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if ((r = $DecisionRow(v, p))) return r;
  if (!isObj(v)) return no(p, "object");
  if ((r = need(v, p, ["state"]))) return r;
  if ((r = $StateCode(v.state, at(p, "state")))) return r;
}

function $Workload_agents_items(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if (!isObj(v)) return no(p, "object");
  if ((r = need(v, p, ["agent_id","agent_name","open","late","at_risk"]))) return r;
  if ((r = L4(v.agent_id, at(p, "agent_id")))) return r;
  if ((r = L6(v.agent_name, at(p, "agent_name")))) return r;
  if ((r = L5(v.open, at(p, "open")))) return r;
  if ((r = L5(v.late, at(p, "late")))) return r;
  if ((r = L5(v.at_risk, at(p, "at_risk")))) return r;
}

function $OfficeHours_days(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if (!(Array.isArray(v) && v.length >= 1 && v.length <= 7 && unique(v))) return no(p, "list of 1 to 7 items");
  for (let i = 0; i < v.length; i++) if ((r = L119(v[i], `${p}[${i}]`))) return r;
}

function $RuleDecisions_states_off(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if (!(Array.isArray(v) && v.length <= 50 && unique(v))) return no(p, "list of at most 50 items");
  for (let i = 0; i < v.length; i++) if ((r = $StateCode(v[i], `${p}[${i}]`))) return r;
}

function $MemberRole(v: unknown, p: string): Problem | undefined {
  if (!(typeof v === 'string' && EN120.includes(v))) return no(p, "one of \"owner\", \"manager\", \"dispatcher\", \"driver\"");
}

function $StaffRole(v: unknown, p: string): Problem | undefined {
  if (!(typeof v === 'string' && EN121.includes(v))) return no(p, "one of \"admin\", \"agent\"");
}

function $CardOperationType(v: unknown, p: string): Problem | undefined {
  if (!(typeof v === 'string' && EN122.includes(v))) return no(p, "one of \"charge\", \"refund\"");
}

function $VehicleInput_trailers(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if (!(Array.isArray(v) && v.length <= 4)) return no(p, "list of at most 4 items");
  for (let i = 0; i < v.length; i++) if ((r = L34(v[i], `${p}[${i}]`))) return r;
}

function $VehicleInput_axles(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if (!(Array.isArray(v) && v.length >= 2 && v.length <= 20)) return no(p, "list of 2 to 20 items");
  for (let i = 0; i < v.length; i++) if ((r = $VehicleAxleInput(v[i], `${p}[${i}]`))) return r;
}

function $AnnualPermitKind(v: unknown, p: string): Problem | undefined {
  if (!(typeof v === 'string' && EN123.includes(v))) return no(p, "one of \"oversize\", \"overweight\", \"oversize_overweight\"");
}

function $PostStatus(v: unknown, p: string): Problem | undefined {
  if (!(typeof v === 'string' && EN124.includes(v))) return no(p, "one of \"draft\", \"published\"");
}

function $HistoryCollection(v: unknown, p: string): Problem | undefined {
  if (!(typeof v === 'string' && EN125.includes(v))) return no(p, "one of \"companies\", \"applications\", \"members\", \"accounts\", \"contacts\", \"invoices\", \"card-operations\", \"loads\", \"vehicles\", \"permit-requests\", \"annual-permits\", \"city-rates\", \"state-regulations\", \"holiday-closures\", \"state-notes\", \"blog-posts\", \"pages\", \"services\", \"manual-documents\", \"settings/main\", \"site-settings/general\", \"site-settings/home\"");
}

function $RevisionAction(v: unknown, p: string): Problem | undefined {
  if (!(typeof v === 'string' && EN126.includes(v))) return no(p, "one of \"created\", \"updated\", \"transitioned\", \"deleted\", \"restored\", \"reverted\", \"assigned\"");
}

function $Revision_changes(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if (!Array.isArray(v)) return no(p, "list");
  for (let i = 0; i < v.length; i++) if ((r = $FieldChange(v[i], `${p}[${i}]`))) return r;
}

function $Revision_regulations(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if (!Array.isArray(v)) return no(p, "list");
  for (let i = 0; i < v.length; i++) if ((r = $StateRegulation(v[i], `${p}[${i}]`))) return r;
}

function $ImportRowOutcome(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if (!isObj(v)) return no(p, "object");
  if ((r = need(v, p, ["line","outcome","id","changes","errors"]))) return r;
  if ((r = L51(v.line, at(p, "line")))) return r;
  if ((r = L128(v.outcome, at(p, "outcome")))) return r;
  if ((r = L10(v.id, at(p, "id")))) return r;
  if ((r = $ImportRowOutcome_changes(v.changes, at(p, "changes")))) return r;
  if ((r = $ImportRowOutcome_errors(v.errors, at(p, "errors")))) return r;
}

function $ImportUndone_kept_items(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if (!isObj(v)) return no(p, "object");
  if ((r = need(v, p, ["id","message"]))) return r;
  if ((r = L4(v.id, at(p, "id")))) return r;
  if ((r = L3(v.message, at(p, "message")))) return r;
}

function $StateOutcome(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if (!isObj(v)) return no(p, "object");
  if ((r = need(v, p, ["state","outcome","rule_version","fee_cents","reasons","conditions"]))) return r;
  if ((r = $StateCode(v.state, at(p, "state")))) return r;
  if ((r = L130(v.outcome, at(p, "outcome")))) return r;
  if ((r = L23(v.rule_version, at(p, "rule_version")))) return r;
  if ((r = L29(v.fee_cents, at(p, "fee_cents")))) return r;
  if ((r = $StateOutcome_reasons(v.reasons, at(p, "reasons")))) return r;
  if ((r = $PermitConditions(v.conditions, at(p, "conditions")))) return r;
}

function $DecisionReason(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if (!isObj(v)) return no(p, "object");
  if ((r = need(v, p, ["rule"]))) return r;
  if ((r = L132(v.rule, at(p, "rule")))) return r;
  if (v.state !== undefined && (r = $StateCode(v.state, at(p, "state")))) return r;
  if ((r = L133(v.limit, at(p, "limit")))) return r;
  if ((r = L133(v.value, at(p, "value")))) return r;
  if ((r = L50(v.axles, at(p, "axles")))) return r;
}

function $OnTimeRow(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if (!isObj(v)) return no(p, "object");
  if ((r = need(v, p, ["answered","on_time"]))) return r;
  if ((r = L5(v.answered, at(p, "answered")))) return r;
  if ((r = L5(v.on_time, at(p, "on_time")))) return r;
}

function $DecisionRow(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if (!isObj(v)) return no(p, "object");
  if ((r = need(v, p, ["decided","by_rule"]))) return r;
  if ((r = L5(v.decided, at(p, "decided")))) return r;
  if ((r = L5(v.by_rule, at(p, "by_rule")))) return r;
}

function $VehicleAxleInput(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if (!isObj(v)) return no(p, "object");
  if ((r = need(v, p, ["weight_lbs","spacing_in"]))) return r;
  if ((r = L134(v.weight_lbs, at(p, "weight_lbs")))) return r;
  if ((r = L135(v.spacing_in, at(p, "spacing_in")))) return r;
}

function $FieldChange(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if (!isObj(v)) return no(p, "object");
  if ((r = need(v, p, ["field","from","to"]))) return r;
  if ((r = L42(v.field, at(p, "field")))) return r;
}

function $ImportRowOutcome_changes(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if (!(Array.isArray(v) && v.length <= 200)) return no(p, "list of at most 200 items");
  for (let i = 0; i < v.length; i++) if ((r = $FieldChange(v[i], `${p}[${i}]`))) return r;
}

function $ImportRowOutcome_errors(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if (!isObj(v)) return no(p, "object");
  for (const [k, x] of Object.entries(v)) if ((r = $ImportRowOutcome_errors_additional(x, key(p, k)))) return r;
}

function $StateOutcome_reasons(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if (!(Array.isArray(v) && v.length <= 40)) return no(p, "list of at most 40 items");
  for (let i = 0; i < v.length; i++) if ((r = $DecisionReason(v[i], `${p}[${i}]`))) return r;
}

function $PermitConditions(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if (!isObj(v)) return no(p, "object");
  if ((r = need(v, p, ["escorts_front","escorts_rear","height_pole","daylight_only","weekends","travel_hours","closures"]))) return r;
  if ((r = L136(v.escorts_front, at(p, "escorts_front")))) return r;
  if ((r = L136(v.escorts_rear, at(p, "escorts_rear")))) return r;
  if ((r = L0(v.height_pole, at(p, "height_pole")))) return r;
  if ((r = L0(v.daylight_only, at(p, "daylight_only")))) return r;
  if ((r = L0(v.weekends, at(p, "weekends")))) return r;
  if ((r = L83(v.travel_hours, at(p, "travel_hours")))) return r;
  if ((r = $PermitConditions_closures(v.closures, at(p, "closures")))) return r;
}

function $ImportRowOutcome_errors_additional(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if (!(Array.isArray(v) && v.length <= 20)) return no(p, "list of at most 20 items");
  for (let i = 0; i < v.length; i++) if ((r = L3(v[i], `${p}[${i}]`))) return r;
}

function $PermitConditions_closures(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if (!(Array.isArray(v) && v.length <= 366)) return no(p, "list of at most 366 items");
  for (let i = 0; i < v.length; i++) if ((r = $PermitConditions_closures_items(v[i], `${p}[${i}]`))) return r;
}

function $PermitConditions_closures_items(v: unknown, p: string): Problem | undefined {
  let r: Problem | undefined;
  if (!isObj(v)) return no(p, "object");
  if ((r = need(v, p, ["date","name"]))) return r;
  if ((r = L49(v.date, at(p, "date")))) return r;
  if ((r = L6(v.name, at(p, "name")))) return r;
}

/** Per operation (`METHOD /template`) and declared status: the check of its JSON body, or `null` when the contract gives that status no JSON body. */
export const answers: Record<string, Record<string, Check | null>> = {
  "POST /login": { 200: $LoginResponse, 401: $ErrorMessage, 422: $ValidationError },
  "POST /refresh": { 200: $TokenPair, 401: $ErrorMessage, 422: $ValidationError },
  "POST /logout": { 204: null, 422: $ValidationError },
  "POST /reset": { 200: $ResetResponse, 422: $ValidationError },
  "GET /popup/{id}": { 204: null, 401: $ErrorMessage, 404: $ErrorMessage },
  "GET /me": { 200: $getIdentity_200, 401: $ErrorMessage },
  "PUT /me": { 200: $getIdentity_200, 401: $ErrorMessage, 412: $VersionConflict, 422: $ValidationError, 428: $ErrorMessage },
  "POST /files": { 201: $uploadFile_201, 401: $ErrorMessage, 409: $ErrorMessage, 422: $ValidationError },
  "POST /me/password": { 204: null, 401: $ErrorMessage, 409: $ErrorMessage, 422: $ValidationError },
  "GET /my-company": { 200: $CompanyRecord, 401: $ErrorMessage, 403: $ErrorMessage },
  "PUT /my-company": { 200: $CompanyRecord, 401: $ErrorMessage, 403: $ErrorMessage, 412: $VersionConflict, 422: $ValidationError, 428: $ErrorMessage },
  "POST /applications/{id}/approve": { 200: $ApplicationRecord, 401: $ErrorMessage, 403: $ErrorMessage, 404: $ErrorMessage, 409: $ErrorMessage, 412: $VersionConflict, 422: $ValidationError, 428: $ErrorMessage },
  "POST /applications/{id}/reject": { 200: $ApplicationRecord, 401: $ErrorMessage, 403: $ErrorMessage, 404: $ErrorMessage, 409: $ErrorMessage, 412: $VersionConflict, 422: $ValidationError, 428: $ErrorMessage },
  "POST /contacts/{id}/reply": { 200: $ContactMessageRecord, 401: $ErrorMessage, 403: $ErrorMessage, 404: $ErrorMessage, 409: $ErrorMessage, 412: $VersionConflict, 422: $ValidationError, 428: $ErrorMessage },
  "POST /invoices/{id}/pay": { 200: $InvoiceRecord, 401: $ErrorMessage, 403: $ErrorMessage, 404: $ErrorMessage, 409: $ErrorMessage, 412: $VersionConflict, 422: $ValidationError, 428: $ErrorMessage },
  "GET /invoices/{id}/pdf": { 200: null, 401: $ErrorMessage, 404: $ErrorMessage, 422: $ValidationError },
  "POST /permit-requests/{id}/transition": { 200: $PermitRequestRecord, 401: $ErrorMessage, 403: $ErrorMessage, 404: $ErrorMessage, 409: $ErrorMessage, 412: $VersionConflict, 422: $ValidationError, 428: $ErrorMessage },
  "POST /permit-requests/{id}/extend": { 200: $PermitRequestRecord, 401: $ErrorMessage, 403: $ErrorMessage, 404: $ErrorMessage, 409: $ErrorMessage, 412: $VersionConflict, 422: $ValidationError, 428: $ErrorMessage },
  "POST /permit-requests/next": { 200: $PermitRequestRecord, 204: null, 401: $ErrorMessage, 403: $ErrorMessage },
  "GET /assignees": { 200: $listAssignees_200, 401: $ErrorMessage, 403: $ErrorMessage },
  "GET /permit-requests/{id}/messages": { 200: $PermitMessageList, 401: $ErrorMessage, 403: $ErrorMessage, 404: $ErrorMessage, 422: $ValidationError },
  "POST /permit-requests/{id}/messages": { 201: $postPermitRequestMessage_201, 401: $ErrorMessage, 403: $ErrorMessage, 404: $ErrorMessage, 409: $ErrorMessage, 422: $ValidationError },
  "GET /notifications": { 200: $NotificationList, 401: $ErrorMessage, 422: $ValidationError },
  "POST /notifications/{id}/read": { 204: null, 401: $ErrorMessage, 404: $ErrorMessage },
  "POST /notifications/read-all": { 204: null, 401: $ErrorMessage },
  "GET /me/notification-settings": { 200: $getNotificationSettings_200, 401: $ErrorMessage },
  "PUT /me/notification-settings": { 200: $getNotificationSettings_200, 401: $ErrorMessage, 422: $ValidationError },
  "GET /outbox": { 200: $OutboxList, 401: $ErrorMessage, 403: $ErrorMessage, 422: $ValidationError },
  "POST /permit-requests/{id}/assign": { 200: $PermitRequestRecord, 401: $ErrorMessage, 403: $ErrorMessage, 404: $ErrorMessage, 409: $ErrorMessage, 412: $VersionConflict, 422: $ValidationError, 428: $ErrorMessage },
  "POST /permit-calculation/city": { 200: $calculateCityFee_200, 401: $ErrorMessage, 404: $ErrorMessage, 409: $ErrorMessage, 422: $ValidationError },
  "GET /search": { 200: $search_200, 401: $ErrorMessage, 422: $ValidationError },
  "GET /overview": { 200: $getOverview_200, 401: $ErrorMessage },
  "GET /statistics": { 200: $getServiceStatistics_200, 401: $ErrorMessage, 403: $ErrorMessage, 422: $ValidationError },
  "GET /statistics/agents": { 200: $getAgentStatistics_200, 401: $ErrorMessage, 403: $ErrorMessage, 422: $ValidationError },
  "GET /statistics/on-time": { 200: $getOnTimeStatistics_200, 401: $ErrorMessage, 403: $ErrorMessage, 422: $ValidationError },
  "GET /statistics/decisions": { 200: $getDecisionStatistics_200, 401: $ErrorMessage, 403: $ErrorMessage, 422: $ValidationError },
  "GET /statistics/workload": { 200: $getWorkload_200, 401: $ErrorMessage, 403: $ErrorMessage },
  "GET /statistics/company": { 200: $getCompanyStatistics_200, 401: $ErrorMessage, 404: $ErrorMessage, 422: $ValidationError },
  "GET /settings/main": { 200: $ServiceSettingsRecord, 401: $ErrorMessage, 403: $ErrorMessage },
  "PUT /settings/main": { 200: $ServiceSettingsRecord, 401: $ErrorMessage, 403: $ErrorMessage, 412: $VersionConflict, 422: $ValidationError, 428: $ErrorMessage },
  "GET /site-settings/general": { 200: $SiteGeneralRecord, 401: $ErrorMessage, 403: $ErrorMessage },
  "PUT /site-settings/general": { 200: $SiteGeneralRecord, 401: $ErrorMessage, 403: $ErrorMessage, 412: $VersionConflict, 422: $ValidationError, 428: $ErrorMessage },
  "GET /site-settings/home": { 200: $SiteHomeRecord, 401: $ErrorMessage, 403: $ErrorMessage },
  "PUT /site-settings/home": { 200: $SiteHomeRecord, 401: $ErrorMessage, 403: $ErrorMessage, 412: $VersionConflict, 422: $ValidationError, 428: $ErrorMessage },
  "POST /account-deletion-requests": { 202: $requestAccountDeletion_202, 409: $ErrorMessage, 422: $ValidationError },
  "GET /files/{id}": { 200: null, 401: $ErrorMessage, 404: $ErrorMessage, 422: $ValidationError },
  "POST /file-links": { 201: $createFileLink_201, 401: $ErrorMessage, 404: $ErrorMessage, 409: $ErrorMessage, 422: $ValidationError },
  "GET /companies": { 200: $CompanyList, 401: $ErrorMessage, 403: $ErrorMessage, 422: $ValidationError },
  "POST /companies": { 201: $CompanyRecord, 401: $ErrorMessage, 403: $ErrorMessage, 409: $ErrorMessage, 422: $ValidationError },
  "GET /companies/{id}": { 200: $CompanyRecord, 401: $ErrorMessage, 403: $ErrorMessage, 404: $ErrorMessage },
  "PUT /companies/{id}": { 200: $CompanyRecord, 401: $ErrorMessage, 403: $ErrorMessage, 404: $ErrorMessage, 412: $VersionConflict, 422: $ValidationError, 428: $ErrorMessage },
  "DELETE /companies/{id}": { 204: null, 401: $ErrorMessage, 403: $ErrorMessage, 404: $ErrorMessage, 412: $VersionConflict, 428: $ErrorMessage },
  "GET /applications": { 200: $ApplicationList, 401: $ErrorMessage, 403: $ErrorMessage, 422: $ValidationError },
  "POST /applications": { 201: $ApplicationRecord, 401: $ErrorMessage, 403: $ErrorMessage, 409: $ErrorMessage, 422: $ValidationError },
  "GET /applications/{id}": { 200: $ApplicationRecord, 401: $ErrorMessage, 403: $ErrorMessage, 404: $ErrorMessage },
  "DELETE /applications/{id}": { 204: null, 401: $ErrorMessage, 403: $ErrorMessage, 404: $ErrorMessage, 412: $VersionConflict, 428: $ErrorMessage },
  "GET /members": { 200: $MemberList, 401: $ErrorMessage, 403: $ErrorMessage, 422: $ValidationError },
  "POST /members": { 201: $MemberRecord, 401: $ErrorMessage, 403: $ErrorMessage, 409: $ErrorMessage, 422: $ValidationError },
  "GET /members/{id}": { 200: $MemberRecord, 401: $ErrorMessage, 403: $ErrorMessage, 404: $ErrorMessage },
  "PUT /members/{id}": { 200: $MemberRecord, 401: $ErrorMessage, 403: $ErrorMessage, 404: $ErrorMessage, 412: $VersionConflict, 422: $ValidationError, 428: $ErrorMessage },
  "DELETE /members/{id}": { 204: null, 401: $ErrorMessage, 403: $ErrorMessage, 404: $ErrorMessage, 412: $VersionConflict, 428: $ErrorMessage },
  "GET /accounts": { 200: $AccountList, 401: $ErrorMessage, 403: $ErrorMessage, 422: $ValidationError },
  "POST /accounts": { 201: $AccountRecord, 401: $ErrorMessage, 403: $ErrorMessage, 409: $ErrorMessage, 422: $ValidationError },
  "GET /accounts/{id}": { 200: $AccountRecord, 401: $ErrorMessage, 403: $ErrorMessage, 404: $ErrorMessage },
  "PUT /accounts/{id}": { 200: $AccountRecord, 401: $ErrorMessage, 403: $ErrorMessage, 404: $ErrorMessage, 412: $VersionConflict, 422: $ValidationError, 428: $ErrorMessage },
  "DELETE /accounts/{id}": { 204: null, 401: $ErrorMessage, 403: $ErrorMessage, 404: $ErrorMessage, 412: $VersionConflict, 428: $ErrorMessage },
  "GET /contacts": { 200: $ContactMessageList, 401: $ErrorMessage, 403: $ErrorMessage, 422: $ValidationError },
  "POST /contacts": { 201: $ContactMessageRecord, 401: $ErrorMessage, 403: $ErrorMessage, 409: $ErrorMessage, 422: $ValidationError },
  "GET /contacts/{id}": { 200: $ContactMessageRecord, 401: $ErrorMessage, 403: $ErrorMessage, 404: $ErrorMessage },
  "DELETE /contacts/{id}": { 204: null, 401: $ErrorMessage, 403: $ErrorMessage, 404: $ErrorMessage, 412: $VersionConflict, 428: $ErrorMessage },
  "GET /logs": { 200: $AuditEntryList, 401: $ErrorMessage, 403: $ErrorMessage, 422: $ValidationError },
  "GET /logs/{id}": { 200: $AuditEntryRecord, 401: $ErrorMessage, 403: $ErrorMessage, 404: $ErrorMessage },
  "GET /invoices": { 200: $InvoiceList, 401: $ErrorMessage, 403: $ErrorMessage, 422: $ValidationError },
  "POST /invoices": { 201: $InvoiceRecord, 401: $ErrorMessage, 403: $ErrorMessage, 409: $ErrorMessage, 422: $ValidationError },
  "GET /invoices/{id}": { 200: $InvoiceRecord, 401: $ErrorMessage, 403: $ErrorMessage, 404: $ErrorMessage },
  "PUT /invoices/{id}": { 200: $InvoiceRecord, 401: $ErrorMessage, 403: $ErrorMessage, 404: $ErrorMessage, 412: $VersionConflict, 422: $ValidationError, 428: $ErrorMessage },
  "DELETE /invoices/{id}": { 204: null, 401: $ErrorMessage, 403: $ErrorMessage, 404: $ErrorMessage, 412: $VersionConflict, 428: $ErrorMessage },
  "GET /card-operations": { 200: $CardOperationList, 401: $ErrorMessage, 403: $ErrorMessage, 422: $ValidationError },
  "POST /card-operations": { 201: $CardOperationRecord, 401: $ErrorMessage, 403: $ErrorMessage, 409: $ErrorMessage, 422: $ValidationError },
  "GET /card-operations/{id}": { 200: $CardOperationRecord, 401: $ErrorMessage, 403: $ErrorMessage, 404: $ErrorMessage },
  "GET /loads": { 200: $LoadList, 401: $ErrorMessage, 403: $ErrorMessage, 422: $ValidationError },
  "POST /loads": { 201: $LoadRecord, 401: $ErrorMessage, 403: $ErrorMessage, 409: $ErrorMessage, 422: $ValidationError },
  "GET /loads/{id}": { 200: $LoadRecord, 401: $ErrorMessage, 403: $ErrorMessage, 404: $ErrorMessage },
  "PUT /loads/{id}": { 200: $LoadRecord, 401: $ErrorMessage, 403: $ErrorMessage, 404: $ErrorMessage, 412: $VersionConflict, 422: $ValidationError, 428: $ErrorMessage },
  "DELETE /loads/{id}": { 204: null, 401: $ErrorMessage, 403: $ErrorMessage, 404: $ErrorMessage, 412: $VersionConflict, 428: $ErrorMessage },
  "GET /vehicles": { 200: $VehicleList, 401: $ErrorMessage, 403: $ErrorMessage, 422: $ValidationError },
  "POST /vehicles": { 201: $VehicleRecord, 401: $ErrorMessage, 403: $ErrorMessage, 409: $ErrorMessage, 422: $ValidationError },
  "GET /vehicles/{id}": { 200: $VehicleRecord, 401: $ErrorMessage, 403: $ErrorMessage, 404: $ErrorMessage },
  "PUT /vehicles/{id}": { 200: $VehicleRecord, 401: $ErrorMessage, 403: $ErrorMessage, 404: $ErrorMessage, 412: $VersionConflict, 422: $ValidationError, 428: $ErrorMessage },
  "DELETE /vehicles/{id}": { 204: null, 401: $ErrorMessage, 403: $ErrorMessage, 404: $ErrorMessage, 409: $ErrorMessage, 412: $VersionConflict, 428: $ErrorMessage },
  "GET /permit-check": { 200: $PermitCheckRecord, 404: $ErrorMessage, 422: $ValidationError, 429: $ErrorMessage },
  "GET /permit-requests": { 200: $PermitRequestList, 401: $ErrorMessage, 403: $ErrorMessage, 422: $ValidationError },
  "POST /permit-requests": { 201: $PermitRequestRecord, 401: $ErrorMessage, 403: $ErrorMessage, 409: $ErrorMessage, 422: $ValidationError },
  "GET /permit-requests/{id}": { 200: $PermitRequestRecord, 401: $ErrorMessage, 403: $ErrorMessage, 404: $ErrorMessage },
  "PUT /permit-requests/{id}": { 200: $PermitRequestRecord, 401: $ErrorMessage, 403: $ErrorMessage, 404: $ErrorMessage, 412: $VersionConflict, 422: $ValidationError, 428: $ErrorMessage },
  "DELETE /permit-requests/{id}": { 204: null, 401: $ErrorMessage, 403: $ErrorMessage, 404: $ErrorMessage, 412: $VersionConflict, 428: $ErrorMessage },
  "GET /annual-permits": { 200: $AnnualPermitList, 401: $ErrorMessage, 403: $ErrorMessage, 422: $ValidationError },
  "POST /annual-permits": { 201: $AnnualPermitRecord, 401: $ErrorMessage, 403: $ErrorMessage, 409: $ErrorMessage, 422: $ValidationError },
  "GET /annual-permits/{id}": { 200: $AnnualPermitRecord, 401: $ErrorMessage, 403: $ErrorMessage, 404: $ErrorMessage },
  "PUT /annual-permits/{id}": { 200: $AnnualPermitRecord, 401: $ErrorMessage, 403: $ErrorMessage, 404: $ErrorMessage, 412: $VersionConflict, 422: $ValidationError, 428: $ErrorMessage },
  "DELETE /annual-permits/{id}": { 204: null, 401: $ErrorMessage, 403: $ErrorMessage, 404: $ErrorMessage, 412: $VersionConflict, 428: $ErrorMessage },
  "GET /city-rates": { 200: $CityRateList, 401: $ErrorMessage, 403: $ErrorMessage, 422: $ValidationError },
  "POST /city-rates": { 201: $CityRateRecord, 401: $ErrorMessage, 403: $ErrorMessage, 409: $ErrorMessage, 422: $ValidationError },
  "GET /city-rates/{id}": { 200: $CityRateRecord, 401: $ErrorMessage, 403: $ErrorMessage, 404: $ErrorMessage },
  "PUT /city-rates/{id}": { 200: $CityRateRecord, 401: $ErrorMessage, 403: $ErrorMessage, 404: $ErrorMessage, 412: $VersionConflict, 422: $ValidationError, 428: $ErrorMessage },
  "DELETE /city-rates/{id}": { 204: null, 401: $ErrorMessage, 403: $ErrorMessage, 404: $ErrorMessage, 412: $VersionConflict, 428: $ErrorMessage },
  "GET /permit-fees": { 200: $getPermitFees_200, 401: $ErrorMessage },
  "GET /state-regulations": { 200: $StateRegulationList, 401: $ErrorMessage, 403: $ErrorMessage, 422: $ValidationError },
  "POST /state-regulations": { 201: $StateRegulationRecord, 401: $ErrorMessage, 403: $ErrorMessage, 409: $ErrorMessage, 422: $ValidationError },
  "GET /state-regulations/{id}": { 200: $StateRegulationRecord, 401: $ErrorMessage, 403: $ErrorMessage, 404: $ErrorMessage },
  "PUT /state-regulations/{id}": { 200: $StateRegulationRecord, 401: $ErrorMessage, 403: $ErrorMessage, 404: $ErrorMessage, 412: $VersionConflict, 422: $ValidationError, 428: $ErrorMessage },
  "DELETE /state-regulations/{id}": { 204: null, 401: $ErrorMessage, 403: $ErrorMessage, 404: $ErrorMessage, 412: $VersionConflict, 428: $ErrorMessage },
  "GET /holiday-closures": { 200: $HolidayClosureList, 401: $ErrorMessage, 403: $ErrorMessage, 422: $ValidationError },
  "POST /holiday-closures": { 201: $HolidayClosureRecord, 401: $ErrorMessage, 403: $ErrorMessage, 409: $ErrorMessage, 422: $ValidationError },
  "GET /holiday-closures/{id}": { 200: $HolidayClosureRecord, 401: $ErrorMessage, 403: $ErrorMessage, 404: $ErrorMessage },
  "PUT /holiday-closures/{id}": { 200: $HolidayClosureRecord, 401: $ErrorMessage, 403: $ErrorMessage, 404: $ErrorMessage, 412: $VersionConflict, 422: $ValidationError, 428: $ErrorMessage },
  "DELETE /holiday-closures/{id}": { 204: null, 401: $ErrorMessage, 403: $ErrorMessage, 404: $ErrorMessage, 412: $VersionConflict, 428: $ErrorMessage },
  "GET /state-notes": { 200: $StateNoteList, 401: $ErrorMessage, 403: $ErrorMessage, 422: $ValidationError },
  "POST /state-notes": { 201: $StateNoteRecord, 401: $ErrorMessage, 403: $ErrorMessage, 409: $ErrorMessage, 422: $ValidationError },
  "GET /state-notes/{id}": { 200: $StateNoteRecord, 401: $ErrorMessage, 403: $ErrorMessage, 404: $ErrorMessage },
  "PUT /state-notes/{id}": { 200: $StateNoteRecord, 401: $ErrorMessage, 403: $ErrorMessage, 404: $ErrorMessage, 412: $VersionConflict, 422: $ValidationError, 428: $ErrorMessage },
  "DELETE /state-notes/{id}": { 204: null, 401: $ErrorMessage, 403: $ErrorMessage, 404: $ErrorMessage, 412: $VersionConflict, 428: $ErrorMessage },
  "GET /blog-posts": { 200: $BlogPostList, 401: $ErrorMessage, 403: $ErrorMessage, 422: $ValidationError },
  "POST /blog-posts": { 201: $BlogPostRecord, 401: $ErrorMessage, 403: $ErrorMessage, 409: $ErrorMessage, 422: $ValidationError },
  "GET /blog-posts/{id}": { 200: $BlogPostRecord, 401: $ErrorMessage, 403: $ErrorMessage, 404: $ErrorMessage },
  "PUT /blog-posts/{id}": { 200: $BlogPostRecord, 401: $ErrorMessage, 403: $ErrorMessage, 404: $ErrorMessage, 412: $VersionConflict, 422: $ValidationError, 428: $ErrorMessage },
  "DELETE /blog-posts/{id}": { 204: null, 401: $ErrorMessage, 403: $ErrorMessage, 404: $ErrorMessage, 412: $VersionConflict, 428: $ErrorMessage },
  "GET /pages": { 200: $PageList, 401: $ErrorMessage, 403: $ErrorMessage, 422: $ValidationError },
  "POST /pages": { 201: $PageRecord, 401: $ErrorMessage, 403: $ErrorMessage, 409: $ErrorMessage, 422: $ValidationError },
  "GET /pages/{id}": { 200: $PageRecord, 401: $ErrorMessage, 403: $ErrorMessage, 404: $ErrorMessage },
  "PUT /pages/{id}": { 200: $PageRecord, 401: $ErrorMessage, 403: $ErrorMessage, 404: $ErrorMessage, 412: $VersionConflict, 422: $ValidationError, 428: $ErrorMessage },
  "DELETE /pages/{id}": { 204: null, 401: $ErrorMessage, 403: $ErrorMessage, 404: $ErrorMessage, 412: $VersionConflict, 428: $ErrorMessage },
  "GET /services": { 200: $ServiceList, 401: $ErrorMessage, 403: $ErrorMessage, 422: $ValidationError },
  "POST /services": { 201: $ServiceRecord, 401: $ErrorMessage, 403: $ErrorMessage, 409: $ErrorMessage, 422: $ValidationError },
  "GET /services/{id}": { 200: $ServiceRecord, 401: $ErrorMessage, 403: $ErrorMessage, 404: $ErrorMessage },
  "PUT /services/{id}": { 200: $ServiceRecord, 401: $ErrorMessage, 403: $ErrorMessage, 404: $ErrorMessage, 412: $VersionConflict, 422: $ValidationError, 428: $ErrorMessage },
  "DELETE /services/{id}": { 204: null, 401: $ErrorMessage, 403: $ErrorMessage, 404: $ErrorMessage, 412: $VersionConflict, 428: $ErrorMessage },
  "GET /manual-documents": { 200: $ManualDocumentList, 401: $ErrorMessage, 403: $ErrorMessage, 422: $ValidationError },
  "POST /manual-documents": { 201: $ManualDocumentRecord, 401: $ErrorMessage, 403: $ErrorMessage, 409: $ErrorMessage, 422: $ValidationError },
  "GET /manual-documents/{id}": { 200: $ManualDocumentRecord, 401: $ErrorMessage, 403: $ErrorMessage, 404: $ErrorMessage },
  "PUT /manual-documents/{id}": { 200: $ManualDocumentRecord, 401: $ErrorMessage, 403: $ErrorMessage, 404: $ErrorMessage, 412: $VersionConflict, 422: $ValidationError, 428: $ErrorMessage },
  "DELETE /manual-documents/{id}": { 204: null, 401: $ErrorMessage, 403: $ErrorMessage, 404: $ErrorMessage, 412: $VersionConflict, 428: $ErrorMessage },
  "GET /revisions": { 200: $RevisionList, 401: $ErrorMessage, 403: $ErrorMessage, 404: $ErrorMessage, 422: $ValidationError },
  "POST /revisions/{id}/revert": { 200: $RevertedRecord, 401: $ErrorMessage, 403: $ErrorMessage, 404: $ErrorMessage, 409: $ErrorMessage, 412: $VersionConflict, 422: $ValidationError, 428: $ErrorMessage },
  "POST /imports": { 200: $ImportReportRecord, 401: $ErrorMessage, 403: $ErrorMessage, 409: $ErrorMessage, 422: $ValidationError },
  "POST /imports/{id}/undo": { 200: $ImportUndoneRecord, 401: $ErrorMessage, 403: $ErrorMessage, 404: $ErrorMessage, 409: $ErrorMessage },
  "GET /trash": { 200: $TrashList, 401: $ErrorMessage, 403: $ErrorMessage, 422: $ValidationError },
  "POST /trash/{id}/restore": { 200: $TrashEntryRecord, 401: $ErrorMessage, 403: $ErrorMessage, 404: $ErrorMessage, 409: $ErrorMessage },
  "DELETE /trash/{id}": { 204: null, 401: $ErrorMessage, 403: $ErrorMessage, 404: $ErrorMessage },
  "GET /events": { 200: null, 401: $ErrorMessage, 422: $ValidationError, 429: $ErrorMessage },
  "PUT /presence": { 204: null, 401: $ErrorMessage, 404: $ErrorMessage, 422: $ValidationError },
};
