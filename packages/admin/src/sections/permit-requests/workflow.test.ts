import { describe, expect, it } from 'vitest';
import { mayEdit, nextStatuses, stepsAhead } from './workflow.js';

describe('the permit workflow as the overview offers it', () => {
  it('gives staff the review decisions and a member only the cancel', () => {
    expect(nextStatuses('submitted', true)).toEqual([
      'in_review',
      'waiting_on_member',
      'approved',
      'rejected',
      'cancelled',
    ]);
    // Waiting on the member: their answer (or staff) moves it back to review.
    expect(nextStatuses('waiting_on_member', false)).toEqual(['in_review', 'cancelled']);
    expect(nextStatuses('submitted', false)).toEqual(['cancelled']);
    expect(nextStatuses('approved', false)).toEqual([]);
    // An approval reversed goes back to review, or is cancelled (each with a reason).
    expect(nextStatuses('approved', true)).toEqual(['issued', 'in_review', 'cancelled']);
  });

  it('offers nothing once a permit is issued or cancelled', () => {
    for (const staff of [true, false]) {
      expect(nextStatuses('issued', staff)).toEqual([]);
      expect(nextStatuses('cancelled', staff)).toEqual([]);
      expect(mayEdit('issued', staff)).toBe(false);
    }
  });

  it('lets a member edit only what nobody has looked at yet', () => {
    expect(mayEdit('submitted', false)).toBe(true);
    expect(mayEdit('in_review', false)).toBe(false);
    expect(mayEdit('in_review', true)).toBe(true);
  });

  it('shows the steps still ahead on the way to an issued permit', () => {
    expect(stepsAhead('submitted')).toEqual(['in_review', 'approved', 'issued']);
    expect(stepsAhead('issued')).toEqual([]);
    expect(stepsAhead('rejected')).toEqual([]);
  });
});
