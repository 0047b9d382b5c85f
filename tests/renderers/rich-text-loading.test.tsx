// @vitest-environment jsdom
import { act, cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RichText } from '../../renderers/shared/rich-text';

type Watch = { callback: IntersectionObserverCallback; targets: Element[]; margin: string | undefined };
const watches: Watch[] = [];

/** An IntersectionObserver the test moves: `nearScreen` says the watched text came near the viewport. */
class FakeObserver {
  private watch: Watch;
  constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
    this.watch = { callback, targets: [], margin: options?.rootMargin };
    watches.push(this.watch);
  }
  observe(target: Element) {
    this.watch.targets.push(target);
  }
  disconnect() {
    this.watch.targets = [];
  }
}

function nearScreen() {
  for (const watch of watches) {
    const entries = watch.targets.map((target) => ({ target, isIntersecting: true }));
    if (entries.length) watch.callback(entries as unknown as IntersectionObserverEntry[], {} as IntersectionObserver);
  }
}

beforeEach(() => vi.stubGlobal('IntersectionObserver', FakeObserver));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  watches.length = 0;
});

describe('RichText on the guest page', () => {
  it('shows the words until the text nears the screen, then loads DOMPurify and shows the formatting', async () => {
    const { container } = render(<RichText html="<p>Hari <strong>bahagia</strong></p><ul><li>Akad</li></ul>" />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(container.querySelector('.rich-text--plain')?.textContent).toBe('Hari bahagia\nAkad');
    expect(container.querySelector('strong')).toBeNull();
    expect(watches.map((watch) => watch.margin)).toEqual(['100% 0px']);

    act(nearScreen);
    await waitFor(() => expect(container.querySelector('.rich-text--html strong')?.textContent).toBe('bahagia'));
    expect(container.querySelector('li')?.textContent).toBe('Akad');

    // Once loaded, formatted text shown later (a dialog's) is formatted from its first render.
    const later = render(<RichText html="<p><em>Kado</em></p>" />);
    expect(later.container.querySelector('.rich-text--html em')?.textContent).toBe('Kado');
  });

  it('never watches or loads anything for plain text', () => {
    const { container } = render(<RichText html={'Baris satu\nBaris dua'} />);
    expect(watches).toHaveLength(0);
    expect(container.textContent).toBe('Baris satu\nBaris dua');
  });
});
