import { describe, expect, it } from 'vitest';
import { axisTicks, monotonePath } from './OverviewCharts.js';

describe('axisTicks', () => {
  it('steps from 0 to at least the largest figure in 1, 2 or 5 times a power of ten', () => {
    expect(axisTicks(5)).toEqual([0, 2, 4, 6]);
    expect(axisTicks(7)).toEqual([0, 2, 4, 6, 8]);
    expect(axisTicks(600)).toEqual([0, 200, 400, 600]);
    expect(axisTicks(187.27)).toEqual([0, 50, 100, 150, 200]);
  });

  it('has an axis for a year of nothing, or of no figure at all', () => {
    expect(axisTicks(0)).toEqual([0, 1]);
    expect(axisTicks(Number.NaN)).toEqual([0, 1]);
  });
});

/** Every number of a path, as [x, y] pairs. */
const pairsOf = (path: string) => {
  const numbers = path.match(/-?\d+(\.\d+)?(e-?\d+)?/g)?.map(Number) ?? [];
  return numbers.flatMap((value, index) => (index % 2 === 0 ? [[value, numbers[index + 1] ?? NaN] as const] : []));
};

describe('monotonePath', () => {
  it('passes through every point, and its curve never leaves the range of the two points it joins', () => {
    const points = [
      [0, 100],
      [10, 100],
      [20, 0],
      [30, 60],
      [40, 60],
      [50, 100],
    ] as const;
    const path = monotonePath(points);
    const pairs = pairsOf(path);
    // M, then three pairs per segment: two control points and the point reached.
    expect(pairs).toHaveLength(1 + 3 * (points.length - 1));
    for (let segment = 0; segment < points.length - 1; segment++) {
      const [, from] = points[segment] ?? [0, 0];
      const [, to] = points[segment + 1] ?? [0, 0];
      const [c1, c2, end] = pairs.slice(1 + segment * 3, 4 + segment * 3);
      expect(end).toEqual(points[segment + 1]);
      for (const control of [c1, c2]) {
        const y = control?.[1] ?? NaN;
        expect(y).toBeGreaterThanOrEqual(Math.min(from, to));
        expect(y).toBeLessThanOrEqual(Math.max(from, to));
      }
    }
  });

  it('is a single point, or nothing, for one point or none', () => {
    expect(monotonePath([[5, 7]])).toBe('M5,7');
    expect(monotonePath([])).toBe('');
  });
});
