/**
 * The overview pages' two columns at the desk, the main one wider (3 to 2), one above the other on
 * a phone. minmax(0, …): a column is as wide as its share, however long a word in it (a company's
 * name).
 */
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

const columns = { xs: 'minmax(0, 1fr)', md: 'minmax(0, 3fr) minmax(0, 2fr)' };

export function MainAndSide({ sx, children }: { sx?: { alignItems?: 'start'; mt?: number }; children: ReactNode }) {
  return <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: columns, ...sx }}>{children}</Box>;
}
