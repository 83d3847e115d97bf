/** When something happened, to the minute as the browser's locale writes it; a dash when it has not. */
import { DateField, type DateFieldProps } from 'react-admin';

export const DateTimeField = (props: DateFieldProps) => <DateField showTime emptyText="—" {...props} />;
