/**
 * Runs one call per selected record, a few at a time (a slow network and a busy server both keep
 * going), and says which succeeded and which failed with what: a bulk action reports each record,
 * never stops at the first failure, and never retries on its own.
 */
export interface EachOutcome<Id> {
  done: Id[];
  failed: { id: Id; error: unknown }[];
}

export async function runEach<Id>(
  ids: readonly Id[],
  run: (id: Id) => Promise<unknown>,
  concurrency = 4,
): Promise<EachOutcome<Id>> {
  type Settled = { ok: true } | { ok: false; error: unknown };
  const settled: (Settled | undefined)[] = ids.map(() => undefined);
  let next = 0;
  const worker = async () => {
    while (next < ids.length) {
      const index = next++;
      try {
        await run(ids[index] as Id);
        settled[index] = { ok: true };
      } catch (error) {
        settled[index] = { ok: false, error };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, ids.length)) }, worker));
  // In the order of the selection, whatever order the answers came in.
  const outcome: EachOutcome<Id> = { done: [], failed: [] };
  ids.forEach((id, index) => {
    const result = settled[index];
    if (result?.ok) outcome.done.push(id);
    else outcome.failed.push({ id, error: result?.ok === false ? result.error : undefined });
  });
  return outcome;
}
