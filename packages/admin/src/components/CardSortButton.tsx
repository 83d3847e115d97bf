/**
 * The sort button above a list's cards on a phone: react-admin's SortButton as it draws on a phone
 * (an icon named "Sort by …", a menu of the fields, each ascending or, for the field sorted by, the
 * other way), with its menu made when it opens rather than kept in the page, hidden.
 *
 * react-admin's keeps its menu mounted: a modal, its backdrop, a paper and a button per field, drawn
 * and styled with the list's records on every phone list's first screen, unseen (issue 41).
 */
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import SortIcon from '@mui/icons-material/Sort';
import { useState, type MouseEvent } from 'react';
import { useListSortContext, useTranslate, useTranslateLabel } from 'react-admin';

const inverse = (order: string) => (order === 'ASC' ? 'DESC' : 'ASC');

export function CardSortButton({ fields }: { fields: string[] }) {
  const { resource, sort, setSort } = useListSortContext();
  const translate = useTranslate();
  const translateLabel = useTranslateLabel();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const fieldLabel = translateLabel({ resource, source: sort.field });
  // react-admin's words for it (ra.sort.sort_by), with the same values.
  const label = translate('ra.sort.sort_by', {
    field: fieldLabel,
    field_lower_first:
      typeof fieldLabel === 'string' ? fieldLabel.charAt(0).toLowerCase() + fieldLabel.slice(1) : undefined,
    order: translate(`ra.sort.${sort.order}`),
    _: 'ra.sort.sort_by',
  });
  const sortBy = (field: string) => {
    setSort({ field, order: field === sort.field ? inverse(sort.order) : 'ASC' });
    setAnchor(null);
  };
  return (
    <>
      <IconButton
        aria-label={label}
        aria-haspopup="menu"
        color="primary"
        size="large"
        onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
      >
        <SortIcon />
      </IconButton>
      {anchor && (
        <Menu anchorEl={anchor} open onClose={() => setAnchor(null)}>
          {fields.map((field) => (
            <MenuItem key={field} data-sort={field} onClick={() => sortBy(field)}>
              {translateLabel({ resource, source: field })}{' '}
              {translate(`ra.sort.${sort.field === field ? inverse(sort.order) : 'ASC'}`)}
            </MenuItem>
          ))}
        </Menu>
      )}
    </>
  );
}
