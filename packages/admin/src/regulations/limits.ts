/**
 * A load against a state's legal limits (the state regulations staff keep current). The same rule
 * flags a load in /my-loads, the states of a permit request, and what a member reads in
 * /company-state-regulation.
 */
import type { components } from '@permit-office/sdk';

export type StateRegulation = components['schemas']['StateRegulation'] & { id: number };
export type Dimensions = Pick<components['schemas']['Load'], 'length_in' | 'width_in' | 'height_in' | 'weight_lbs'>;
export type Limit = 'length' | 'width' | 'height' | 'weight';

/** The limits a load goes over in a state, in the order people measure them. */
export function exceededLimits(load: Dimensions, regulation: StateRegulation): Limit[] {
  const over: Limit[] = [];
  if (load.length_in > regulation.max_length_in) over.push('length');
  if (load.width_in > regulation.max_width_in) over.push('width');
  if (load.height_in > regulation.max_height_in) over.push('height');
  if (load.weight_lbs > regulation.max_weight_lbs) over.push('weight');
  return over;
}

/** Whether the load needs an escort vehicle in the state. */
export const needsEscort = (load: Dimensions, regulation: StateRegulation) =>
  load.width_in > regulation.escort_width_in;
