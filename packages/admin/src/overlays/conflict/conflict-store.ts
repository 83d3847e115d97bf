/**
 * Where a save that met a newer version waits for the person (the data provider asks, the dialog
 * answers). Plain TypeScript: the data provider knows nothing of React.
 */
import type { Values } from '../../forms/merge.js';

export interface ConflictQuestion {
  /** The resource (or settings path) whose field labels name the rows. */
  resource: string;
  base: Values;
  mine: Values;
  theirs: Values;
}

type Asker = (question: ConflictQuestion) => Promise<Values | undefined>;
let asker: Asker | undefined;
/** Questions asked before the dialog's chunk arrived: answered once it registers. */
let waiting: (() => void)[] = [];

/** The dialog registers itself; returns the unregister. */
export function answerConflictsWith(answer: Asker): () => void {
  asker = answer;
  const queued = waiting;
  waiting = [];
  queued.forEach((ask) => ask());
  return () => {
    if (asker === answer) asker = undefined;
  };
}

/** What to save again, or undefined when the person keeps editing instead. */
export function askToResolve(question: ConflictQuestion): Promise<Values | undefined> {
  if (asker) return asker(question);
  return new Promise((resolve) => waiting.push(() => void asker?.(question).then(resolve)));
}
