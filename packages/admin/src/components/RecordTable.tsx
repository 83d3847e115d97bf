/**
 * A list's records: a table at the desk, one card per record on a phone (below 600 px), where a
 * table would be squeezed into a card that scrolls sideways. A card shows what a person looks for
 * first (the name or number, the status, the key figure, the date) with the list's own fields, and
 * a tap opens the record where a click on its row would. The phone does what the desk does with
 * the records: a checkbox per card and the table's own bulk actions, and a sort by any field the
 * table's headers sort by (read from the table's columns, so a column added is sortable on both).
 *
 * A card shows the table's columns by their source (`column('number')`): a field is defined once, in
 * its column, and the card shows what the row shows; a column the table leaves out (a list without
 * the company, for a member) is left out of the card too.
 *
 * Values are as long as people type them (a company name of 120 letters without a space, a
 * service described in 2,000 characters): at the desk each cell is bounded in width and wraps
 * anywhere, so that no column pushes the others (or their headers) off the screen (the theme's
 * `narrowTable` keeps the table itself narrow), and a text is cut after a few lines with "…", the
 * whole of it in its title, shown in full while the cell has the focus; on a card the parts wrap.
 * A value sits in its own `<bdi>` beside others ("a · b"), so that one written right to left does
 * not reorder its neighbours.
 */
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import { alpha, styled, useThemeProps, type Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
  Children,
  cloneElement,
  createElement,
  Fragment,
  isValidElement,
  startTransition,
  useEffect,
  useOptimistic,
  useRef,
  useState,
  type ComponentType,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import {
  BulkActionsToolbar,
  DataTable,
  RecordContextProvider,
  useCreatePath,
  useListContext,
  useRecordContext,
  useResourceContext,
  type DataTableProps,
  type RaRecord,
} from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { useSelectLabel } from './SelectRowCheckbox.js';
import { firstScreenDrawn } from '../registry/first-screen.js';
import { preloadScreenWhenIdle } from '../registry/screen-preloader.js';
import { CardSortButton } from './CardSortButton.js';
import { ListNoMatch } from './ListStates.js';

/** A column of the table, named by its `source`: the card shows what the column's cells show. */
export interface ColumnPart {
  column: string;
}

/** The table's column `source`, in a card. */
export const column = (source: string): ColumnPart => ({ column: source });

/**
 * A part of a card: columns of the table (several read as one line, "a · b"), a field element read
 * in the record's context, or what the record gives.
 */
type CardPart<R extends RaRecord> = ColumnPart | ColumnPart[] | ReactNode | ((record: R) => ReactNode);

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

/** No `sx`: the table's style is the cells' own (`boundedCells`) and the theme's. */
export type RecordTableProps<R extends RaRecord> = Omit<DataTableProps<R>, 'sx'> & { card: RecordCard<R> };

/** Below MUI's `sm` breakpoint (600 px): a phone held upright. */
export const usePhone = () => useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });

/**
 * Rows filtered out are said so where they would be (`ListNoMatch`), unless the list says otherwise;
 * a list with no records at all says so before the table (SectionList's `empty`).
 */
export function RecordTable<R extends RaRecord>({ card, empty = <ListNoMatch />, ...tableProps }: RecordTableProps<R>) {
  const props = { ...tableProps, empty };
  const { isPending } = useListContext();
  // The table's bulk actions as the table gets them: its own, else the theme's (every list's).
  const { bulkActionButtons } = useThemeProps({
    props: { bulkActionButtons: props.bulkActionButtons },
    name: 'RaDataTable',
  }) as { bulkActionButtons?: ReactNode };
  return usePhone() ? (
    <RecordCards
      card={card as unknown as RecordCard}
      columns={columnsOf(props.children)}
      rowClick={props.rowClick as RowClick}
      empty={props.empty}
      bulkActionButtons={bulkActionButtons}
      isRowSelectable={props.isRowSelectable as ((record: RaRecord) => boolean) | undefined}
      sortFields={sortableFields(props.children)}
    />
  ) : (
    // Until the first page arrives, react-admin's placeholder rows drew a checkbox each, unnamed and
    // doing nothing, that Tab still stopped on (HTML_CodeSniffer's F68 and H91): with no rows to act
    // on, the placeholder is drawn without the bulk actions' column.
    <DataTable<R> {...props} sx={boundedCells} bulkActionButtons={isPending ? false : props.bulkActionButtons}>
      {boundedColumns(props.children)}
    </DataTable>
  );
}

