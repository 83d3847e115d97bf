/** Filled by issue 40 (query helpers). */
export {};
