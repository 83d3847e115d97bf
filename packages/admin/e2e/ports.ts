/** Free ports for the files that start a host of their own, as the shared stack finds its own. */
export { onFreePorts } from '../../../scripts/bench/stack.js';
