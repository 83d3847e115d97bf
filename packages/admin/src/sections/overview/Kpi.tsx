/**
 * The overview's figures: tiles in a grid, each a link to the list it counts. Drawn as MUI's
 * outlined Card with a CardActionArea and Typographies drew them, from plain elements under one
 * styled grid: seven tiles were some forty components whose styles emotion ran at every draw of the
 * landing page (a phone's longest task, issue 41). The tile is shaded under the pointer and the
 * keyboard's focus as a CardActionArea is.
 */
import { styled } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

/** Two tiles a row on a phone; from a tablet's width on, as many as its `data-columns` says (3 or 4). */
export const KpiGrid = styled('div')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(2),
  gridTemplateColumns: '1fr 1fr',
  [theme.breakpoints.up('md')]: {
    '&[data-columns="3"]': { gridTemplateColumns: 'repeat(3, 1fr)' },
    '&[data-columns="4"]': { gridTemplateColumns: 'repeat(4, 1fr)' },
  },
  '& .Kpi-root': {
    height: '100%',
    boxSizing: 'border-box',
    overflow: 'hidden',
    color: theme.palette.text.primary,
    backgroundColor: theme.palette.background.paper,
    border: `1px solid ${theme.palette.divider}`,
    borderRadius: theme.shape.borderRadius,
  },
  '& .Kpi-action': {
    display: 'block',
    position: 'relative',
    height: '100%',
    width: '100%',
    boxSizing: 'border-box',
    textAlign: 'inherit',
    color: 'inherit',
    textDecoration: 'none',
    borderRadius: 'inherit',
    outline: 0,
    cursor: 'pointer',
    userSelect: 'none',
    WebkitTapHighlightColor: 'transparent',
    // CardActionArea's focus highlight: the text's colour, faint, over the whole tile.
    '&::after': {
      content: '""',
      position: 'absolute',
      inset: 0,
      borderRadius: 'inherit',
      pointerEvents: 'none',
      backgroundColor: 'currentcolor',
      opacity: 0,
      transition: theme.transitions.create('opacity', { duration: theme.transitions.duration.short }),
    },
    '&:hover::after': { opacity: theme.palette.action.hoverOpacity, '@media (hover: none)': { opacity: 0 } },
    '&:focus-visible::after': { opacity: theme.palette.action.focusOpacity },
  },
  '& .Kpi-content': { padding: theme.spacing(2) },
  '& .Kpi-label, & .Kpi-detail': { ...theme.typography.body2, margin: 0 },
  '& .Kpi-value': { ...theme.typography.h4, fontWeight: 700, margin: theme.spacing(0.5, 0, 0) },
}));

export function Kpi({ label, value, detail, to }: { label: string; value: string; detail?: ReactNode; to: string }) {
  return (
    <div className="Kpi-root">
      <RouterLink className="Kpi-action" to={to}>
        <div className="Kpi-content">
          <p className="Kpi-label">{label}</p>
          <p className="Kpi-value">{value}</p>
          {detail ? <p className="Kpi-detail">{detail}</p> : null}
        </div>
      </RouterLink>
    </div>
  );
}
