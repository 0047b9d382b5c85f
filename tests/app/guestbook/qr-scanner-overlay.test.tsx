// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QrScannerOverlay } from '../../../app/guestbook/check-in/qr-scanner-overlay';
import { doorCodeOf } from '../../../engine/guestbook/door-code';
import { GUEST, venue } from '../../engine/guestbook/venue-fixture';

/**
 * The scanner overlay with a stand-in camera: qr-scanner replaced by one that puts a fake stream on
 * the video, whose track has (or has not) a torch. The torch is offered only where the track says it
 * has one, and switching it applies the torch constraint; 'Ketik kode' finds a guest with the camera on.
 */

const camera = vi.hoisted(() => ({
  capabilities: {} as Record<string, unknown>,
  applied: [] as unknown[],
}));

vi.mock('qr-scanner', () => ({
  default: class {
    constructor(private readonly video: HTMLVideoElement) {}
    async start() {
      const track = {
        getCapabilities: () => camera.capabilities,
        applyConstraints: async (constraints: unknown) => void camera.applied.push(constraints),
      };
      Object.defineProperty(this.video, 'srcObject', {
        configurable: true,
        value: { getVideoTracks: () => [track] },
      });
    }
    stop() {}
    destroy() {}
  },
}));

beforeEach(() => {
  camera.capabilities = {};
  camera.applied = [];
});
afterEach(cleanup);

function overlay() {
  const onFound = vi.fn();
  const guests = venue().guests;
  render(
    <QrScannerOverlay
      guestsById={new Map(guests.map((guest) => [guest.id, guest]))}
      tables={venue().tables}
      onFound={onFound}
      onClose={() => {}}
    />,
  );
  return { onFound };
}

describe('the scanner when the camera cannot read', () => {
  it('offers the torch where the camera track has one, and switches it with the torch constraint', async () => {
    camera.capabilities = { torch: true };
    overlay();
    const torch = await screen.findByRole('button', { name: 'Senter' });
    expect(torch.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(torch);
    await waitFor(() => expect(torch.getAttribute('aria-pressed')).toBe('true'));
    expect(camera.applied).toEqual([{ advanced: [{ torch: true }] }]);
    fireEvent.click(torch);
    await waitFor(() => expect(torch.getAttribute('aria-pressed')).toBe('false'));
    expect(camera.applied.at(-1)).toEqual({ advanced: [{ torch: false }] });
  });

  it('shows no torch where the camera has none', async () => {
    overlay();
    await waitFor(() => expect(screen.queryByText('Membuka kamera…')).toBeNull());
    expect(screen.queryByRole('button', { name: 'Senter' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Ketik kode' })).toBeTruthy();
  });

  it('finds the guest from the door code typed in the scanner', async () => {
    const { onFound } = overlay();
    fireEvent.click(await screen.findByRole('button', { name: 'Ketik kode' }));
    fireEvent.change(screen.getByLabelText(/Kode tamu/), { target: { value: doorCodeOf(GUEST.dewi) } });
    expect(onFound).toHaveBeenCalledExactlyOnceWith(GUEST.dewi);
  });
});
