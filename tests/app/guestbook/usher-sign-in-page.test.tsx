// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { USHER_SESSION_KEY } from '../../../app/api/guestbook-calls';
import * as checkInPage from '../../../app/guestbook/check-in/check-in-access';
import * as signInPage from '../../../app/guestbook/usher/usher-sign-in-page';
import { renderRoutes } from '../owner/owner-page-harness';
import { apiAnswers, Landed } from '../sign-in-harness';

/**
 * The usher's sign-in (/guestbook, /guestbook/:code): the code is checked before it is sent, the
 * server's refusal shows at the field, success keeps the usher session and opens the check-in page.
 * The check-in page lets in an usher of that invitation or an owner, and sends anyone else here.
 */

const SESSION = {
  token: 'usher-token',
  invitation_id: 'inv-1',
  name: 'Mbak Rina',
  expires_at: '2099-01-01T00:00:00.000Z',
};

const open = (url: string) =>
  renderRoutes(
    [
      { path: '/guestbook', Component: signInPage.Component },
      { path: '/guestbook/:code', Component: signInPage.Component },
      {
        path: '/invitation/:id/guest/guest-book',
        loader: checkInPage.checkInAccess,
        Component: Landed,
        HydrateFallback: () => null,
      },
    ],
    url,
  ).router;

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("an usher's sign-in", () => {
  it('says what a code looks like before asking the server', async () => {
    const fetch = apiAnswers(200, { data: SESSION });
    open('/guestbook');
    fireEvent.change(screen.getByLabelText('Kode akses'), { target: { value: 'ab-12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Masuk' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Kode akses terdiri dari 8 huruf dan angka');
    expect(fetch).not.toHaveBeenCalled();
  });

  it("shows the server's message at the field for a wrong or expired code, keeping what was typed", async () => {
    apiAnswers(401, { message: 'Kode akses tidak berlaku' });
    open('/guestbook');
    fireEvent.change(screen.getByLabelText('Kode akses'), { target: { value: 'abcd 2345' } });
    fireEvent.click(screen.getByRole('button', { name: 'Masuk' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Kode akses tidak berlaku');
    expect(screen.getByLabelText('Kode akses')).toHaveProperty('value', 'ABCD2345');
    expect(localStorage.getItem(USHER_SESSION_KEY)).toBeNull();
  });

  it('signs in at once from a link with the code, keeps the session and opens the check-in page', async () => {
    const fetch = apiAnswers(200, { data: SESSION });
    open('/guestbook/ABCD2345');
    expect(await screen.findByText('Halaman /invitation/inv-1/guest/guest-book')).toBeTruthy();
    expect(JSON.parse(fetch.mock.calls[0]![1]!.body as string)).toEqual({ code: 'ABCD2345' });
    expect(JSON.parse(localStorage.getItem(USHER_SESSION_KEY)!)).toEqual(SESSION);
  });
});

describe('who may open the check-in page', () => {
  it('sends a device with no session to the usher sign-in, remembering the page', async () => {
    const router = open('/invitation/inv-1/guest/guest-book');
    await act(async () => {});
    expect(router.state.location.pathname + router.state.location.search).toBe(
      `/guestbook?next=${encodeURIComponent('/invitation/inv-1/guest/guest-book')}`,
    );
  });

  it("lets in an usher of this invitation, not another invitation's", async () => {
    localStorage.setItem(USHER_SESSION_KEY, JSON.stringify(SESSION));
    open('/invitation/inv-1/guest/guest-book');
    expect(await screen.findByText('Halaman /invitation/inv-1/guest/guest-book')).toBeTruthy();
    cleanup();
    const router = open('/invitation/inv-2/guest/guest-book');
    await act(async () => {});
    expect(router.state.location.pathname).toBe('/guestbook');
  });
});
