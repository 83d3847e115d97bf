/**
 * A warning when the rules change under an issued permit (issue 64): when a state's regulation or a
 * holiday closure is saved or deleted (one at a time, in bulk, put back from its history or the
 * trash: every write is a revision, so every way is the same), each active permit through that
 * state is decided again by the same rules (the SDK's `decidePermit`). Where what a state says of
 * it changed (its outcome, its reasons, its conditions: a closure on its dates), the permit keeps
 * the warning (`rule_warning`) and its company's members are told once, in the app and by e-mail,
 * what changed and what to do. A save that changes nothing that matters tells no one; an expired
 * permit, or one an amendment replaced, is left alone.
 */
import {
  feetAndInches,
  US_STATES,
  type DecisionReason,
  type PermitDecision,
  type StateOutcome,
} from '@permit-office/sdk';
import type { Db, PermitRequest, RevisionRow, StateCode } from './db/store.js';
import { decider } from './decisions.js';
import { membersOf, notify, type Notifier } from './notify.js';
import { officeDay } from './permit-clock.js';
import { conditionWords } from './permit-document.js';

/** The collections whose saves change what the rules say of a permit. */
const RULE_COLLECTIONS = new Set(['state-regulations', 'holiday-closures']);

/** The states a revision of a regulation or a closure touches: the state it is of now, and before. */
function statesOf(revision: RevisionRow): StateCode[] {
  const states = new Set<StateCode>();
  const now = revision.state.state;
  if (typeof now === 'string') states.add(now as StateCode);
  for (const change of revision.changes) {
    if (change.field === 'state' && typeof change.from === 'string') states.add(change.from as StateCode);
  }
  return [...states];
}

const pounds = (value: number | null | undefined) => `${(value ?? 0).toLocaleString('en-US')} lb`;
const length = (value: number | null | undefined) => feetAndInches(value ?? 0);

/** A state's reason, in the words of the API's messages. */
function reasonWords(reason: DecisionReason): string {
  switch (reason.rule) {
    case 'width':
    case 'height':
    case 'length':
      return `${reason.rule} ${length(reason.value)}, routine up to ${length(reason.limit)}`;
    case 'weight':
      return `gross weight ${pounds(reason.value)}, routine up to ${pounds(reason.limit)}`;
    case 'single_axle':
      return `axle ${reason.axles ?? ''} carries ${pounds(reason.value)}, routine up to ${pounds(reason.limit)}`;
    case 'tandem_axle':
      return `tandem ${reason.axles ?? ''} carries ${pounds(reason.value)}, routine up to ${pounds(reason.limit)}`;
    case 'bridge_formula':
      return `axles ${reason.axles ?? ''} carry ${pounds(reason.value)}, over the bridge formula's ${pounds(reason.limit)}`;
    case 'validity':
      return `${reason.value ?? 0} days, a single trip up to ${reason.limit ?? 0}`;
    case 'no_rules':
      return 'no rules on file';
    default:
      return reason.rule.replace(/_/g, ' ');
  }
}

/** What a state says of a permit that matters to its holder: the outcome, its reasons, the conditions. */
const saying = (outcome: StateOutcome | undefined) =>
  outcome
    ? JSON.stringify([
        outcome.outcome,
        outcome.reasons.map((reason) => [reason.rule, reason.limit, reason.value, reason.axles ?? null]),
        conditionWords(outcome.conditions),
      ])
    : '';

/** What changed in each state, and what to do; undefined when nothing that matters did. */
export function warningOf(permit: PermitRequest, before: PermitDecision, after: PermitDecision): string | undefined {
  const changed: string[] = [];
  let review = false;
  for (const state of permit.states) {
    const was = before.states.find((outcome) => outcome.state === state);
    const is = after.states.find((outcome) => outcome.state === state);
    if (!is || saying(was) === saying(is)) continue;
    const name = US_STATES[state];
    if (is.outcome === 'needs_review') {
      review = true;
      changed.push(`${name} now has staff review this load (${is.reasons.map(reasonWords).join('; ')})`);
    } else {
      changed.push(`${name} now requires: ${conditionWords(is.conditions).join('; ')}`);
    }
  }
  if (!changed.length) return undefined;
  const todo = review
    ? 'The permit no longer fits the rules for a routine permit: ask for an amendment before the trip, or contact the office.'
    : 'The permit stands: plan the trip by these conditions.';
  return `The rules changed under permit ${permit.number}. ${changed.join('. ')}. ${todo}`;
}

/** A permit still to be driven: approved or issued, not replaced, its last day not past. */
export const isActivePermit = (permit: PermitRequest, today: string) =>
  (permit.status === 'approved' || permit.status === 'issued') && !permit.amended_by_id && permit.end_date >= today;

/**
 * Decides again every active permit through `states` and answers those whose decision changed in a
 * way that matters, with the warning. What it reads is read once: the rules, the closures, each
 * company's standing (a decision by rule reads it; a change of rules does not change it).
 */
export function recheckPermits(
  db: Db,
  states: ReadonlySet<StateCode>,
  now: Date,
): { permit: PermitRequest; decision: PermitDecision; message: string }[] {
  const today = officeDay(db, now);
  const decide = decider(db, now);
  // What each permit's company was last told of, by permit: the latest warning's decision.
  const told = new Map(db.ruleWarnings.all().map((row) => [row.permit_request_id, row.decision]));
  const warnings = [];
  for (const permit of db.permitRequests.all()) {
    if (!isActivePermit(permit, today) || !permit.states.some((state) => states.has(state))) continue;
    if (!db.loads.get(permit.load_id)) continue;
    const decision = decide(permit);
    // Compared with what its company was last told while that warning stands, else with the
    // decision it was approved (or extended) by.
    const before = (permit.rule_warning && told.get(permit.id)) || permit.decision;
    const message = warningOf(permit, before, decision);
    if (message) warnings.push({ permit, decision, message });
  }
  return warnings;
}

/**
 * After a write: the permits the revisions' regulations and closures changed keep their warning, and
 * their companies' members are told. The permits' own revisions are the service's (no actor).
 */
export function warnOfRuleChanges(notifier: Notifier, revisions: readonly RevisionRow[]): void {
  const touched = revisions.filter((revision) => RULE_COLLECTIONS.has(revision.collection));
  if (!touched.length) return;
  const { db } = notifier;
  const now = notifier.now();
  const at = now.toISOString();
  // Each revision's states, once: an import writes a thousand closures in one request.
  const sources = touched.map((source) => ({ source, states: statesOf(source) }));
  const states = new Set(sources.flatMap((touching) => touching.states));
  for (const { permit, decision, message } of recheckPermits(db, states, now)) {
    db.permitRequests.update(permit.id, { rule_warning: { message, at } });
    for (const { source, states: touchedStates } of sources) {
      if (!touchedStates.some((state) => permit.states.includes(state))) continue;
      db.ruleWarnings.insert({
        permit_request_id: permit.id,
        collection: source.collection as 'state-regulations' | 'holiday-closures',
        record_id: source.record_id,
        decision,
        message,
        created_at: at,
      });
    }
    for (const member of membersOf(db, permit.company_id)) {
      notify(
        notifier,
        member,
        {
          kind: 'rule_change',
          permit_request_id: permit.id,
          invoice_id: null,
          number: permit.number,
          status: permit.status,
          actor_name: null,
          due_date: null,
          message,
        },
        null,
      );
    }
  }
}
