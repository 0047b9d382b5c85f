// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_KEYS } from '../../../app/api/tokens';
import * as loginPage from '../../../app/auth/pages/login-page';
import * as registerPage from '../../../app/auth/pages/register-page';
import { apiAnswers, Landed } from '../sign-in-harness';
import { renderRoutes } from './owner-page-harness';

/**
 * /login and /register against the API's real answers (server/routes/auth.routes.ts): a message the
 * server names a field for shows at that field, any other above the button; what was typed stays;
 * success goes on to `next` or the invitation list.
 */

const WEAK_PASSWORD =
  'Kata sandi terlalu mudah ditebak. Gunakan gabungan kata yang tidak umum, angka atau simbol, dan jangan memakai nama atau email Anda.';
const RATE_LIMITED = 'Terlalu banyak permintaan. Coba lagi dalam 1 menit.';
const CONNECTION_LOST = 'Koneksi terputus. Periksa internet Anda lalu coba lagi.';

const signedIn = {
  user: { id: 'u1', name: 'Sari', email: 'sari@contoh.id' },
  access_token: 'akses',
  refresh_token: 'segar',
  expires_in: 900,
};

const open = (url: string) =>
  renderRoutes(
    [
      { path: '/login', loader: loginPage.loader, Component: loginPage.Component, HydrateFallback: () => null },
      {
        path: '/register',
        loader: registerPage.loader,
        Component: registerPage.Component,
        HydrateFallback: () => null,
      },
      { path: '/invitation/*', Component: Landed },
    ],
    url,
  ).router;

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = async (name: string) => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
};

