/**
 * The overview's recent activity: each record's title, a link to where it is read, and under it
 * its kind, status and time. Drawn as MUI's dense List of ListItemText with a Link drew it, from
 * plain elements and one style sheet for the whole list: those were some fifty components whose
 * styles emotion ran at every draw of the landing page (a phone's longest task, issue 41).
 */
import { alpha, styled } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

export interface Activity {
  key: string;
  title: string;
  /** Where the record is read. */
  to: string;
  /** Its kind, status and time, in the person's words. */
  detail: ReactNode;
}

const ActivityList = styled('ul')(({ theme }) => ({
  margin: 0,
  padding: theme.spacing(1, 0),
  listStyle: 'none',
  position: 'relative',
  '& .RecentActivity-item': {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'flex-start',
    position: 'relative',
    width: '100%',
    boxSizing: 'border-box',
    textAlign: 'left',
    padding: theme.spacing(0.5, 0),
  },
  // Long titles wrap anywhere rather than widen the card (styles/long-text's wrapAnywhere).
  '& .RecentActivity-text': { flex: '1 1 auto', minWidth: 0, margin: theme.spacing(0.75, 0), overflowWrap: 'anywhere' },
  '& .RecentActivity-title': { ...theme.typography.body2, display: 'block', margin: 0 },
  // As MUI's Link underlines always: the line a lighter shade of the link's colour, whole on hover.
  '& .RecentActivity-title a': {
    color: theme.palette.primary.main,
    textDecoration: 'underline',
    textDecorationColor: alpha(theme.palette.primary.main, 0.4),
    '&:hover': { textDecorationColor: 'inherit' },
  },
  '& .RecentActivity-detail': {
    ...theme.typography.body2,
    color: theme.palette.text.secondary,
    display: 'block',
    margin: 0,
  },
}));

export function RecentActivity({ items }: { items: Activity[] }) {
  return (
    <ActivityList>
      {items.map((item) => (
        <li key={item.key} className="RecentActivity-item">
          <div className="RecentActivity-text">
            <span className="RecentActivity-title">
              <RouterLink to={item.to}>
                <bdi>{item.title}</bdi>
              </RouterLink>
            </span>
            <p className="RecentActivity-detail">{item.detail}</p>
          </div>
        </li>
      ))}
    </ActivityList>
  );
}
