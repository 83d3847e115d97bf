/** RapiDoc ships no types: it is imported for its side effect, defining the <rapi-doc> element. */
declare module 'rapidoc';
