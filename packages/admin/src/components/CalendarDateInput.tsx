/**
 * react-admin's DateInput, which never hides a stored value it cannot show. A browser's date
 * field shows nothing for a day that does not exist (`2023-02-31`, kept from before the API
 * refused such days), and the form would look as if no date had been set; here it says what is
 * stored, and the date rule asks for a real one before the form is saved.
 */
import { isCalendarDate } from '@permit-office/sdk';
import { DateInput, type DateInputProps } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { useWords } from '../i18n/words.js';

export function CalendarDateInput({ helperText, ...props }: DateInputProps) {
  const t = useWords();
  const value: unknown = useWatch({ name: props.source });
  const unshowable = typeof value === 'string' && value !== '' && !isCalendarDate(value);
  return <DateInput {...props} helperText={unshowable ? t('app.validation.unshowableDate', value) : helperText} />;
}