/**
 * The table's columns, each cell's content in a bounded box (`BoundedCell`). A column keeps its
 * props (the column chooser and the header read them); only what its cells draw is wrapped.
 * react-admin's NumberCol draws a number, never long, and is left as it is.
 */
function boundedColumns(columns: ReactNode): ReactNode {
  return Children.map(columns, (element) => {
    if (!isValidElement<ColumnProps>(element) || element.type !== DataTable.Col) return element;
    const column = element.props;
    const source = typeof column.source === 'string' ? column.source : '';
    return cloneElement(element, { children: <ColumnCell column={column} source={source} /> });
  });
}

/** A cell of the column for the row's record, as the table would draw it, in its bounded box. */
function ColumnCell({ column, source }: { column: ColumnProps; source: string }) {
  const record = useRecordContext();
  if (!record) return null;
  return <BoundedCell>{cellOf(column, source, record)}</BoundedCell>;
}

/**
 * A cell's box: never wider than `CELL_WIDTH` (a column's share of the table is at most that much
 * plus its padding, so that a long value leaves room for the others), wrapping anywhere, so that a
 * word longer than its column breaks rather than widening it.
 *
 * Text alone (whatever field draws it; a link is text) is cut after three lines with "…", and shown
 * whole while the cell, or a link in it, has the focus. A chip's or a button's rows are never cut.
 * A column that keeps its values on one line (`whiteSpace: 'nowrap'`, meant for short ones) wraps
 * a long one. 2 px around the text, outside the lines the clamp counts, keep a link's focus ring
 * clear of the cut.
 *
 * The table's style, not each cell's: a list draws hundreds of cells, and each one's own `sx` was
 * styles serialised and hashed again at every draw of every cell.
 */
const CELL_WIDTH = '20rem';
const boundedCells = {
  '& .RecordTable-cell': {
    maxWidth: CELL_WIDTH,
    overflowWrap: 'anywhere',
    '&:not(:has(button, input, select, textarea, img, svg, [role], .MuiChip-root))': {
      whiteSpace: 'normal',
      display: '-webkit-box',
      WebkitBoxOrient: 'vertical',
      WebkitLineClamp: 3,
      overflow: 'hidden',
      padding: '2px',
      margin: '-2px',
      '&:focus-within, &:focus-within *': { WebkitLineClamp: 'none' },
    },
  },
} as const;

/** Something in the cell that takes the focus itself (a link): the cell then needs none of its own. */
const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]';

/** Whether some of `box`'s text is hidden: cut by the box, or by a box within it (a field's own clamp). */
function isCut(box: HTMLElement): boolean {
  return [box, ...box.querySelectorAll<HTMLElement>('*')].some(
    (element) => element.scrollHeight > element.clientHeight + 1 || element.scrollWidth > element.clientWidth + 1,
  );
}

/**
 * One observer for every cell, which measures a cell when its size changes (the window, the columns
 * chosen) and once when it is first laid out, after layout and before the paint: a cell of its own
 * observer, made again at every draw, and a measure in a layout effect besides (layout forced in
 * the middle of the commit), were most of what a list's table cost to draw after its data.
 */
const cellMeasures = new WeakMap<Element, () => void>();
let cellObserver: ResizeObserver | undefined;
function observeCell(element: HTMLElement, measure: () => void): () => void {
  cellObserver ??= new ResizeObserver((entries) => entries.forEach((entry) => cellMeasures.get(entry.target)?.()));
  cellMeasures.set(element, measure);
  cellObserver.observe(element);
  return () => {
    cellObserver?.unobserve(element);
    cellMeasures.delete(element);
  };
}

/**
 * The cell's content in its box. Once some of it is hidden, the whole text is the box's title (a
 * hover away), and the box takes the focus (Tab or a tap), which shows it whole; Enter then opens
 * the record as a click on its row does.
 */
