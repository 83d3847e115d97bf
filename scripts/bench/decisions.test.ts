/**
 * The decisions bench's own helpers: the routes it decides are ones a truck can drive, the same on
 * every run, and its percentiles are the nearest-rank ones its rows name.
 */
import { describe, expect, it } from 'vitest';
import { routeGap } from '@permit-office/sdk';
import { percentile, prng, randomRoute } from './decisions.js';

describe('the decisions bench', () => {
  it('draws the same numbers from the same seed', () => {
    const a = prng(7);
    const b = prng(7);
    const drawn = Array.from({ length: 100 }, () => a());
    expect(drawn).toEqual(Array.from({ length: 100 }, () => b()));
    expect(drawn.every((value) => value >= 0 && value < 1)).toBe(true);
  });

  it('walks only routes a truck can drive, of at most the length asked for', () => {
    const random = prng(63);
    for (let i = 0; i < 500; i++) {
      const length = 1 + Math.floor(random() * 20);
      const route = randomRoute('OK', length, random);
      expect(route[0]).toBe('OK');
      expect(route.length).toBeLessThanOrEqual(length);
      expect(routeGap(route)).toBeUndefined();
    }
  });

  it('stops a walk where no neighbour is left', () => {
    expect(randomRoute('AK', 5, prng(1))).toEqual(['AK']);
    // Maine's one neighbour, then New Hampshire's others: never back into Maine.
    expect(randomRoute('ME', 2, prng(1))).toEqual(['ME', 'NH']);
  });

  it('reads nearest-rank percentiles', () => {
    const values = Array.from({ length: 200 }, (_, index) => 200 - index);
    expect(percentile(values, 50)).toBe(100);
    expect(percentile(values, 95)).toBe(190);
    expect(percentile([3, 1, 2, 5, 4], 50)).toBe(3);
    expect(percentile([], 95)).toBeNaN();
  });
});
