/**
 * Sample oversize/overweight permit rules for the 50 states, as the demo permit office's mock API seeds them.
 *
 * Why sample data: the demo needs every state to answer "is this load legal, routine or a superload, does it
 * need escorts, when may it travel and what does the permit cost" with figures that look and behave like a
 * real state's, but the real rules are long manuals that change every year and no demo should be read as
 * permit advice. So each state gets one plausible, internally consistent set of figures, written out here
 * (no randomness: the seed is the same on every run). Where a figure was taken from a published source,
 * `source` names that source and what was taken from it; everything else in the row is sample data. The
 * legal width, gross and axle weights of most states are the federal Interstate limits (23 U.S.C. §127 and
 * 23 CFR §658.15: 102 in, 80,000 lb, 20,000 lb single axle, 34,000 lb tandem), and their `source` says so.
 *
 * How to read a row (all lengths in inches, weights in pounds, money in cents, all integers):
 * - Legal (`max_*`): what moves without a permit. Over any of them the load needs a permit.
 * - Routine (`routine_*`): the envelope a routine single-trip permit covers. Over any of them the load is a
 *   superload, reviewed by staff. Every routine figure is above its legal one.
 * - Escorts (pilot cars), each strictly above its threshold: one escort over `escort_width_in`, one in front
 *   and one behind over `escort_two_width_in`, a front escort with a height pole over `escort_height_in`,
 *   and a rear escort over `escort_length_in`. Every threshold is above the legal figure it relates to.
 * - Travel: `travel_hours` in words; `weekend_travel` whether a permitted load may move on Saturday and
 *   Sunday; `night_travel` whether it may move at night at all; where it may, a load wider than
 *   `daylight_width_in` still moves in daylight only.
 * - Fee of a single-trip permit: `fee_base_cents`, plus `fee_per_foot_cents` for each foot (or part of one)
 *   over the legal width, height and length, plus `fee_per_kip_cents` for each 1,000 lb (or part) over the
 *   legal gross weight. Where a state charges a flat fee the per-unit figures are 0.
 *
 * The rows start from a regional profile (the northeast, southeast, midwest, plains and west differ in
 * legal height, weekend rules and how wide a load may be before it needs escorts) and override what differs
 * by state. An ordinary 11-12 ft wide, 14 ft 6 in high, 90,000 lb load is routine in all 48 contiguous
 * states; a 14 ft wide load needs at least one escort in most of them.
 */
import type { StateCode } from './store.js';

export interface StateRuleFigures {
  // Legal without a permit
  max_width_in: number;
  max_height_in: number;
  max_length_in: number;
  max_weight_lbs: number;
  max_single_axle_lbs: number;
  max_tandem_axle_lbs: number;
  // The envelope a routine permit covers; beyond any of these the load is a superload reviewed by staff
  routine_width_in: number;
  routine_height_in: number;
  routine_length_in: number;
  routine_weight_lbs: number;
  routine_single_axle_lbs: number;
  routine_tandem_axle_lbs: number;
  // Escorts (pilot cars): strictly above each threshold
  escort_width_in: number;
  escort_two_width_in: number;
  escort_height_in: number;
  escort_length_in: number;
  // When it may travel
  travel_hours: string;
  weekend_travel: boolean;
  night_travel: boolean;
  daylight_width_in: number;
  // Fee of a single-trip permit for the state
  fee_base_cents: number;
  fee_per_foot_cents: number;
  fee_per_kip_cents: number;
  /** Where figures come from when from a published source (the agency or document, and which figures), else null. */
  source: string | null;
}

/** Feet and inches to inches. */
const ft = (feet: number, inches = 0): number => feet * 12 + inches;

const FEDERAL = '23 U.S.C. §127 and 23 CFR §658.15 (legal width 102 in, gross 80,000 lb, axles 20,000/34,000 lb)';
const FEDERAL_ONLY = `${FEDERAL}; other figures sample`;

