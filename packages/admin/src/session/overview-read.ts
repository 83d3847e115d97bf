/**
 * The overview's query (its figures, one read): AdminApp starts it with the query client, before
 * react-admin's first render; the page reads it; the live desk refreshes it.
 */
export const OVERVIEW_QUERY = ['overview'] as const;
