/** A company, picked by typing part of its name (the API's `q` search). */
import { AutocompleteInput, ReferenceInput } from 'react-admin';
import type { Rule } from '../validation/rules.js';

export interface CompanyInputProps {
  /**
   * Only where the screen means something of its own: otherwise react-admin names the field from
   * the catalogue (`resources.<resource>.fields.company_id`; a form's or a filter bar's resource,
   * not the companies').
   */
  label?: string;
  /** Named on the element too: react-admin's filter bar reads a filter's `source` from its props. */
  source?: string;
  validate?: Rule;
  fullWidth?: boolean;
}

export function CompanyInput({ label, source = 'company_id', validate, fullWidth }: CompanyInputProps) {
  return (
    <ReferenceInput source={source} reference="companies">
      <AutocompleteInput
        label={label}
        optionText="name"
        filterToQuery={(q: string) => ({ q })}
        validate={validate}
        fullWidth={fullWidth}
      />
    </ReferenceInput>
  );
}
