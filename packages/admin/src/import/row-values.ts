/**
 * A spreadsheet's row as the API takes it (issue 65): each matched column's text turned into its
 * field's type as the contract has it. What does not read as the type is sent as typed, so that the
 * API's check names the field and says what is wrong, as a save of the record would.
 */
import type { ContractField } from '@permit-office/sdk';

const TRUE = new Set(['true', 'yes', 'y', '1', 'x']);
const FALSE = new Set(['false', 'no', 'n', '0', '']);

/** A cell's text as its field's value: a number, a yes or no, null for an empty optional cell. */
export function typedValue(text: string, field: ContractField): unknown {
  const trimmed = text.trim();
  if (trimmed === '' && field.type !== 'boolean') return field.nullable ? null : trimmed;
  if (field.type === 'integer' || field.type === 'number') {
    // Thousands separators as spreadsheets write them: `90,000`.
    const plain = trimmed.replace(/(\d),(?=\d{3}\b)/g, '$1');
    const value = Number(plain);
    return plain !== '' && Number.isFinite(value) ? value : trimmed;
  }
  if (field.type === 'boolean') {
    const word = trimmed.toLowerCase();
    return TRUE.has(word) ? true : FALSE.has(word) ? false : trimmed;
  }
  if (field.type === 'array') return trimmed.split(/\s*;\s*/).filter(Boolean);
  return trimmed;
}

/** The row's values by field, from the columns matched to fields (`null`: a column left out). */
export function rowValues(
  cells: readonly string[],
  columns: readonly (string | null)[],
  fields: Readonly<Record<string, ContractField>>,
): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  columns.forEach((name, index) => {
    const field = name === null ? undefined : fields[name];
    if (name !== null && field) values[name] = typedValue(cells[index] ?? '', field);
  });
  return values;
}
