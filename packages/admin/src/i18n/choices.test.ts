/** A select's choices from a catalogue label map: every value, in order, named by its key. */
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { components } from '@permit-office/sdk';
import { choicesIn } from './choices.js';
import { app } from './en.js';

describe('choicesIn', () => {
  it("offers every value of the map, in the catalogue's order, each named by its key", () => {
    expect(choicesIn('company', 'status')).toEqual([
      { id: 'active', name: 'app.company.status.active' },
      { id: 'suspended', name: 'app.company.status.suspended' },
      { id: 'pending', name: 'app.company.status.pending' },
    ]);
    expect(choicesIn('logs', 'actions').map((choice) => choice.id)).toEqual(Object.keys(app.logs.actions));
  });

  it("types each choice's id as the contract's enum", () => {
    expectTypeOf(choicesIn('permits', 'status')[0]!.id).toEqualTypeOf<components['schemas']['PermitStatus']>();
  });

  it('takes only label maps of the catalogue, at compile time', () => {
    // Never called: what is checked is that these do not compile (pnpm typecheck).
    const asks = () => [
      // @ts-expect-error: `title` is a word, not a map of labels.
      choicesIn('logs', 'title'),
      // @ts-expect-error: there is no `log` area.
      choicesIn('log', 'actions'),
    ];
    expect(asks).toBeTypeOf('function');
  });
});
