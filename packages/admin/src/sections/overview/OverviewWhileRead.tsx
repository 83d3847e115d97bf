/**
 * The overview's first screen while its figures are read: its heading, the figures' places, and the
 * cards under them with their headings. The page draws these until its answers come
 * (OverviewPage.tsx), and on a phone the shell's frame draws the same screen before the back
 * office's code has come (layouts/shell-frame, `OverviewWhileRead`): the first card's heading is the
 * largest text of a phone's first screen (staff's `Open requests per person`, a member's `The last
 * 12 months`, issue 68), and drawn by the frame it no longer waits for some 250 KB of code. One
 * module for both, so that the page takes the frame's place with nothing moved.
 *
 * Light on purpose: the shell's frame imports it, before react-admin.
 */
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useWords } from '../../i18n/words.js';
import { KpiGrid } from './Kpi.js';
import { MainAndSide } from './MainAndSide.js';

export function OverviewTitle() {
  const t = useWords();
  return (
    <Typography component="h1" variant="h5" sx={{ fontWeight: 600, mb: 2 }}>
      {t('app.overview.title')}
    </Typography>
  );
}

/**
 * The figures' places in their grid (KpiGrid): as many as come (a member's company has three, staff
 * four), each as tall as a row of figures with a line of detail (Kpi.tsx: 120 px, at the desk as on
 * a phone). Four places for a member's three moved the cards below up by a row at the desk (120 px)
 * when the figures came, and 112 px places moved them down by 8-16 px.
 */
export const FiguresWhileRead = ({ ownCompany }: { ownCompany: boolean }) =>
  (ownCompany ? [0, 1, 2] : [0, 1, 2, 3]).map((key) => <Skeleton key={key} variant="rounded" height={120} />);

/** Staff's queue figures' places: arriving, they would push down what is below. */
export function QueueWhileRead() {
  return (
    <KpiGrid data-columns={3} sx={{ mt: 2 }}>
      {[0, 1, 2].map((key) => (
        // As tall as the figures with their line of detail: two lines on a phone.
        <Skeleton key={key} variant="rounded" sx={{ height: { xs: 140, md: 120 } }} />
      ))}
    </KpiGrid>
  );
}

/** One of the overview's cards, under its heading. */
export function OverviewCard({ heading, children }: { heading: string; children?: ReactNode }) {
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography component="h2" variant="h6">
          {heading}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

/** The chart's place in its card. */
export const MonthsWhileRead = () => <Skeleton variant="rounded" height={240} />;

/**
 * The workload's card (sections/permit-requests/Workload.tsx) until its code and its answer have
 * come: its heading, as that card draws it, over the table's place.
 */
export function WorkloadWhileRead() {
  const t = useWords();
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {t('app.queue.workload')}
        </Typography>
        <Skeleton variant="rounded" height={160} />
      </CardContent>
    </Card>
  );
}

/**
 * The whole first screen as OverviewPage draws it before any answer: a member's figures
 * (`ownCompany`) or staff's with the queue's, and under them the workload for whoever oversees the
 * queue (what is below it stays hidden until it comes), else the last 12 months and recent activity.
 */
export function OverviewWhileRead({ ownCompany, oversees }: { ownCompany: boolean; oversees: boolean }) {
  const t = useWords();
  return (
    <Box sx={{ py: 2 }} aria-busy="true">
      <OverviewTitle />
      <KpiGrid data-columns={ownCompany ? 3 : 4}>
        <FiguresWhileRead ownCompany={ownCompany} />
      </KpiGrid>
      {!ownCompany && <QueueWhileRead />}
      {oversees ? (
        <Box sx={{ mt: 2 }}>
          <WorkloadWhileRead />
        </Box>
      ) : (
        <MainAndSide sx={{ alignItems: 'start', mt: 2 }}>
          <OverviewCard heading={t('app.overview.months')}>
            <MonthsWhileRead />
          </OverviewCard>
          <OverviewCard heading={t('app.overview.recent')} />
        </MainAndSide>
      )}
    </Box>
  );
}
