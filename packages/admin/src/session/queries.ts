/**
 * The query helpers of `@permit-office/sdk/query` on the app's SDK: the screens that call TanStack
 * Query themselves (a conversation, the notifications, the outbox, the queue's side reads, a
 * record's history) take their options, keys and invalidations from it, typed by the contract.
 * react-admin's own reads stay the dataProvider's. One set of helpers per SDK, made at first use,
 * so that every screen shares it.
 */
import type { Sdk } from '@permit-office/sdk';
import { createQueryHelpers, type QueryHelpers } from '@permit-office/sdk/query';
import { useSdk } from './sdk-context.js';

const helpersOf = new WeakMap<Sdk, QueryHelpers>();

export function useContractQueries(): QueryHelpers {
  const sdk = useSdk();
  let queries = helpersOf.get(sdk);
  if (!queries) {
    queries = createQueryHelpers(sdk);
    helpersOf.set(sdk, queries);
  }
  return queries;
}