const DAWN_TO_DUSK = '30 minutes before sunrise to 30 minutes after sunset';
const SUNRISE_TO_SUNSET = 'Sunrise to sunset';
const WEEKDAYS = 'Sunrise to sunset, Monday to Friday; no travel on weekends or holidays';
const WEEKDAYS_METRO =
  '30 minutes before sunrise to 30 minutes after sunset, Monday to Friday; no travel 7–9 AM and 4–6 PM in metro areas';
const METRO = '30 minutes before sunrise to 30 minutes after sunset; no travel 7–9 AM and 4–6 PM in metro areas';
const NIGHT_INTERSTATE = 'Sunrise to sunset; loads up to 10 ft wide may also travel at night on Interstates';
const NIGHT_ANY = 'Day and night for loads up to 10 ft wide; wider loads sunrise to sunset';

/** The federal legal width and weights, which most states use. */
const FEDERAL_LEGAL = {
  max_width_in: 102,
  max_weight_lbs: 80_000,
  max_single_axle_lbs: 20_000,
  max_tandem_axle_lbs: 34_000,
} as const;

/** Older roads, low bridges, dense traffic: 13 ft 6 in legal height, tighter routine envelope, no weekend moves. */
const NORTHEAST: StateRuleFigures = {
  ...FEDERAL_LEGAL,
  max_height_in: ft(13, 6),
  max_length_in: ft(65),
  routine_width_in: ft(14),
  routine_height_in: ft(15),
  routine_length_in: ft(110),
  routine_weight_lbs: 120_000,
  routine_single_axle_lbs: 22_400,
  routine_tandem_axle_lbs: 40_000,
  escort_width_in: ft(12),
  escort_two_width_in: ft(13, 6),
  escort_height_in: ft(14, 6),
  escort_length_in: ft(90),
  travel_hours: WEEKDAYS,
  weekend_travel: false,
  night_travel: false,
  daylight_width_in: ft(10),
  fee_base_cents: 3_000,
  fee_per_foot_cents: 500,
  fee_per_kip_cents: 400,
  source: FEDERAL_ONLY,
};

const SOUTHEAST: StateRuleFigures = {
  ...FEDERAL_LEGAL,
  max_height_in: ft(13, 6),
  max_length_in: ft(75),
  routine_width_in: ft(16),
  routine_height_in: ft(15, 6),
  routine_length_in: ft(125),
  routine_weight_lbs: 150_000,
  routine_single_axle_lbs: 24_000,
  routine_tandem_axle_lbs: 46_000,
  escort_width_in: ft(12),
  escort_two_width_in: ft(14),
  escort_height_in: ft(15),
  escort_length_in: ft(95),
  travel_hours: DAWN_TO_DUSK,
  weekend_travel: true,
  night_travel: false,
  daylight_width_in: ft(10),
  fee_base_cents: 2_000,
  fee_per_foot_cents: 300,
  fee_per_kip_cents: 250,
  source: FEDERAL_ONLY,
};

const MIDWEST: StateRuleFigures = {
  ...FEDERAL_LEGAL,
  max_height_in: ft(13, 6),
  max_length_in: ft(65),
  routine_width_in: ft(16),
  routine_height_in: ft(15),
  routine_length_in: ft(120),
  routine_weight_lbs: 150_000,
  routine_single_axle_lbs: 24_000,
  routine_tandem_axle_lbs: 48_000,
  escort_width_in: ft(13),
  escort_two_width_in: ft(15),
  escort_height_in: ft(14, 6),
  escort_length_in: ft(100),
  travel_hours: SUNRISE_TO_SUNSET,
  weekend_travel: true,
  night_travel: false,
  daylight_width_in: ft(10),
  fee_base_cents: 2_500,
  fee_per_foot_cents: 400,
  fee_per_kip_cents: 300,
  source: FEDERAL_ONLY,
};

