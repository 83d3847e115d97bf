/** Filled by issue 40 (checked answers). */
export {};
