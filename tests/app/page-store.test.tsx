// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageStore, usePage, type PageStore } from '../../app/guest/boot/page-store';
import { publicFlowCalls } from '../../app/guest/flows/public-flow-calls';
import { sampleInvitation } from '../../engine/demo/sample-invitation';
import { NOW } from '../helpers';

const first = sampleInvitation('floral-whimsy', NOW);
const second = { ...first, invitation: { ...first.invitation, meta_title: 'Dibaca lagi' } };

function Title({ store }: { store: PageStore }) {
  return <h1>{usePage(store).invitation.meta_title || 'Pertama'}</h1>;
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe("the guest's light start keeps the page in a small store", () => {
  it('draws the page again when it is read again after an RSVP', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const path = String(input);
      if (path === '/v1/invitation-rsvp') return Response.json({ data: { id: 1 } });
      throw new Error(`unexpected ${path}`);
    });
    const read = vi.fn(() => Promise.resolve(second));
    const store = pageStore({ ...first, invitation: { ...first.invitation, meta_title: '' } }, read);
    render(<Title store={store} />);
    expect(screen.getByRole('heading').textContent).toBe('Pertama');

    const calls = publicFlowCalls('raka', store.refresh);
    await act(async () => {
      await calls.saveRsvp({} as never);
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(read).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('heading').textContent).toBe('Dibaca lagi');
  });

  it('keeps the page it has when the write fails', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json({ message: 'Gagal' }, { status: 400 }));
    const read = vi.fn(() => Promise.resolve(second));
    const store = pageStore(first, read);
    await expect(publicFlowCalls('raka', store.refresh).confirmGift({} as never)).rejects.toThrow('Gagal');
    expect(read).not.toHaveBeenCalled();
    expect(store.get()).toBe(first);
  });
});