function BoundedCell({ children }: { children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const [whole, setWhole] = useState<string>();
  const [ownFocus, setOwnFocus] = useState(false);
  /** The text last measured: a draw that changed no text (a row selected) needs no measure. */
  const measuredText = useRef<string | null>(null);
  const measure = useRef(() => {
    const element = box.current;
    // Shown whole while it has the focus: still the cut value, to keep its title and its focus.
    if (!element || element.matches(':focus-within')) return;
    measuredText.current = element.textContent;
    const cut = isCut(element);
    setWhole(cut ? (element.textContent ?? undefined) : undefined);
    setOwnFocus(cut && element.querySelector(FOCUSABLE) === null);
  }).current;
  useEffect(() => (box.current ? observeCell(box.current, measure) : undefined), [measure]);
  // A value that changed in a box of the same size (a record saved by a colleague): the observer is
  // not told, and the cell's children may be the same element (a field that reads the record
  // itself), so the text is compared at every draw, which costs no layout.
  useEffect(() => {
    if (measuredText.current !== null && box.current?.textContent !== measuredText.current) measure();
  });
  const open = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Enter' && event.target === event.currentTarget) event.currentTarget.click();
  };
  return (
    <div
      ref={box}
      className="RecordTable-cell"
      title={whole}
      tabIndex={ownFocus ? 0 : undefined}
      onKeyDown={ownFocus ? open : undefined}
    >
      {children}
    </div>
  );
}

/** What a column of the table is given to show a cell (react-admin's DataTable.Col). */
interface ColumnProps {
  source?: unknown;
  children?: ReactNode;
  render?: (record: RaRecord) => ReactNode;
  field?: ComponentType<{ source: string }>;
}

/** The table's columns by source. */
function columnsOf(columns: ReactNode): Map<string, ColumnProps> {
  const bySource = new Map<string, ColumnProps>();
  for (const element of Children.toArray(columns)) {
    if (isValidElement<ColumnProps>(element) && typeof element.props.source === 'string') {
      bySource.set(element.props.source, element.props);
    }
  }
  return bySource;
}

/** A cell as the table draws it (react-admin's DataTableCell): its children, its render, its field, or the value. */
function cellOf(column: ColumnProps, source: string, record: RaRecord): ReactNode {
  if (column.children !== undefined) return column.children;
  if (column.render) return column.render(record);
  if (column.field) return createElement(column.field, { source });
  const value = source
    .split('.')
    .reduce<unknown>(
      (at, key) => (typeof at === 'object' && at !== null ? (at as Record<string, unknown>)[key] : undefined),
      record,
    );
  // As the table: a value's text; an object is no cell (a column of one gives its own field).
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? String(value) : null;
}

const isColumnPart = (value: unknown): value is ColumnPart =>
  typeof value === 'object' && value !== null && !isValidElement(value) && 'column' in value;

/** A part of a card for `record`: its columns' cells (those the table has), or what the card gives. */
function partOf(value: CardPart<RaRecord>, columns: Map<string, ColumnProps>, record: RaRecord): ReactNode {
  if (typeof value === 'function') return value(record);
  const refs = Array.isArray(value) && value.every(isColumnPart) ? value : isColumnPart(value) ? [value] : undefined;
  if (!refs) return value as ReactNode;
  const cells = refs.flatMap(({ column: source }) => {
    const found = columns.get(source);
    return found ? [cellOf(found, source, record)] : [];
  });
  if (!cells.length) return null;
  // Each in its own <bdi>: a value written right to left keeps its place, and its neighbours theirs.
  return cells.map((cell, index) => (
    <Fragment key={index}>
      {index > 0 && ' · '}
      <bdi>{cell}</bdi>
    </Fragment>
  ));
}

