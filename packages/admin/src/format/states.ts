/** The US states the service permits in, for pickers and for reading codes. */
import { US_STATES } from '@permit-office/sdk';

/** The contract's state codes with their names: the SDK's table, which the API answers by too. */
export const STATES = US_STATES;

export type StateCode = keyof typeof STATES;

export const stateChoices = Object.entries(STATES).map(([id, name]) => ({ id, name: `${name} (${id})` }));
