/**
 * A load on a company's vehicle configuration (issue 63, "Vehicles kept once"): what the vehicle
 * already says about the load, which the API refuses to contradict and the admin's form fills in.
 * The load weighs what its axles carry, has as many axles, and is at least as long as the vehicle.
 */
import { grossWeightLbs, type VehicleAxle } from './axles.js';

/** What a vehicle configuration says of the loads it carries. */
export interface VehicleFigures {
  length_in: number;
  axles: readonly VehicleAxle[];
}

/** One way a load contradicts its vehicle, with the field to fix and what the vehicle says. */
export type LoadOnVehicleProblem =
  | { field: 'weight_lbs'; kind: 'weight-not-axles'; gross_lbs: number }
  | { field: 'axles'; kind: 'axle-count'; axles: number }
  | { field: 'length_in'; kind: 'shorter-than-vehicle'; vehicle_length_in: number };

/** Every way `load` contradicts `vehicle`, in the order of the load's form; empty when none. */
export function loadOnVehicleProblems(
  load: { weight_lbs: number; axles: number; length_in: number },
  vehicle: VehicleFigures,
): LoadOnVehicleProblem[] {
  const problems: LoadOnVehicleProblem[] = [];
  if (load.length_in < vehicle.length_in) {
    problems.push({ field: 'length_in', kind: 'shorter-than-vehicle', vehicle_length_in: vehicle.length_in });
  }
  const gross = grossWeightLbs(vehicle.axles);
  if (load.weight_lbs !== gross) problems.push({ field: 'weight_lbs', kind: 'weight-not-axles', gross_lbs: gross });
  if (load.axles !== vehicle.axles.length) {
    problems.push({ field: 'axles', kind: 'axle-count', axles: vehicle.axles.length });
  }
  return problems;
}

/**
 * What a decision weighs of a load on its vehicle (`DecisionInput`'s `load` and `axles`): the
 * vehicle as it is now, its axles group by group and its gross their sum; without a vehicle, the
 * load's own gross weight alone. The API decides by it and the member's form previews by it.
 */
export function weighedLoad<L extends { weight_lbs: number }>(
  load: L,
  vehicle: { axles: readonly VehicleAxle[] } | null | undefined,
): { load: L; axles: readonly VehicleAxle[] | null } {
  if (!vehicle) return { load, axles: null };
  return { load: { ...load, weight_lbs: grossWeightLbs(vehicle.axles) }, axles: vehicle.axles };
}
