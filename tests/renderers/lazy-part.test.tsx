// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LazyPart, RetryOnNextTouch } from '../../renderers/shared/lazy-part';

afterEach(cleanup);

const Greeting = ({ name }: { name: string }) => <p>Halo {name}</p>;

/** A chunk that fails to arrive the first `failures` times, then loads. */
function flakyChunk(failures: number) {
  let calls = 0;
  return vi.fn(async () => {
    calls += 1;
    if (calls <= failures) throw new TypeError('Failed to fetch dynamically imported module');
    return { default: Greeting };
  });
}

describe('a lazily loaded part of the page', () => {
  it('shows its pending view, then the part', async () => {
    const load = flakyChunk(0);
    render(<LazyPart load={load} props={{ name: 'Budi' }} pending={<p>Memuat</p>} failed={() => <p>Gagal</p>} />);
    expect(screen.getByText('Memuat')).toBeTruthy();
    expect(await screen.findByText('Halo Budi')).toBeTruthy();
  });

  it('shows its failed view when the chunk does not arrive, and loads it again on retry', async () => {
    const load = flakyChunk(1);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <section>
        <h1>Undangan</h1>
        <LazyPart
          load={load}
          props={{ name: 'Budi' }}
          pending={<p>Memuat</p>}
          failed={(retry) => (
            <button type="button" onClick={retry}>
              Coba Lagi
            </button>
          )}
        />
      </section>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Coba Lagi' }));
    // The rest of the page stayed.
    expect(screen.getByRole('heading', { name: 'Undangan' })).toBeTruthy();
    expect(await screen.findByText('Halo Budi')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('can retry by itself on the next touch, key press or coming back online', () => {
    const retry = vi.fn();
    render(<RetryOnNextTouch retry={retry}>isi</RetryOnNextTouch>);
    act(() => {
      window.dispatchEvent(new Event('online'));
      window.dispatchEvent(new Event('pointerdown'));
    });
    expect(retry).toHaveBeenCalledTimes(1);
  });
});
