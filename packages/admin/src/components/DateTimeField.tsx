/** When something happened, to the minute, as every screen writes a moment; a dash when it has not. */
import { DateField, type DateFieldProps } from 'react-admin';
import { DATE_TIME_OPTIONS } from '../format/date-options.js';

export const DateTimeField = (props: DateFieldProps) => (
  <DateField showTime options={DATE_TIME_OPTIONS} emptyText="—" {...props} />
);
