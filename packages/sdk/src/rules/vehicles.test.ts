/** A load on its vehicle and a vehicle's layout, said as the API and the admin say them (issue 63). */
import { describe, expect, it } from 'vitest';
import { axleLayoutMessage, loadOnVehicleMessage } from '../domain.js';
import { axleLayoutProblem } from './axles.js';
import { loadOnVehicleProblems } from './vehicles.js';

/** 80,000 lb on five axles, 60 ft long. */
const VEHICLE = {
  length_in: 720,
  axles: [
    { weight_lbs: 12_000, spacing_in: 204 },
    { weight_lbs: 17_000, spacing_in: 54 },
    { weight_lbs: 17_000, spacing_in: 360 },
    { weight_lbs: 17_000, spacing_in: 54 },
    { weight_lbs: 17_000, spacing_in: null },
  ],
};
const LOAD = { weight_lbs: 80_000, axles: 5, length_in: 720 };

describe('a load on its vehicle', () => {
  it('weighs exactly the sum of its axles: a pound under or over is refused with the sum', () => {
    expect(loadOnVehicleProblems(LOAD, VEHICLE)).toEqual([]);
    for (const weight_lbs of [79_999, 80_001]) {
      const problems = loadOnVehicleProblems({ ...LOAD, weight_lbs }, VEHICLE);
      expect(problems).toEqual([{ field: 'weight_lbs', kind: 'weight-not-axles', gross_lbs: 80_000 }]);
      expect(problems.map(loadOnVehicleMessage)).toEqual([
        "The gross weight is the sum of the vehicle's axles: 80,000 lb",
      ]);
    }
  });

  it('is at least as long as the vehicle: an inch shorter is refused, as long or longer is not', () => {
    expect(loadOnVehicleProblems({ ...LOAD, length_in: 721 }, VEHICLE)).toEqual([]);
    const problems = loadOnVehicleProblems({ ...LOAD, length_in: 719 }, VEHICLE);
    expect(problems.map(loadOnVehicleMessage)).toEqual([
      'The vehicle is 60 ft 0 in long: the overall length is at least that',
    ]);
  });

  it('has as many axles as the vehicle', () => {
    for (const axles of [4, 6]) {
      expect(loadOnVehicleProblems({ ...LOAD, axles }, VEHICLE).map(loadOnVehicleMessage)).toEqual([
        'The vehicle has 5 axles',
      ]);
    }
  });
});

describe('axles that describe no vehicle, said with the axle to fix', () => {
  it('counts axles from 1 at the front and says lengths in feet and inches', () => {
    const say = (axles: { weight_lbs: number; spacing_in: number | null }[], length?: number) => {
      const problem = axleLayoutProblem(axles, length);
      return problem && axleLayoutMessage(problem);
    };
    expect(say(VEHICLE.axles, 720)).toBeUndefined();
    expect(say(VEHICLE.axles, 672)).toBeUndefined(); // the wheelbase itself: 56 ft
    expect(say(VEHICLE.axles, 671)).toBe('The axles span 56 ft 0 in, more than the overall length of 55 ft 11 in');
    expect(say([{ weight_lbs: 12_000, spacing_in: null }])).toBe('A vehicle has at least two axles');
    expect(
      say([
        { weight_lbs: 12_000, spacing_in: 100 },
        { weight_lbs: 0, spacing_in: null },
      ]),
    ).toBe('Axle 2: enter the weight it carries, more than 0 lb');
    expect(
      say([
        { weight_lbs: 12_000, spacing_in: 0 },
        { weight_lbs: 1, spacing_in: null },
      ]),
    ).toBe('Axle 1: the spacing to the next axle must be more than 0 in');
  });
});
