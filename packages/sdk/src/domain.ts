/**
 * Domain data the API and its clients share, stated once: the US states the service permits in,
 * the permit workflow (which status may follow which, and who may move it), and the validation
 * messages (the specification's, section 5, copied character for character). The mock API answers
 * by them and the admin offers and says what they allow, so the two cannot drift apart.
 */
import type { AxleLayoutProblem } from './rules/axles.js';
import type { RouteGap } from './rules/routes.js';
import type { LoadOnVehicleProblem } from './rules/vehicles.js';
import type { components } from './schema.js';

type StateCode = components['schemas']['StateCode'];
type PermitStatus = components['schemas']['PermitStatus'];

/** Every state code of the contract with its name (a missing or unknown code does not compile). */
export const US_STATES = {
  AL: 'Alabama',
  AK: 'Alaska',
  AZ: 'Arizona',
  AR: 'Arkansas',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  DE: 'Delaware',
  FL: 'Florida',
  GA: 'Georgia',
  HI: 'Hawaii',
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  IA: 'Iowa',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Louisiana',
  ME: 'Maine',
  MD: 'Maryland',
  MA: 'Massachusetts',
  MI: 'Michigan',
  MN: 'Minnesota',
  MS: 'Mississippi',
  MO: 'Missouri',
  MT: 'Montana',
  NE: 'Nebraska',
  NV: 'Nevada',
  NH: 'New Hampshire',
  NJ: 'New Jersey',
  NM: 'New Mexico',
  NY: 'New York',
  NC: 'North Carolina',
  ND: 'North Dakota',
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  RI: 'Rhode Island',
  SC: 'South Carolina',
  SD: 'South Dakota',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VT: 'Vermont',
  VA: 'Virginia',
  WA: 'Washington',
  WV: 'West Virginia',
  WI: 'Wisconsin',
  WY: 'Wyoming',
} as const satisfies Record<StateCode, string>;

/** Who may move a permit request to a status: staff only, or its member too. */
export type PermitMover = 'staff' | 'anyone';

/** Which status may follow which, and who may move it there; every other move is refused (409). */
export const PERMIT_TRANSITIONS = {
  submitted: {
    in_review: 'staff',
    waiting_on_member: 'staff',
    approved: 'staff',
    rejected: 'staff',
    cancelled: 'anyone',
  },
  in_review: { waiting_on_member: 'staff', approved: 'staff', rejected: 'staff', cancelled: 'anyone' },
  // The member's answer (or staff who got it by phone) moves it back to review.
  waiting_on_member: { in_review: 'anyone', cancelled: 'anyone' },
  // Staff may reverse an approval, by rule or their own: back to review, or cancelled (with a reason).
  approved: { issued: 'staff', in_review: 'staff', cancelled: 'staff' },
  rejected: { in_review: 'staff' },
  issued: {},
  cancelled: {},
} as const satisfies Record<PermitStatus, Partial<Record<PermitStatus, PermitMover>>>;

/** Who may move a request from `from` to `to`; undefined when no one may. */
export function permitMover(from: PermitStatus, to: PermitStatus): PermitMover | undefined {
  const next: Partial<Record<PermitStatus, PermitMover>> = PERMIT_TRANSITIONS[from];
  return next[to];
}

/**
 * Whether a move must say why: a rejection, and an approval reversed (back to review, or cancelled),
 * which the company reads in the request's history.
 */
export const needsReason = (from: PermitStatus, to: PermitStatus): boolean =>
  to === 'rejected' || (from === 'approved' && to !== 'issued');

/** The validation messages both sides answer with. */
export const validationMessages = {
  // From the specification (section 5).
  required: 'This field is required',
  email: 'Please enter a valid email',
  numbers: 'This field can only contain numbers',
  integer: 'This field can only contain integer values',
  maxLength: 'You must enter a maximum of {0} characters',
  minLength: 'You must enter a minimum of {0} characters',
  format: 'Invalid format',
  // Ours: the specification has no words for these.
  date: 'Please enter a date that exists, between {0} and {1}',
  // A route that no truck can drive (rules/routes.ts), each named with what is wrong.
  routeNotNeighbours: '{0} and {1} do not share a border: add the states between them, in travel order',
  routeStartsElsewhere: 'The route must start in {0}, where the load starts',
  routeEndsElsewhere: 'The route must end in {0}, where the load is going',
  routeOffRoad: '{0} cannot be reached by road from the other states: ask for it on a request of its own',
  routeRepeated: '{0} is listed twice: a route crosses each state once',
  // A vehicle's axles that describe no vehicle (rules/axles.ts), axles counted from 1 at the front.
  axlesTooFew: 'A vehicle has at least two axles',
  axleWeight: 'Axle {0}: enter the weight it carries, more than 0 lb',
  axleSpacingMissing: 'Axle {0}: enter the spacing to the next axle',
  axleSpacing: 'Axle {0}: the spacing to the next axle must be more than 0 in',
  axleSpacingOnLast: 'Axle {0} is the last: it has no next axle to be spaced from',
  axlesLongerThanVehicle: 'The axles span {0}, more than the overall length of {1}',
  // A load on a vehicle: what the vehicle already says about it.
  loadWeightOfAxles: "The gross weight is the sum of the vehicle's axles: {0} lb",
  loadAxlesOfVehicle: 'The vehicle has {0} axles',
  loadShorterThanVehicle: 'The vehicle is {0} long: the overall length is at least that',
} as const;

