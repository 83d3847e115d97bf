/**
 * The part of a screen drawn after its top (components/AfterFirstPaint): first the top alone, with
 * a busy box holding the rest's place, then the rest, in Chromium.
 */
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { AfterFirstPaint } from './AfterFirstPaint.js';

let mounted: Root | undefined;
afterEach(() => {
  mounted?.unmount();
  mounted = undefined;
  document.body.replaceChildren();
});

describe('a screen’s part drawn after its top', () => {
  it('comes after the top has been painted, its place held by a busy box until then', async () => {
    const container = document.body.appendChild(document.createElement('div'));
    // What the first painted frame shows, read in the frame after the top's commit.
    const firstFrame = new Promise<{ top: boolean; rest: boolean; busy: boolean }>((seen) => {
      function Top() {
        requestAnimationFrame(() =>
          seen({
            top: container.textContent?.includes('PR-000303') ?? false,
            rest: container.textContent?.includes('Conversation') ?? false,
            busy: container.querySelector('[aria-busy="true"]') !== null,
          }),
        );
        return <h1>PR-000303</h1>;
      }
      mounted = createRoot(container);
      mounted.render(
        <>
          <Top />
          <AfterFirstPaint minHeight={400}>
            <h2>Conversation</h2>
          </AfterFirstPaint>
        </>,
      );
    });
    expect(await firstFrame).toEqual({ top: true, rest: false, busy: true });
    await expect.element(page.getByRole('heading', { name: 'Conversation' })).toBeVisible();
    expect(container.querySelector('[aria-busy="true"]')).toBeNull();
  });
});
