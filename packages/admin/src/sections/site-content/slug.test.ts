import { describe, expect, it } from 'vitest';
import { SLUG_MAX_LENGTH, SLUG_PATTERN, isSlugTaken, slugify } from './slug.js';

describe('slugify', () => {
  it('turns a title into the contract’s slug', () => {
    expect(slugify('How to read a state oversize permit')).toBe('how-to-read-a-state-oversize-permit');
    expect(slugify('Annual permits: are they worth it?')).toBe('annual-permits-are-they-worth-it');
    expect(slugify('What changed in 2026')).toBe('what-changed-in-2026');
    expect(slugify('  Frost laws & you (2026)  ')).toBe('frost-laws-and-you-2026');
  });

  it('keeps the letters of accented words and drops apostrophes inside words', () => {
    expect(slugify('Café crème')).toBe('cafe-creme');
    expect(slugify("Driver's guide")).toBe('drivers-guide');
    expect(slugify('Driver’s guide')).toBe('drivers-guide');
  });

  it('answers an empty slug for a title with nothing to keep', () => {
    expect(slugify('')).toBe('');
    expect(slugify('!!! ???')).toBe('');
  });

  it('always answers a slug the pattern accepts, within the length limit', () => {
    const titles = [
      '--Hello--World--',
      'A'.repeat(150) + ' ' + 'b'.repeat(150),
      'x '.repeat(150),
      'Ünïcödé  ×  Ōptions',
    ];
    for (const title of titles) {
      const slug = slugify(title);
      expect(slug).toMatch(SLUG_PATTERN);
      expect(slug.length).toBeLessThanOrEqual(SLUG_MAX_LENGTH);
    }
  });
});

describe('the slug pattern', () => {
  it('accepts lowercase words joined by single dashes only', () => {
    for (const good of ['a', 'frost-laws', 'what-changed-in-2026']) expect(SLUG_PATTERN.test(good)).toBe(true);
    for (const bad of ['Frost-laws', 'frost--laws', '-frost', 'frost-', 'frost laws', 'frost_laws', ''])
      expect(SLUG_PATTERN.test(bad)).toBe(false);
  });
});

describe('isSlugTaken', () => {
  const rows = [
    { id: 1, slug: 'frost-laws-explained' },
    { id: 2, slug: 'frost-laws' },
  ];

  it('matches the whole slug, not a part of it', () => {
    expect(isSlugTaken(rows, 'frost-laws')).toBe(true);
    expect(isSlugTaken(rows, 'frost')).toBe(false);
    expect(isSlugTaken(rows, 'frost-laws-explained-again')).toBe(false);
  });

  it('leaves out the record being edited, whatever type its id comes in', () => {
    expect(isSlugTaken(rows, 'frost-laws', 2)).toBe(false);
    expect(isSlugTaken(rows, 'frost-laws', '2')).toBe(false);
    expect(isSlugTaken(rows, 'frost-laws', 1)).toBe(true);
  });
});