/** A message with its `{0}`, `{1}`… filled in. */
const filled = (message: string, ...values: string[]) =>
  values.reduce((text, value, index) => text.replace(`{${index}}`, value), message);

/**
 * What is wrong with a route as a message's name in `validationMessages` and the states' names that
 * fill it: the API says it in English (`routeGapMessage`), a screen through its own catalogue.
 */
export function routeGapWords(gap: RouteGap): [keyof typeof validationMessages, ...string[]] {
  switch (gap.kind) {
    case 'empty':
      return ['required'];
    case 'not-neighbours':
      return ['routeNotNeighbours', US_STATES[gap.from], US_STATES[gap.to]];
    case 'starts-elsewhere':
      return ['routeStartsElsewhere', US_STATES[gap.expected]];
    case 'ends-elsewhere':
      return ['routeEndsElsewhere', US_STATES[gap.expected]];
    case 'off-road':
      return ['routeOffRoad', US_STATES[gap.state]];
    case 'repeated':
      return ['routeRepeated', US_STATES[gap.state]];
  }
}

/** A length as the API's messages say it: `50 ft 6 in`. */
export const feetAndInches = (inches: number) => `${Math.floor(inches / 12)} ft ${inches % 12} in`;

/**
 * What keeps a vehicle's axles from describing one, as a message's name in `validationMessages`
 * and what fills it (axles counted from 1 at the front, lengths as `feetAndInches` says them).
 */
export function axleLayoutWords(problem: AxleLayoutProblem): [keyof typeof validationMessages, ...string[]] {
  switch (problem.kind) {
    case 'too-few-axles':
      return ['axlesTooFew'];
    case 'invalid-weight':
      return ['axleWeight', String(problem.axle + 1)];
    case 'missing-spacing':
      return ['axleSpacingMissing', String(problem.axle + 1)];
    case 'invalid-spacing':
      return ['axleSpacing', String(problem.axle + 1)];
    case 'spacing-on-last-axle':
      return ['axleSpacingOnLast', String(problem.axle + 1)];
    case 'invalid-overall-length':
      return ['required'];
    case 'wheelbase-exceeds-length':
      return ['axlesLongerThanVehicle', feetAndInches(problem.wheelbase_in), feetAndInches(problem.overall_length_in)];
  }
}

/** What is wrong with a vehicle's axles, in English. */
export function axleLayoutMessage(problem: AxleLayoutProblem): string {
  const [message, ...values] = axleLayoutWords(problem);
  return filled(validationMessages[message], ...values);
}

/** How a load contradicts its vehicle, as a message's name in `validationMessages` and what fills it. */
export function loadOnVehicleWords(problem: LoadOnVehicleProblem): [keyof typeof validationMessages, ...string[]] {
  switch (problem.kind) {
    case 'weight-not-axles':
      return ['loadWeightOfAxles', problem.gross_lbs.toLocaleString('en-US')];
    case 'axle-count':
      return ['loadAxlesOfVehicle', String(problem.axles)];
    case 'shorter-than-vehicle':
      return ['loadShorterThanVehicle', feetAndInches(problem.vehicle_length_in)];
  }
}

/** How a load contradicts its vehicle, in English. */
export function loadOnVehicleMessage(problem: LoadOnVehicleProblem): string {
  const [message, ...values] = loadOnVehicleWords(problem);
  return filled(validationMessages[message], ...values);
}

/** What is wrong with a route, said with the states' names. */
export function routeGapMessage(gap: RouteGap): string {
  const [message, ...names] = routeGapWords(gap);
  return filled(validationMessages[message], ...names);
}
