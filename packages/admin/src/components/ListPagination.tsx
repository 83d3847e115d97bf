/**
 * react-admin's pagination, its arrows named in the person's locale at every width: on a phone
 * react-admin leaves MUI's own English names ("Go to next page") on them, which another locale
 * (and the pseudo-locale walk) would not change.
 */
import type { TablePaginationProps } from '@mui/material/TablePagination';
import { useCallback, type ComponentType } from 'react';
import { Pagination, useTranslate, type PaginationProps } from 'react-admin';

/** react-admin hands the props it does not use to MUI's TablePagination; its types leave this one out. */
const NamedPagination = Pagination as ComponentType<PaginationProps & Pick<TablePaginationProps, 'getItemAriaLabel'>>;

export function ListPagination(props: PaginationProps) {
  const translate = useTranslate();
  const name = useCallback(
    (type: 'first' | 'last' | 'next' | 'previous') => translate(`ra.navigation.${type}`),
    [translate],
  );
  return <NamedPagination getItemAriaLabel={name} {...props} />;
}
