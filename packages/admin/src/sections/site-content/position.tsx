/**
 * The website lists some records in the order staff give them (services, the manual's documents):
 * a position from 0, lowest first, and a new record goes after the others unless told otherwise.
 */
import type { ReactNode } from 'react';
import { Create, Loading, type TextInputProps } from 'react-admin';
import { useGetList, useSectionContext } from '../../registry/data-hooks.js';
import { WholeNumberInput } from '../../components/WholeNumberInput.js';
import { contractRules } from '../../validation/contract-rules.js';

// Services and the manual's documents state the same rule for it: never negative.
const positionRule = contractRules('ServiceInput').position;

export function PositionInput(props: Omit<TextInputProps, 'source' | 'validate'>) {
  return <WholeNumberInput source="position" validate={positionRule} {...props} />;
}

/** One past the last record's position, once it is known. */
function useNextPosition(): number | undefined {
  const resource = useSectionContext();
  const { data, isPending } = useGetList<{ id: number; position: number }>(resource, {
    pagination: { page: 1, perPage: 1 },
    sort: { field: 'position', order: 'DESC' },
  });
  if (isPending) return undefined;
  const last = data?.[0];
  return last ? last.position + 1 : 0;
}

/** The create screen of a positioned record, its position filled with the next one. */
export function CreateLast({
  title,
  record,
  children,
}: {
  title: string;
  /** The form's other defaults. */
  record?: Record<string, unknown>;
  children: ReactNode;
}) {
  const position = useNextPosition();
  // The form's defaults are read once, when it mounts: it waits for the position.
  if (position === undefined) return <Loading />;
  return (
    <Create title={title} record={{ ...record, position }}>
      {children}
    </Create>
  );
}
