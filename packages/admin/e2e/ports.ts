/** Free ports and a prompt stop for the files that start a host of their own, as the shared stack does. */
export { closeServer, listenOn, onFreePorts } from '../../../scripts/bench/stack.js';