/** The fields the table's headers sort by: each column's `sortBy` or `source`, unless it says `disableSort`. */
function sortableFields(columns: ReactNode): string[] {
  return Children.toArray(columns).flatMap((column) => {
    if (!isValidElement<{ source?: unknown; sortBy?: unknown; disableSort?: unknown }>(column)) return [];
    const { source, sortBy, disableSort } = column.props;
    if (disableSort === true) return [];
    const field = typeof sortBy === 'string' ? sortBy : source;
    return typeof field === 'string' ? [field] : [];
  });
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

/**
 * The cards' looks, as MUI's list items, buttons and type would draw them, in one style sheet for
 * the whole list: a card is plain elements with these classes. Drawn per card with MUI's components
 * and `sx`, each of 25 cards had some 60 components whose styles emotion serialised again on every
 * render: on a phone (Lighthouse's 4× slowdown) the list's first render was its longest task.
 */
const CardList = styled(List)(({ theme }) => ({
  '& .RecordCard-root': {
    display: 'flex',
    alignItems: 'flex-start',
    position: 'relative',
    width: '100%',
    boxSizing: 'border-box',
    textAlign: 'left',
    borderBottom: `1px solid ${theme.palette.divider}`,
    backgroundClip: 'padding-box',
  },
  // The card's checkbox, as MUI's Checkbox draws one (a 42 px target around an 18 px box, its
  // shades on hover and focus), from a plain input: MUI's was a dozen components per card.
  '& .RecordCard-select': {
    appearance: 'none',
    position: 'relative',
    flex: 'none',
    width: 42,
    height: 42,
    margin: `${theme.spacing(0.5)} 0 0`,
    borderRadius: '50%',
    color: theme.palette.text.secondary,
    cursor: 'pointer',
    outline: 0,
    WebkitTapHighlightColor: 'transparent',
    '&::before': {
      content: '""',
      position: 'absolute',
      left: 12,
      top: 12,
      width: 18,
      height: 18,
      boxSizing: 'border-box',
      border: '2px solid currentColor',
      borderRadius: 2,
    },
    '&:checked': { color: theme.palette.primary.main },
    '&:checked::before': { backgroundColor: 'currentColor' },
    // The tick, cut out of the filled box as MUI's icon draws it.
    '&:checked::after': {
      content: '""',
      position: 'absolute',
      left: 17.8,
      top: 14.5,
      width: 6,
      height: 11,
      boxSizing: 'border-box',
      borderRight: `2px solid ${theme.palette.background.paper}`,
      borderBottom: `2px solid ${theme.palette.background.paper}`,
      transform: 'rotate(45deg)',
    },
    '&:hover': {
      backgroundColor: alpha(theme.palette.primary.main, theme.palette.action.hoverOpacity),
      '@media (hover: none)': { backgroundColor: 'transparent' },
    },
    '&:focus-visible': { backgroundColor: alpha(theme.palette.primary.main, theme.palette.action.focusOpacity) },
  },
  '& .RecordCard-body': { flex: 1, minWidth: 0 },
  '& .RecordCard-main': { display: 'block', padding: theme.spacing(1.5, 2) },
  '& .RecordCard-selectable .RecordCard-main': { paddingLeft: theme.spacing(0.5) },
  // A link as MUI's ListItemButton draws one: the whole card, shaded under the pointer and the focus.
  '& a.RecordCard-main': {
    color: 'inherit',
    textDecoration: 'none',
    cursor: 'pointer',
    userSelect: 'none',
    outline: 0,
    WebkitTapHighlightColor: 'transparent',
    transition: theme.transitions.create('background-color', { duration: theme.transitions.duration.shortest }),
    '&:hover': {
      backgroundColor: theme.palette.action.hover,
      '@media (hover: none)': { backgroundColor: 'transparent' },
    },
    '&:focus-visible': { backgroundColor: theme.palette.action.focus },
  },
  '& .RecordCard-head': { display: 'flex', alignItems: 'flex-start', gap: theme.spacing(1) },
  // The field inside sets its own type: the title reads bold whatever field shows it.
  '& .RecordCard-title': {
    ...theme.typography.body1,
    flex: 1,
    minWidth: 0,
    overflowWrap: 'anywhere',
    '&, & .MuiTypography-root': { fontWeight: 600 },
  },
  '& .RecordCard-status': { flexShrink: 0 },
  // In the text's own colour, as the cards have always shown them (MUI 7's Typography never applied
  // the `color="text.secondary"` they were once given).
  '& .RecordCard-detail': { ...theme.typography.body2, overflowWrap: 'anywhere' },
  '& .RecordCard-date': theme.typography.caption,
  // Parts of a card's line that sit side by side and wrap (CardParts).
  '& .RecordCard-parts': { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: theme.spacing(1) },
  '& .RecordCard-actions': {
    display: 'flex',
    flexWrap: 'wrap',
    gap: theme.spacing(1),
    padding: theme.spacing(0, 1, 1),
  },
}));

/** The cards of the page's first list drawn with it: more than a tall phone's screen holds. */
export const FIRST_CARDS = 10;

/**
 * How many of `total` cards to draw. The page's first screen draws the first `FIRST_CARDS` at once
 * and the rest in a commit of its own, a transition, once those are on the screen: a page of 25
 * cards drawn in one commit was the longest task of a phone's first load, and most of them are
 * below the screen's edge. A list opened later (a person moving around the app) draws them all at
 * once, as the browser's return to a place further down the list needs.
 */
function useCardsDrawn(total: number): number {
  const [all, setAll] = useState(firstScreenDrawn);
  useEffect(() => {
    if (!all && total > FIRST_CARDS) startTransition(() => setAll(true));
  }, [all, total]);
  return all ? total : Math.min(total, FIRST_CARDS);
}

function RecordCards({
  card,
  columns,
  rowClick,
  empty,
  bulkActionButtons,
  isRowSelectable,
  sortFields,
}: {
  card: RecordCard;
  columns: Map<string, ColumnProps>;
  rowClick: RowClick;
  empty: ReactNode;
  /** `false`: the list's records are not selected (as the table's `bulkActionButtons={false}`). */
  bulkActionButtons: ReactNode;
  /** As the table's: a record it refuses gets no checkbox. */
  isRowSelectable: ((record: RaRecord) => boolean) | undefined;
  sortFields: string[];
}) {
  const { data, isPending, selectedIds, onToggleItem } = useListContext();
  const linkOf = useLinkOf(rowClick);
  const selectLabelOf = useSelectLabel();
  const selectable = bulkActionButtons !== false;
  const drawn = useCardsDrawn(data?.length ?? 0);
  // The screen a tap on a card opens, downloaded once every card is drawn (registry/screen-preloader.ts).
  const firstRecord = data?.[0] as RaRecord | undefined;
  const opens = firstRecord && drawn >= (data?.length ?? 0) ? linkOf(firstRecord) : undefined;
  useEffect(() => (opens ? preloadScreenWhenIdle(opens) : undefined), [opens]);
  if (isPending) return <LinearProgress sx={{ m: 2 }} />;
  if (!data?.length) return <>{empty}</>;
  return (
    <>
      {sortFields.length > 0 && (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', px: 1 }}>
          <CardSortButton fields={sortFields} />
        </Box>
      )}
      {selectable && <BulkActionsToolbar>{bulkActionButtons}</BulkActionsToolbar>}
      {/* Busy while the rest of the first screen's cards are on their way, as assistive technologies read it. */}
      <CardList disablePadding data-testid="record-cards" aria-busy={drawn < data.length || undefined}>
        {data.slice(0, drawn).map((record: RaRecord) => {
          const to = linkOf(record);
          const part = (value: CardPart<RaRecord>) => partOf(value, columns, record);
          const canSelect = selectable && (isRowSelectable?.(record) ?? true);
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
              <li className={canSelect ? 'RecordCard-root RecordCard-selectable' : 'RecordCard-root'}>
                {canSelect && (
                  // Beside the card's link, not in it: a tap on the box selects, a tap on the card opens.
                  <CardSelect
                    label={selectLabelOf(record)}
                    selected={selectedIds.includes(record.id)}
                    onToggle={() => onToggleItem(record.id)}
                  />
                )}
                <div className="RecordCard-body">
                  {to ? (
                    <RouterLink className="RecordCard-main" to={to}>
                      {content}
                    </RouterLink>
                  ) : (
                    <div className="RecordCard-main">{content}</div>
                  )}
                  {actions ? <div className="RecordCard-actions">{actions}</div> : null}
                </div>
              </li>
            </RecordContextProvider>
          );
        })}
      </CardList>
    </>
  );
}

