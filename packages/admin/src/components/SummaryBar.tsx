/** Totals of every row the list's filters match (the API's `summary`, passed on as the list's meta). */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useListContext } from 'react-admin';
import { formatCents } from '../format/format.js';

export function SummaryBar({ label, figures }: { label: string; figures: [label: string, key: string][] }) {
  const meta: unknown = useListContext().meta;
  const summary = (meta as { summary?: Record<string, number> } | undefined)?.summary;
  if (!summary) return null;
  return (
    <Box
      role="status"
      aria-label={label}
      sx={{ display: 'flex', gap: 3, flexWrap: 'wrap', px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider' }}
    >
      {figures.map(([name, key]) => (
        <Typography key={key} variant="body2">
          {name}: <strong>{formatCents(summary[key] ?? 0)}</strong>
        </Typography>
      ))}
    </Box>
  );
}
