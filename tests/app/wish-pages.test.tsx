// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { allWishesOf } from '../../app/guest/flows/wish-pages';
import {
  nextWishPage,
  pageOfWishes,
  wishesOfPages,
  type WishPage,
  type WishPagesSource,
} from '../../engine/content/wish-pages';
import type { Wish } from '../../schemas/entities/wish.schema';
import { NOW } from '../helpers';

/**
 * The 'Ucapan & Do'a' dialog's list of every wish: pages asked for as the end of the list comes
 * near (an IntersectionObserver on a marker after the last wish), a word while one loads, and a
 * retry when one fails.
 */

/** An IntersectionObserver the test drives: `reachEnd` tells every connected one its target is in view. */
class FakeIntersectionObserver {
  static live = new Set<FakeIntersectionObserver>();
  readonly targets: Element[] = [];
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {}
  observe(target: Element) {
    this.targets.push(target);
    FakeIntersectionObserver.live.add(this);
  }
  unobserve() {}
  disconnect() {
    FakeIntersectionObserver.live.delete(this);
  }
  takeRecords() {
    return [];
  }
}

/** The marker at the end of the list comes into view: every observer watching it hears so. */
async function reachEnd() {
  await waitFor(() => expect(FakeIntersectionObserver.live.size).toBe(1));
  act(() => {
    for (const observer of [...FakeIntersectionObserver.live]) {
      const entries = observer.targets.map((target) => ({ target, isIntersecting: true }));
      observer.callback(entries as unknown as IntersectionObserverEntry[], observer as unknown as IntersectionObserver);
    }
  });
}

beforeEach(() => {
  FakeIntersectionObserver.live.clear();
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const WISHES: Wish[] = Array.from({ length: 45 }, (_, n) => ({
  id: `w${n + 1}`,
  name: `Tamu ${n + 1}`,
  message: `Selamat! (${n + 1})`,
  created_at: new Date(NOW - (n + 1) * 60_000).toISOString(),
}));

type Asked = { page: number; resolve: () => void; reject: () => void };

/** Pages of WISHES, each answered when the test says so; `asked` lists the pages asked for. */
function heldSource() {
  const asked: Asked[] = [];
  const source: WishPagesSource = {
    key: ['test', 'wish-pages'],
    load: (page) =>
      new Promise<WishPage>((resolve, reject) => {
        asked.push({
          page,
          resolve: () => resolve(pageOfWishes(WISHES, page)),
          reject: () => reject(new Error('offline')),
        });
      }),
  };
  const settle = (outcome: 'resolve' | 'reject') => act(() => asked.at(-1)![outcome]());
  return { source, asked, settle };
}

function renderAllWishes(source: WishPagesSource) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const allWishes = allWishesOf(source);
  render(
    <QueryClientProvider client={client}>
      <div className="dialog__body" data-testid="body">
        <allWishes.List now={NOW} />
      </div>
    </QueryClientProvider>,
  );
  const body = screen.getByTestId('body');
  return { body, names: () => [...body.querySelectorAll('.wish__name')].map((node) => node.textContent) };
}

describe('the paged list of every wish', () => {
  const namesOf = (from: number, to: number) => WISHES.slice(from, to).map((wish) => wish.name);

  it('asks for the next page when the end of the list comes near, until every wish is listed', async () => {
    const { source, asked, settle } = heldSource();
    const { body, names } = renderAllWishes(source);
    expect(within(body).getByRole('status').textContent).toBe('Memuat ucapan…');
    expect(asked.map((a) => a.page)).toEqual([1]);
    settle('resolve');
    await waitFor(() => expect(names()).toEqual(namesOf(0, 20)));
    expect(within(body).queryByRole('status')).toBeNull();
    // Nothing more until the guest scrolls near the end; the dialog's body is what scrolls.
    expect(asked).toHaveLength(1);
    await reachEnd();
    const [observer] = FakeIntersectionObserver.live;
    expect(observer?.options.root).toBe(body);
    expect(observer?.targets[0]?.classList).toContain('wish-pages__end');
    expect(asked.map((a) => a.page)).toEqual([1, 2]);
    await waitFor(() => expect(within(body).getByRole('status').textContent).toBe('Memuat ucapan…'));
    // While the page is on its way, the marker is not watched: no second call for it.
    expect(FakeIntersectionObserver.live.size).toBe(0);
    settle('resolve');
    await waitFor(() => expect(names()).toEqual(namesOf(0, 40)));

    await reachEnd();
    settle('resolve');
    await waitFor(() => expect(names()).toEqual(namesOf(0, 45)));
    expect(asked.map((a) => a.page)).toEqual([1, 2, 3]);
    // The end: nothing is watched, nothing loads.
    expect(FakeIntersectionObserver.live.size).toBe(0);
    expect(within(body).queryByRole('status')).toBeNull();
  });

  it('keeps the wishes listed when a page fails, says so in Indonesian, and asks again on retry', async () => {
    const { source, asked, settle } = heldSource();
    const { body, names } = renderAllWishes(source);
    settle('resolve');
    await reachEnd();
    settle('reject');
    const alert = await within(body).findByRole('alert');
    expect(alert.textContent).toContain('Ucapan gagal dimuat.');
    expect(names()).toEqual(namesOf(0, 20));
    // No asking again by itself while the page is failed: the guest decides.
    expect(FakeIntersectionObserver.live.size).toBe(0);
    expect(asked.map((a) => a.page)).toEqual([1, 2]);

    fireEvent.click(within(alert).getByRole('button', { name: 'Coba Lagi' }));
    await waitFor(() => expect(asked.map((a) => a.page)).toEqual([1, 2, 2]));
    await waitFor(() => expect(within(body).queryByRole('alert')).toBeNull());
    expect(within(body).getByRole('status').textContent).toBe('Memuat ucapan…');
    settle('resolve');
    await waitFor(() => expect(names()).toEqual(namesOf(0, 40)));
  });

  it('offers the retry when the first page fails', async () => {
    const { source, asked, settle } = heldSource();
    const { body, names } = renderAllWishes(source);
    settle('reject');
    fireEvent.click(await within(body).findByRole('button', { name: 'Coba Lagi' }));
    await waitFor(() => expect(asked.map((a) => a.page)).toEqual([1, 1]));
    settle('resolve');
    await waitFor(() => expect(names()).toEqual(namesOf(0, 20)));
  });
});

describe('pages of wishes', () => {
  const page = (from: number, to: number, total: number): WishPage => ({ wishes: WISHES.slice(from, to), total });

  it('end where the pages reach the total, or at an empty page', () => {
    expect(nextWishPage([])).toBe(1);
    expect(nextWishPage([page(0, 20, 45)])).toBe(2);
    expect(nextWishPage([page(0, 20, 45), page(20, 40, 45), page(40, 45, 45)])).toBeUndefined();
    expect(nextWishPage([page(0, 20, 40), page(20, 40, 40)])).toBeUndefined();
    expect(nextWishPage([page(0, 20, 45), page(45, 45, 45)])).toBeUndefined();
  });

  it('list a wish once when a wish posted meanwhile shifted the next page', () => {
    const shifted = { wishes: WISHES.slice(19, 39), total: 46 };
    expect(wishesOfPages([page(0, 20, 45), shifted]).map((wish) => wish.id)).toEqual(
      WISHES.slice(0, 39).map((wish) => wish.id),
    );
  });
});