/** Open country: 14 ft legal height, generous envelope, narrow loads may run at night. */
const PLAINS: StateRuleFigures = {
  ...FEDERAL_LEGAL,
  max_height_in: ft(14),
  max_length_in: ft(75),
  routine_width_in: ft(16),
  routine_height_in: ft(16),
  routine_length_in: ft(150),
  routine_weight_lbs: 150_000,
  routine_single_axle_lbs: 25_000,
  routine_tandem_axle_lbs: 46_000,
  escort_width_in: ft(14),
  escort_two_width_in: ft(16),
  escort_height_in: ft(16),
  escort_length_in: ft(110),
  travel_hours: NIGHT_INTERSTATE,
  weekend_travel: true,
  night_travel: true,
  daylight_width_in: ft(10),
  fee_base_cents: 2_500,
  fee_per_foot_cents: 200,
  fee_per_kip_cents: 200,
  source: FEDERAL_ONLY,
};

const WEST: StateRuleFigures = {
  ...FEDERAL_LEGAL,
  max_height_in: ft(14),
  max_length_in: ft(75),
  routine_width_in: ft(16),
  routine_height_in: ft(16),
  routine_length_in: ft(120),
  routine_weight_lbs: 160_000,
  routine_single_axle_lbs: 24_000,
  routine_tandem_axle_lbs: 48_000,
  escort_width_in: ft(12, 6),
  escort_two_width_in: ft(15),
  escort_height_in: ft(16),
  escort_length_in: ft(105),
  travel_hours: DAWN_TO_DUSK,
  weekend_travel: true,
  night_travel: false,
  daylight_width_in: ft(10),
  fee_base_cents: 3_000,
  fee_per_foot_cents: 300,
  fee_per_kip_cents: 200,
  source: FEDERAL_ONLY,
};

