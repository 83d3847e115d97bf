/**
 * react-admin's hooks, asked by section.
 * - Its data: the resource is a `SectionName` (registry/table.ts), so a misspelt one, or a
 *   collection's name where the section's is meant (`loads` for `my-loads`), does not compile.
 *   ESLint sends every screen here instead of react-admin's own (eslint.config.js).
 * - The section a shared component is drawn in (`useSectionDefinition`): the facts of the table
 *   that components read, carried by the section's `<Resource options>` (admin/AdminApp.tsx writes
 *   them) and read back through react-admin's `useResourceDefinition()`. A component asks the
 *   section it is in rather than importing the tables: the one that holds the screens would close
 *   a circle through every screen (issue 43).
 */
import {
  useGetList as useRaGetList,
  useGetOne as useRaGetOne,
  useResourceContext,
  useResourceDefinition,
  type GetListParams,
  type GetOneParams,
  type RaRecord,
  type UseGetListOptions,
  type UseGetOneOptions,
} from 'react-admin';
import { isSectionName, type CollectionName, type Section, type SectionName } from './table.js';

export const useGetOne = <RecordType extends RaRecord = RaRecord>(
  section: SectionName,
  params: Partial<GetOneParams<RecordType>>,
  options?: UseGetOneOptions<RecordType>,
) => useRaGetOne<RecordType>(section, params, options);

export const useGetList = <RecordType extends RaRecord = RaRecord>(
  section: SectionName,
  params?: Partial<GetListParams>,
  options?: UseGetListOptions<RecordType>,
) => useRaGetList<RecordType>(section, params, options);

/**
 * A collection read for several sections at once, under the collection's own name (the state
 * regulations every permit screen compares loads with, whichever section shows them).
 */
export const useCollectionList = <RecordType extends RaRecord = RaRecord>(
  collection: CollectionName,
  params?: Partial<GetListParams>,
  options?: UseGetListOptions<RecordType>,
) => useRaGetList<RecordType>(collection, params, options);

/** What a section's `<Resource options>` carry: its menu label (react-admin's titles read it) and the facts components read. */
export type SectionOptions = Pick<Section, 'label' | 'area' | 'collection' | 'listOpening' | 'listTitle'>;

export type SectionDefinition = SectionOptions & { name: SectionName };

/** The section whose screen this is (react-admin's resource context), for hooks shared by sections. */
export function useSectionContext(): SectionName {
  const resource = useResourceContext();
  if (!resource || !isSectionName(resource)) throw new Error(`Not within a section's screen: ${String(resource)}`);
  return resource;
}

/** The section whose screen this is, with its facts: within a section's `<Resource>` only. */
export function useSectionDefinition(): SectionDefinition {
  const name = useSectionContext();
  const { options } = useResourceDefinition<SectionOptions>({ resource: name });
  // Every section with screens is a <Resource> with these options; a page of its own (the
  // overview) is not one, and has no shared list or record screen to ask.
  if (!options) throw new Error(`Not a section's <Resource>: ${name}`);
  return { ...options, name };
}
