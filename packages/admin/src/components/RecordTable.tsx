/**
 * A list's records: a table at the desk, one card per record on a phone (below 600 px), where a
 * table would be squeezed into a card that scrolls sideways. A card shows what a person looks for
 * first (the name or number, the status, the key figure, the date) with the list's own fields, and
 * a tap opens the record where a click on its row would.
 */
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ReactNode } from 'react';
import {
  DataTable,
  RecordContextProvider,
  useCreatePath,
  useListContext,
  useResourceContext,
  type DataTableProps,
  type RaRecord,
} from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';

/** A part of a card: a field element read in the record's context, or what the record gives. */
type CardPart<R extends RaRecord> = ReactNode | ((record: R) => ReactNode);

/** What a record's card shows. */
export interface RecordCard<R extends RaRecord = RaRecord> {
  /** The name or number people know the record by. */
  title: CardPart<R>;
  /** Its status chip, at the right of the title. */
  status?: CardPart<R>;
  /** The figure or the company that tells it apart. */
  detail?: CardPart<R>;
  /** When: created, issued, updated. */
  date?: CardPart<R>;
  /** The row's own buttons (open the PDF, approve…), below the card's link, not inside it. */
  actions?: CardPart<R>;
}

export type RecordTableProps<R extends RaRecord> = DataTableProps<R> & { card: RecordCard<R> };

/** Below MUI's `sm` breakpoint (600 px): a phone held upright. */
export const usePhone = () => useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });

export function RecordTable<R extends RaRecord>({ card, ...props }: RecordTableProps<R>) {
  return usePhone() ? (
    <RecordCards card={card as unknown as RecordCard} rowClick={props.rowClick as RowClick} empty={props.empty} />
  ) : (
    <DataTable<R> {...props} />
  );
}

type RowClick = DataTableProps['rowClick'];

/**
 * Where a tap on the record goes, as DataTable's `rowClick` says; undefined for nowhere. The lists'
 * own `rowClick` functions answer at once; one that answers later leaves its card without a link.
 */
function useLinkOf(rowClick: RowClick) {
  const resource = useResourceContext() ?? '';
  const createPath = useCreatePath();
  return (record: RaRecord): string | undefined => {
    const click = rowClick ?? 'edit';
    const target = typeof click === 'function' ? click(record.id, resource, record) : click;
    if (target === 'edit' || target === 'show') return createPath({ resource, id: record.id, type: target });
    return typeof target === 'string' ? target : undefined;
  };
}

function RecordCards({ card, rowClick, empty }: { card: RecordCard; rowClick: RowClick; empty: ReactNode }) {
  const { data, isPending } = useListContext();
  const linkOf = useLinkOf(rowClick);
  if (isPending) return <LinearProgress sx={{ m: 2 }} />;
  if (!data?.length) return <>{empty}</>;
  return (
    <List disablePadding data-testid="record-cards">
      {data.map((record: RaRecord) => {
        const to = linkOf(record);
        const part = (value: CardPart<RaRecord>) => (typeof value === 'function' ? value(record) : value);
        const actions = part(card.actions);
        const content = (
          <CardContent
            title={part(card.title)}
            status={part(card.status)}
            detail={part(card.detail)}
            date={part(card.date)}
          />
        );
        return (
          <RecordContextProvider key={record.id} value={record}>
            <ListItem disablePadding divider sx={{ flexDirection: 'column', alignItems: 'stretch' }}>
              {to ? (
                <ListItemButton component={RouterLink} to={to} sx={{ display: 'block', py: 1.5 }}>
                  {content}
                </ListItemButton>
              ) : (
                <Box sx={{ px: 2, py: 1.5 }}>{content}</Box>
              )}
              {actions ? <Box sx={{ px: 1, pb: 1, display: 'flex', flexWrap: 'wrap', gap: 1 }}>{actions}</Box> : null}
            </ListItem>
          </RecordContextProvider>
        );
      })}
    </List>
  );
}

function CardContent({ title, status, detail, date }: Record<'title' | 'status' | 'detail' | 'date', ReactNode>) {
  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
        <Typography
          component="div"
          // The field inside sets its own type: the title reads bold whatever field shows it.
          sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere', '&, & .MuiTypography-root': { fontWeight: 600 } }}
        >
          {title}
        </Typography>
        {status ? <Box sx={{ flexShrink: 0 }}>{status}</Box> : null}
      </Box>
      {detail ? (
        <Typography component="div" variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {detail}
        </Typography>
      ) : null}
      {date ? (
        <Typography component="div" variant="caption" color="text.secondary">
          {date}
        </Typography>
      ) : null}
    </>
  );
}