export const SEED_STATE_RULES: Readonly<Record<StateCode, StateRuleFigures>> = Object.freeze({
  AL: { ...SOUTHEAST, escort_two_width_in: ft(16), fee_per_foot_cents: 200, fee_per_kip_cents: 200 },
  // Moves within Alaska: 15 ft legal height, wide loads for the oil fields, long summer daylight. All sample.
  AK: {
    ...FEDERAL_LEGAL,
    max_height_in: ft(15),
    max_length_in: ft(75),
    routine_width_in: ft(18),
    routine_height_in: ft(17),
    routine_length_in: ft(150),
    routine_weight_lbs: 150_000,
    routine_single_axle_lbs: 25_000,
    routine_tandem_axle_lbs: 45_000,
    escort_width_in: ft(13),
    escort_two_width_in: ft(16),
    escort_height_in: ft(16),
    escort_length_in: ft(110),
    travel_hours: 'Daylight hours; in winter the permit states the hours of movement',
    weekend_travel: true,
    night_travel: false,
    daylight_width_in: ft(10),
    fee_base_cents: 4_000,
    fee_per_foot_cents: 400,
    fee_per_kip_cents: 300,
    source: null,
  },
  AZ: {
    ...WEST,
    escort_width_in: ft(14),
    escort_two_width_in: ft(15, 6),
    fee_base_cents: 1_500,
    fee_per_foot_cents: 250,
    fee_per_kip_cents: 150,
  },
  AR: { ...SOUTHEAST, max_length_in: ft(65), routine_weight_lbs: 134_000, fee_base_cents: 1_700 },
  CA: {
    ...WEST,
    max_length_in: ft(65),
    routine_width_in: ft(14),
    routine_height_in: ft(15, 6),
    routine_length_in: ft(135),
    routine_weight_lbs: 150_000,
    escort_width_in: ft(12),
    escort_two_width_in: ft(13, 6),
    escort_height_in: ft(15),
    escort_length_in: ft(100),
    travel_hours: METRO,
    fee_base_cents: 1_600,
    fee_per_foot_cents: 0,
    fee_per_kip_cents: 0,
    source:
      'California Vehicle Code §35250 (14 ft height) and §35401 (65 ft combination length); 21 CCR §1411.3 ' +
      '($16 flat single-trip fee; loads over 14 ft wide or 135 ft long draw special-service charges, used here ' +
      `as the routine envelope); ${FEDERAL}; other figures sample`,
  },
  CO: {
    ...WEST,
    max_height_in: ft(13),
    max_length_in: ft(70),
    routine_width_in: ft(17),
    routine_height_in: ft(16),
    routine_length_in: ft(130),
    escort_width_in: ft(13),
    escort_two_width_in: ft(16),
    escort_height_in: ft(16),
    escort_length_in: ft(110),
    fee_base_cents: 1_500,
    fee_per_foot_cents: 200,
    fee_per_kip_cents: 250,
    source: `Colorado Revised Statutes §42-4-504 (13 ft legal height); ${FEDERAL}; other figures sample`,
  },
  CT: {
    ...NORTHEAST,
    routine_length_in: ft(100),
    travel_hours: WEEKDAYS_METRO,
    fee_base_cents: 5_000,
    fee_per_foot_cents: 0,
    fee_per_kip_cents: 500,
  },
  DE: { ...NORTHEAST, routine_width_in: ft(15), escort_two_width_in: ft(14), fee_base_cents: 3_500 },
  FL: {
    ...SOUTHEAST,
    max_single_axle_lbs: 22_000,
    max_tandem_axle_lbs: 44_000,
    routine_height_in: ft(16),
    routine_length_in: ft(150),
    routine_weight_lbs: 199_000,
    routine_single_axle_lbs: 27_000,
    routine_tandem_axle_lbs: 55_000,
    escort_height_in: ft(14, 6),
    fee_base_cents: 2_500,
    fee_per_foot_cents: 200,
    fee_per_kip_cents: 300,
    source:
      'Florida Statutes §316.535 (axle limits as FDOT tabulates them with the 10% scale tolerance: 22,000 lb ' +
      'single, 44,000 lb tandem); 80,000 lb gross and 102 in width as federal; other figures sample',
  },
  GA: {
    ...SOUTHEAST,
    routine_length_in: ft(100),
    escort_two_width_in: ft(16),
    travel_hours: WEEKDAYS_METRO,
    weekend_travel: false,
    fee_base_cents: 3_000,
    fee_per_foot_cents: 0,
  },
  // Moves within Hawaii: short routes, tight streets, a smaller envelope. All sample.
  HI: {
    ...FEDERAL_LEGAL,
    max_height_in: ft(13, 6),
    max_length_in: ft(65),
    routine_width_in: ft(14),
    routine_height_in: ft(15),
    routine_length_in: ft(100),
    routine_weight_lbs: 120_000,
    routine_single_axle_lbs: 22_500,
    routine_tandem_axle_lbs: 40_000,
    escort_width_in: ft(11),
    escort_two_width_in: ft(13),
    escort_height_in: ft(14),
    escort_length_in: ft(80),
    travel_hours: 'Sunrise to sunset, Monday to Friday; no travel 6–9 AM and 3–6 PM on Oahu',
    weekend_travel: false,
    night_travel: false,
    daylight_width_in: ft(10),
    fee_base_cents: 2_500,
    fee_per_foot_cents: 500,
    fee_per_kip_cents: 400,
    source: null,
  },
  ID: {
    ...WEST,
    routine_length_in: ft(120),
    escort_width_in: ft(14),
    escort_two_width_in: ft(16),
    travel_hours: NIGHT_INTERSTATE,
    night_travel: true,
    fee_base_cents: 3_000,
  },
  IL: {
    ...MIDWEST,
    routine_weight_lbs: 160_000,
    escort_width_in: ft(14, 6),
    escort_two_width_in: ft(16),
    travel_hours: DAWN_TO_DUSK,
    fee_base_cents: 2_500,
    fee_per_kip_cents: 350,
  },
  IN: {
    ...MIDWEST,
    routine_width_in: ft(15),
    routine_weight_lbs: 120_000,
    escort_width_in: ft(12, 4),
    escort_two_width_in: ft(14, 4),
    travel_hours: WEEKDAYS,
    weekend_travel: false,
    fee_base_cents: 2_000,
  },
  IA: {
    ...MIDWEST,
    routine_width_in: ft(16, 6),
    routine_height_in: ft(16),
    escort_width_in: ft(14, 6),
    escort_two_width_in: ft(16),
    escort_height_in: ft(15, 6),
    fee_base_cents: 2_500,
    fee_per_foot_cents: 300,
  },
  KS: { ...PLAINS, routine_width_in: ft(17), escort_width_in: ft(14), fee_base_cents: 2_000 },
  KY: {
    ...SOUTHEAST,
    routine_width_in: ft(15, 6),
    travel_hours: WEEKDAYS,
    weekend_travel: false,
    fee_base_cents: 6_000,
    fee_per_foot_cents: 0,
    fee_per_kip_cents: 200,
  },
  LA: {
    ...SOUTHEAST,
    routine_width_in: ft(15, 6),
    routine_weight_lbs: 132_000,
    travel_hours: SUNRISE_TO_SUNSET,
    fee_base_cents: 2_000,
    fee_per_kip_cents: 500,
  },
  ME: { ...NORTHEAST, max_length_in: ft(74), routine_length_in: ft(125), fee_base_cents: 2_500 },
  MD: {
    ...NORTHEAST,
    routine_width_in: ft(16),
    escort_two_width_in: ft(15),
    travel_hours: WEEKDAYS_METRO,
    fee_base_cents: 4_000,
  },
  MA: { ...NORTHEAST, routine_length_in: ft(100), fee_base_cents: 2_000, fee_per_foot_cents: 300 },
  MI: {
    ...MIDWEST,
    max_weight_lbs: 164_000,
    max_single_axle_lbs: 18_000,
    max_tandem_axle_lbs: 32_000,
    routine_weight_lbs: 200_000,
    routine_single_axle_lbs: 24_000,
    routine_tandem_axle_lbs: 44_000,
    escort_width_in: ft(14),
    escort_two_width_in: ft(15),
    fee_base_cents: 5_000,
    fee_per_foot_cents: 0,
    fee_per_kip_cents: 150,
    source:
      'Michigan Vehicle Code MCL 257.719 (13 ft 6 in height) and MCL 257.722 (18,000 lb per axle; 16,000 lb ' +
      'per axle of a tandem on designated highways); Michigan DOT (164,000 lb gross on designated highways); ' +
      '102 in width as federal; other figures sample',
  },
  MN: { ...MIDWEST, escort_width_in: ft(12), escort_two_width_in: ft(14, 6), fee_base_cents: 3_600 },
  MS: { ...SOUTHEAST, fee_base_cents: 2_500, fee_per_kip_cents: 300 },
  MO: {
    ...MIDWEST,
    max_height_in: ft(14),
    routine_height_in: ft(16),
    escort_height_in: ft(15, 6),
    fee_base_cents: 1_500,
    fee_per_foot_cents: 200,
  },
  MT: {
    ...WEST,
    routine_width_in: ft(18),
    routine_height_in: ft(17),
    routine_length_in: ft(150),
    escort_two_width_in: ft(16),
    escort_height_in: ft(17),
    escort_length_in: ft(110),
    travel_hours: NIGHT_INTERSTATE,
    night_travel: true,
    fee_base_cents: 1_500,
    fee_per_foot_cents: 150,
  },
  NE: {
    ...PLAINS,
    max_height_in: ft(14, 6),
    routine_height_in: ft(16, 6),
    escort_height_in: ft(15, 6),
    fee_base_cents: 2_500,
    fee_per_kip_cents: 250,
  },
  NV: {
    ...WEST,
    max_length_in: ft(70),
    routine_weight_lbs: 150_000,
    travel_hours: NIGHT_ANY,
    night_travel: true,
    fee_base_cents: 2_500,
  },
  NH: { ...NORTHEAST, escort_two_width_in: ft(14), fee_base_cents: 3_000, fee_per_foot_cents: 400 },
  NJ: {
    ...NORTHEAST,
    routine_length_in: ft(100),
    escort_width_in: ft(11),
    escort_two_width_in: ft(13),
    travel_hours: WEEKDAYS_METRO,
    fee_base_cents: 4_500,
    fee_per_kip_cents: 600,
  },
  NM: {
    ...WEST,
    routine_weight_lbs: 170_000,
    escort_width_in: ft(14),
    escort_two_width_in: ft(16),
    fee_base_cents: 2_500,
  },
  NY: {
    ...NORTHEAST,
    routine_width_in: ft(16),
    routine_height_in: ft(15, 6),
    routine_length_in: ft(120),
    routine_weight_lbs: 140_000,
    escort_two_width_in: ft(14),
    travel_hours: WEEKDAYS_METRO,
    fee_base_cents: 4_500,
    fee_per_foot_cents: 600,
  },
  NC: {
    ...SOUTHEAST,
    routine_width_in: ft(15),
    routine_length_in: ft(105),
    routine_weight_lbs: 132_000,
    escort_width_in: ft(12),
    escort_two_width_in: ft(14),
    travel_hours: WEEKDAYS,
    weekend_travel: false,
    fee_base_cents: 1_500,
    fee_per_foot_cents: 200,
  },
  ND: {
    ...PLAINS,
    routine_width_in: ft(18),
    routine_length_in: ft(120),
    routine_weight_lbs: 160_000,
    escort_width_in: ft(14, 6),
    escort_two_width_in: ft(16, 6),
    travel_hours: NIGHT_ANY,
    fee_base_cents: 2_000,
  },
  OH: {
    ...MIDWEST,
    routine_width_in: ft(14, 6),
    routine_height_in: ft(15, 6),
    escort_width_in: ft(12),
    escort_two_width_in: ft(14),
    travel_hours: WEEKDAYS_METRO,
    weekend_travel: false,
    fee_base_cents: 2_000,
    fee_per_kip_cents: 400,
  },
  OK: {
    ...PLAINS,
    max_height_in: ft(13, 6),
    routine_height_in: ft(16),
    escort_width_in: ft(12),
    escort_two_width_in: ft(16),
    escort_height_in: ft(15),
    travel_hours: DAWN_TO_DUSK,
    night_travel: false,
    fee_base_cents: 4_000,
    fee_per_foot_cents: 0,
    fee_per_kip_cents: 300,
  },
  OR: {
    ...WEST,
    routine_width_in: ft(16),
    routine_length_in: ft(105),
    escort_width_in: ft(14),
    escort_two_width_in: ft(16),
    fee_base_cents: 1_800,
    fee_per_foot_cents: 200,
  },
  PA: {
    ...NORTHEAST,
    max_length_in: ft(75),
    routine_width_in: ft(16),
    routine_height_in: ft(15, 6),
    routine_length_in: ft(160),
    routine_weight_lbs: 201_000,
    routine_single_axle_lbs: 27_000,
    routine_tandem_axle_lbs: 52_000,
    escort_width_in: ft(13),
    escort_two_width_in: ft(16),
    escort_height_in: ft(14, 6),
    escort_length_in: ft(90),
    fee_base_cents: 2_500,
    fee_per_foot_cents: 0,
    fee_per_kip_cents: 150,
    source:
      '75 Pa.C.S. §1942 ($25 single-trip fee for loads up to 14 ft wide; the $50 fee for wider loads and the 3¢ ' +
      `per ton-mile overweight fee are simplified here); ${FEDERAL}; other figures sample`,
  },
  RI: { ...NORTHEAST, routine_length_in: ft(100), fee_base_cents: 2_000, fee_per_kip_cents: 300 },
  SC: {
    ...SOUTHEAST,
    travel_hours: WEEKDAYS,
    weekend_travel: false,
    escort_two_width_in: ft(14, 6),
    fee_base_cents: 3_000,
    fee_per_foot_cents: 0,
    fee_per_kip_cents: 200,
  },
  SD: {
    ...PLAINS,
    routine_width_in: ft(18),
    escort_width_in: ft(14, 6),
    fee_base_cents: 2_500,
    fee_per_kip_cents: 150,
  },
  TN: { ...SOUTHEAST, escort_width_in: ft(12, 6), fee_base_cents: 2_500, fee_per_foot_cents: 250 },
  TX: {
    ...PLAINS,
    max_length_in: ft(65),
    routine_width_in: ft(20),
    routine_height_in: ft(18, 11),
    routine_length_in: ft(125),
    routine_weight_lbs: 254_300,
    routine_single_axle_lbs: 25_000,
    routine_tandem_axle_lbs: 46_000,
    escort_width_in: ft(14),
    escort_two_width_in: ft(16),
    escort_height_in: ft(17),
    escort_length_in: ft(110),
    travel_hours:
      '30 minutes before sunrise to 30 minutes after sunset; loads up to 10 ft wide and 100 ft long may also ' +
      'travel at night on Interstates',
    fee_base_cents: 6_000,
    fee_per_foot_cents: 0,
    fee_per_kip_cents: 375,
    source:
      'Texas Transportation Code §623.076 ($60 single-trip fee; the per-kip fee approximates the §623.077 ' +
      'highway maintenance fee bands) and §621.207 (14 ft height); TxDMV general single-trip permit page (up to ' +
      '254,300 lb, route inspection over 20 ft wide, 18 ft 11 in high or 125 ft long, used here as the routine ' +
      `envelope); ${FEDERAL}; other figures sample`,
  },
  UT: {
    ...WEST,
    routine_height_in: ft(17),
    routine_length_in: ft(130),
    escort_width_in: ft(14),
    escort_two_width_in: ft(16),
    escort_height_in: ft(16, 6),
    travel_hours: NIGHT_INTERSTATE,
    night_travel: true,
    fee_base_cents: 3_000,
    fee_per_kip_cents: 250,
  },
  VT: { ...NORTHEAST, escort_width_in: ft(12, 6), escort_two_width_in: ft(14), fee_base_cents: 2_500 },
  VA: {
    ...SOUTHEAST,
    routine_width_in: ft(14, 6),
    routine_length_in: ft(110),
    escort_width_in: ft(12),
    escort_two_width_in: ft(14),
    escort_height_in: ft(14, 6),
    travel_hours: WEEKDAYS_METRO,
    weekend_travel: false,
    fee_base_cents: 2_000,
    fee_per_foot_cents: 400,
  },
  WA: {
    ...WEST,
    routine_width_in: ft(16),
    routine_length_in: ft(125),
    escort_width_in: ft(11),
    escort_two_width_in: ft(14),
    escort_length_in: ft(100),
    travel_hours: METRO,
    fee_base_cents: 2_000,
    fee_per_kip_cents: 350,
  },
  WV: {
    ...SOUTHEAST,
    routine_width_in: ft(15),
    routine_length_in: ft(110),
    routine_weight_lbs: 120_000,
    escort_width_in: ft(12),
    escort_two_width_in: ft(13, 6),
    travel_hours: WEEKDAYS,
    weekend_travel: false,
    fee_base_cents: 2_000,
    fee_per_foot_cents: 0,
    fee_per_kip_cents: 300,
  },
  WI: {
    ...MIDWEST,
    routine_width_in: ft(16),
    escort_two_width_in: ft(16),
    fee_base_cents: 2_000,
    fee_per_kip_cents: 250,
  },
  WY: {
    ...WEST,
    routine_width_in: ft(18),
    routine_height_in: ft(17),
    routine_length_in: ft(150),
    routine_weight_lbs: 150_000,
    escort_width_in: ft(14),
    escort_two_width_in: ft(16),
    escort_height_in: ft(17),
    escort_length_in: ft(110),
    travel_hours: NIGHT_ANY,
    night_travel: true,
    fee_base_cents: 3_000,
    fee_per_foot_cents: 250,
  },
});