/** The error shown at a field: what the input's description names with the field's error style. */
function messageAt(label: string): string | null {
  const input = screen.getByLabelText(label);
  const ids = (input.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  const error = ids.map((id) => document.getElementById(id)).find((el) => el?.classList.contains('ui-field__error'));
  return error?.textContent ?? null;
}

/** The message above the submit button (the form's own, at no field). */
function messageAboveButton(button: string): string | null {
  const status = document.querySelector('form .ui-status');
  const submitButton = screen.getByRole('button', { name: button });
  if (!status) return null;
  expect(status.compareDocumentPosition(submitButton) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  return status.textContent;
}

beforeEach(() => {
  localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('/register', () => {
  async function fillAndSend() {
    await screen.findByRole('heading', { name: 'Daftar' });
    type('Nama', 'Sari');
    type('Email', 'sari@contoh.id');
    type('Kata sandi', 'password123');
    await submit('Buat Akun');
  }

  it("shows the password-strength refusal at 'Kata sandi', keeps what was typed and focuses the field", async () => {
    apiAnswers(400, { message: `password: ${WEAK_PASSWORD}`, errors: [{ field: 'password', message: WEAK_PASSWORD }] });
    open('/register');
    await fillAndSend();
    expect(messageAt('Kata sandi')).toBe(WEAK_PASSWORD);
    expect(messageAt('Email')).toBeNull();
    expect(messageAboveButton('Buat Akun')).toBeNull();
    expect(screen.getByLabelText('Nama')).toHaveProperty('value', 'Sari');
    expect(screen.getByLabelText('Email')).toHaveProperty('value', 'sari@contoh.id');
    expect(screen.getByLabelText('Kata sandi')).toHaveProperty('value', 'password123');
    expect(document.activeElement).toBe(screen.getByLabelText('Kata sandi'));
  });

  it("shows 'Email sudah terdaftar' at the email field, as the server names it", async () => {
    apiAnswers(409, {
      message: 'Email sudah terdaftar',
      errors: [{ field: 'email', message: 'Email sudah terdaftar' }],
    });
    open('/register');
    await fillAndSend();
    expect(messageAt('Email')).toBe('Email sudah terdaftar');
    expect(messageAboveButton('Buat Akun')).toBeNull();
  });

  it("shows 'Email sudah terdaftar' above the button when the server names no field (two sign-ups racing)", async () => {
    apiAnswers(409, { message: 'Email sudah terdaftar' });
    open('/register');
    await fillAndSend();
    expect(messageAboveButton('Buat Akun')).toBe('Email sudah terdaftar');
    expect(messageAt('Email')).toBeNull();
  });

  it('clears a field message as the owner types there', async () => {
    apiAnswers(400, { message: 'x', errors: [{ field: 'password', message: WEAK_PASSWORD }] });
    open('/register');
    await fillAndSend();
    type('Kata sandi', 'Kebun-Mawar-2026!');
    expect(messageAt('Kata sandi')).toBeNull();
  });

  it('keeps both tokens and goes on to the next page after signing up', async () => {
    const fetch = apiAnswers(201, { data: signedIn });
    open('/register?next=%2Finvitation%2Fabc%2Fsetting%2Ftheme');
    await fillAndSend();
    expect(await screen.findByText('Halaman /invitation/abc/setting/theme')).toBeTruthy();
    expect(localStorage.getItem(TOKEN_KEYS.access)).toBe('akses');
    expect(localStorage.getItem(TOKEN_KEYS.refresh)).toBe('segar');
    // The page also asks which other sign-ins are offered (GET /v1/auth/options).
    const registered = fetch.mock.calls.find(([path]) => String(path).endsWith('/v1/auth/register'));
    expect(JSON.parse(String(registered?.[1]?.body))).toEqual({
      name: 'Sari',
      email: 'sari@contoh.id',
      password: 'password123',
    });
  });

  it('links to /login keeping the next page', async () => {
    open('/register?next=%2Finvitation%2Fabc');
    expect((await screen.findByRole('link', { name: 'Masuk' })).getAttribute('href')).toBe(
      '/login?next=%2Finvitation%2Fabc',
    );
  });
});

describe('/login', () => {
  async function fillAndSend(email = 'sari@contoh.id', password = 'salah-sandi') {
    await screen.findByRole('heading', { name: 'Masuk' });
    type('Email', email);
    type('Kata sandi', password);
    await submit('Masuk');
  }

  it("says 'Email atau kata sandi salah' above the button, at no field, keeping what was typed", async () => {
    apiAnswers(401, { message: 'Email atau kata sandi salah' });
    open('/login');
    await fillAndSend();
    expect(messageAboveButton('Masuk')).toBe('Email atau kata sandi salah');
    expect(messageAt('Email')).toBeNull();
    expect(messageAt('Kata sandi')).toBeNull();
    expect(screen.getByLabelText('Email')).toHaveProperty('value', 'sari@contoh.id');
    expect(screen.getByLabelText('Kata sandi')).toHaveProperty('value', 'salah-sandi');
    expect(localStorage.getItem(TOKEN_KEYS.access)).toBeNull();
  });

  it("shows the rate limit's 429 message", async () => {
    apiAnswers(429, { message: RATE_LIMITED });
    open('/login');
    await fillAndSend();
    expect(messageAboveButton('Masuk')).toBe(RATE_LIMITED);
  });

  it('says in Indonesian that the connection was lost', async () => {
    apiAnswers('offline');
    open('/login');
    await fillAndSend();
    expect(messageAboveButton('Masuk')).toBe(CONNECTION_LOST);
    expect(screen.getByLabelText('Email')).toHaveProperty('value', 'sari@contoh.id');
  });

  it('has an Indonesian sentence of its own when the answer carries no message', async () => {
    apiAnswers(502);
    open('/login');
    await fillAndSend();
    expect(messageAboveButton('Masuk')).toBe('Gagal masuk. Coba lagi.');
  });

  it('shows the required-field messages at their fields', async () => {
    apiAnswers(400, {
      message: 'email: Email wajib diisi',
      errors: [
        { field: 'email', message: 'Email wajib diisi' },
        { field: 'password', message: 'Kata sandi wajib diisi' },
      ],
    });
    open('/login');
    await screen.findByRole('heading', { name: 'Masuk' });
    await submit('Masuk');
    expect(messageAt('Email')).toBe('Email wajib diisi');
    expect(messageAt('Kata sandi')).toBe('Kata sandi wajib diisi');
    expect(document.activeElement).toBe(screen.getByLabelText('Email'));
  });

  it('goes to the invitation list after signing in without a next page', async () => {
    apiAnswers(200, { data: signedIn });
    open('/login');
    await fillAndSend('sari@contoh.id', 'Kebun-Mawar-2026!');
    expect(await screen.findByText('Halaman /invitation')).toBeTruthy();
  });

  it('goes to the next page of this app, never to another site', async () => {
    apiAnswers(200, { data: signedIn });
    open('/login?next=%2Finvitation%2Fabc%2Fguest%2Flist');
    await fillAndSend('sari@contoh.id', 'Kebun-Mawar-2026!');
    expect(await screen.findByText('Halaman /invitation/abc/guest/list')).toBeTruthy();
    cleanup();
    localStorage.clear();
    open('/login?next=%2F%2Fevil.com');
    await fillAndSend('sari@contoh.id', 'Kebun-Mawar-2026!');
    expect(await screen.findByText('Halaman /invitation')).toBeTruthy();
  });

  it('sends an owner already signed in on this device on at once', async () => {
    localStorage.setItem(TOKEN_KEYS.refresh, 'segar');
    open('/login?next=%2Finvitation%2Fabc');
    expect(await screen.findByText('Halaman /invitation/abc')).toBeTruthy();
  });
});
