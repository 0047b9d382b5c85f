// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Component as ThemeSettingPage } from '../../../app/owner/settings/theme-setting-page';
import { THEME_IDS } from '../../helpers';
import { luxuryCatalogueTheme, openCatalogueTheme } from './catalogue-themes';
import { fakeApi, ok, renderPage } from './owner-page-kit';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const [current = '', other = '', luxuryOnly = ''] = THEME_IDS;
const themes = [
  openCatalogueTheme('t1', current, 'Tema Sekarang'),
  openCatalogueTheme('t2', other, 'Tema Lain'),
  luxuryCatalogueTheme('t3', luxuryOnly),
];

/** The invitation on the fair plan, its theme as saved; PUT answers as `save` says. */
function api(save: () => { status?: number; body: unknown }) {
  let theme = current;
  const calls = fakeApi({
    'GET /v1/invitation/inv-1': () =>
      ok({
        id: 'inv-1',
        slug: 'raka-dan-ayu',
        status: 'draft',
        theme,
        use_guestbook: false,
        use_multiple_event: false,
        expired: false,
        plan: {
          id: 'p1',
          code: 'fair',
          name: 'fair',
          tier: 1,
          price: 49000,
          expired_day: 90,
          section: [],
          with_guestbook: false,
        },
      }),
    'GET /v1/theme': () => ok(themes),
    'PUT /v1/invitation/inv-1': (call) => {
      const answer = save();
      if (!answer.status) theme = (call.body as { theme: string }).theme;
      return answer;
    },
  });
  return calls;
}

const open = () => renderPage(ThemeSettingPage, '/invitation/:id/setting/theme', '/invitation/inv-1/setting/theme');
const option = (name: string) => screen.findByRole<HTMLButtonElement>('button', { name: new RegExp(name) });

describe('/invitation/{id}/setting/theme "Tema"', () => {
  it('marks the current theme and locks the themes above the plan, naming the plan', async () => {
    api(() => ok({}));
    open();
    expect(await screen.findByRole('heading', { name: 'Tema', level: 1 })).toBeTruthy();
    const now = await option('Tema Sekarang');
    expect(now.getAttribute('aria-pressed')).toBe('true');
    expect(now.textContent).toContain('Tema saat ini');
    const locked = await option('Tema Mewah');
    expect(locked.disabled).toBe(true);
    expect(locked.textContent).toContain('Khusus paket Luxury');
    expect(screen.getByRole('heading', { name: 'Klasik' })).toBeTruthy();
  });

  it('saves a choice at once, says so and reloads the preview in it', async () => {
    const calls = api(() => ok({}));
    open();
    const iframe = await screen.findByTitle('Pratinjau undangan');
    fireEvent.click(await option('Tema Lain'));
    expect((await screen.findByRole('status')).textContent).toBe('Tema berhasil diganti');
    expect(screen.getByTitle('Pratinjau undangan')).not.toBe(iframe);
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ theme: other });
    await waitFor(async () => expect((await option('Tema Lain')).getAttribute('aria-pressed')).toBe('true'));
    expect((await option('Tema Sekarang')).getAttribute('aria-pressed')).toBe('false');
  });

  it('says why a choice was not saved, and keeps the current theme', async () => {
    api(() => ({ status: 500, body: { message: 'Gangguan server' } }));
    open();
    const iframe = await screen.findByTitle('Pratinjau undangan');
    fireEvent.click(await option('Tema Lain'));
    expect((await screen.findByRole('alert')).textContent).toContain('Gangguan server');
    expect((await option('Tema Sekarang')).getAttribute('aria-pressed')).toBe('true');
    // No reload of the preview for a save that did not happen.
    expect(screen.getByTitle('Pratinjau undangan')).toBe(iframe);
  });
});
