/**
 * react-admin's data hooks, asked by section: the resource is a `SectionName` (sections/index.ts), so a
 * misspelt one, or a collection's name where the section's is meant (`loads` for `my-loads`),
 * does not compile. ESLint sends every screen here instead of react-admin's own (eslint.config.js).
 */
import {
  useGetList as useRaGetList,
  useGetOne as useRaGetOne,
  useResourceContext,
  type GetListParams,
  type GetOneParams,
  type RaRecord,
  type UseGetListOptions,
  type UseGetOneOptions,
} from 'react-admin';
import { isSectionName, type CollectionName, type SectionName } from './index.js';

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

/** The section whose screen this is (react-admin's resource context), for hooks shared by sections. */
export function useSectionContext(): SectionName {
  const resource = useResourceContext();
  if (!resource || !isSectionName(resource)) throw new Error(`Not within a section's screen: ${String(resource)}`);
  return resource;
}