/** Parts of a card's line side by side, wrapping when the phone is narrow: dates and a flag. */
export function CardParts({ children }: { children: ReactNode }) {
  return <div className="RecordCard-parts">{children}</div>;
}

function CardContent({ title, status, detail, date }: Record<'title' | 'status' | 'detail' | 'date', ReactNode>) {
  return (
    <>
      <div className="RecordCard-head">
        <div className="RecordCard-title">{title}</div>
        {status ? <div className="RecordCard-status">{status}</div> : null}
      </div>
      {detail ? <div className="RecordCard-detail">{detail}</div> : null}
      {date ? <div className="RecordCard-date">{date}</div> : null}
    </>
  );
}

/**
 * A card's checkbox: ticked at once, the selection following in a transition. The selection is
 * react-admin's (its store), and a new one re-renders every card and brings the bulk actions'
 * toolbar: on a phone (the CPU slowed 4×) that ran in the tap's own event, 120-420 ms before the
 * next paint (issue 68). The box shows the tap's answer (React's optimistic state) in the next frame.
 */
function CardSelect({ label, selected, onToggle }: { label: string; selected: boolean; onToggle: () => void }) {
  const [shown, show] = useOptimistic(selected);
  return (
    <input
      type="checkbox"
      className="RecordCard-select"
      aria-label={label}
      checked={shown}
      onChange={() =>
        startTransition(() => {
          show(!selected);
          onToggle();
        })
      }
    />
  );
}
