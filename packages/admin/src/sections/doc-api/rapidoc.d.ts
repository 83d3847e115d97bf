/** RapiDoc ships no types: this module is imported for its side effect, defining <rapi-doc>. */
declare module 'rapidoc/src/rapidoc.js';
