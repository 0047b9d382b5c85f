// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { guestCalls } from '../../app/api/guest-calls';
import { createActor, fromPromise } from 'xstate';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { demoCalls } from '../../app/guest/flows/flow-calls';
import { allWishesOf } from '../../app/guest/flows/wish-pages';
import { AllWishesContext } from '../../engine/content/all-wishes';
import { sampleInvitation, sampleWishes } from '../../engine/demo/sample-invitation';
import { wishMachine, type WishActor } from '../../engine/machines/wish.machine';
import type { Guest } from '../../schemas/entities/guest.schema';
import type { InvitationPage } from '../../schemas/invitation-page.schema';
import type { WishPayload } from '../../schemas/payloads/wish.payload';
import { loadManifestFromDisk, NOW } from '../helpers';
import { themeView } from '../render-theme';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const THANK_YOU = "Aww, terima kasih untuk ucapan dan do'anya! Semoga kebahagiaan juga selalu menyertaimu yaa";
const guest: Guest = { id: 'guest-1', name: 'Dimas Pratama', rsvp: [] };

type Outcome = { resolve: () => void; reject: (error: unknown) => void };

/** A running wish actor whose `postWish` records payloads and waits for the test to settle it. */
function wishFlow(page: InvitationPage, post?: (payload: WishPayload) => Promise<unknown>) {
  const sent: WishPayload[] = [];
  const pending: Outcome[] = [];
  const machine = wishMachine.provide({
    actors: {
      postWish: fromPromise<unknown, WishPayload>(({ input }) => {
        sent.push(input);
        if (post) return post(input);
        return new Promise<void>((resolve, reject) => pending.push({ resolve, reject }));
      }),
    },
  });
  const invitationId = page.invitation.parent_id ?? page.invitation.id;
  const actor: WishActor = createActor(machine, { input: { invitationId, guest: page.guest } }).start();
  return { actor, sent, pending };
}

/** The live page's paged list of all wishes, over the sample wishes as in demo mode. */
function WithAllWishes({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const allWishes = allWishesOf(demoCalls(sampleWishes(NOW), ['demo', 'wish-pages']).wishPages);
  return (
    <QueryClientProvider client={client}>
      <AllWishesContext.Provider value={allWishes}>{children}</AllWishesContext.Provider>
    </QueryClientProvider>
  );
}

type RenderOptions = {
  guest?: Guest | null;
  flow?: boolean;
  page?: InvitationPage;
  /** Sends the wish instead of waiting for the test (e.g. through the real API client). */
  post?: (payload: WishPayload) => Promise<unknown>;
  allWishes?: boolean;
};

function renderWish(themeId: string, options: RenderOptions = {}) {
  const manifest = loadManifestFromDisk(themeId);
  const sample = options.page ?? sampleInvitation(themeId, NOW);
  const page = {
    ...sample,
    guest: options.guest ?? sample.guest,
    sections: sample.sections.filter((s) => s.slug === 'wish'),
  };
  const flow = options.flow === false ? undefined : wishFlow(page, options.post);
  const view = themeView(manifest, page, { flows: flow ? { wish: flow.actor } : undefined });
  render(options.allWishes ? <WithAllWishes>{view}</WithAllWishes> : view);
  const section = document.getElementById('wish') as HTMLElement;
  const name = within(section).getByPlaceholderText('Nama Lengkap') as HTMLInputElement;
  const message = within(section).getByPlaceholderText('Ucapan') as HTMLTextAreaElement;
  return { section, name, message, flow };
}

const submitOf = (section: HTMLElement, label = 'Kirim') =>
  within(section).getByRole('button', { name: label }) as HTMLButtonElement;

describe('wish form with its flow', () => {
  it("shows the fields and the theme's submit label", () => {
    const { section } = renderWish('floral-whimsy');
    expect(submitOf(section).disabled).toBe(false);
    cleanup();
    const other = renderWish('cream-deco');
    expect(submitOf(other.section, 'Send')).toBeTruthy();
  });

  it('shows each required message under its field and sends nothing', () => {
    const { section, name, message, flow } = renderWish('floral-whimsy');
    fireEvent.click(submitOf(section));
    const nameError = within(section).getByText('Isi nama kamu dulu ya.');
    const messageError = within(section).getByText('Jangan lupa isi pesannya.');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(name.getAttribute('aria-describedby')).toBe(nameError.id);
    expect(message.getAttribute('aria-describedby')).toBe(messageError.id);
    expect(name.compareDocumentPosition(nameError) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(nameError.compareDocumentPosition(message) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(message.compareDocumentPosition(messageError) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(flow?.sent).toEqual([]);

    fireEvent.change(name, { target: { value: 'Budi' } });
    expect(within(section).queryByText('Isi nama kamu dulu ya.')).toBeNull();
    expect(within(section).getByText('Jangan lupa isi pesannya.')).toBeTruthy();
  });

  it('sends an anonymous wish, disables the button while sending, clears the form and thanks', async () => {
    const { section, name, message, flow } = renderWish('floral-whimsy');
    fireEvent.change(name, { target: { value: 'Budi' } });
    fireEvent.change(message, { target: { value: 'Selamat ya!' } });
    fireEvent.click(submitOf(section));
    expect(submitOf(section).disabled).toBe(true);
    expect(flow?.sent).toEqual([{ name: 'Budi', message: 'Selamat ya!', invitation_id: 'demo', guest_id: null }]);
    expect(screen.queryByRole('dialog')).toBeNull();

    await act(async () => flow?.pending[0]?.resolve());
    const dialog = await screen.findByRole('dialog', { name: THANK_YOU });
    expect(name.value).toBe('');
    expect(message.value).toBe('');
    expect(submitOf(section).disabled).toBe(false);
    // A short dialog with a button keeps its body out of the tab order.
    expect(within(dialog).queryByRole('region')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("prefills a known guest's name, sends the guest id, and clears only the message", async () => {
    const sample = sampleInvitation('floral-whimsy', NOW);
    const page = { ...sample, invitation: { ...sample.invitation, parent_id: 'parent-1' } };
    const { section, name, message, flow } = renderWish('floral-whimsy', { guest, page });
    expect(name.value).toBe('Dimas Pratama');
    fireEvent.change(message, { target: { value: 'Bahagia selalu' } });
    fireEvent.click(submitOf(section));
    expect(flow?.sent).toEqual([
      { name: 'Dimas Pratama', message: 'Bahagia selalu', invitation_id: 'parent-1', guest_id: 'guest-1' },
    ]);
    await act(async () => flow?.pending[0]?.resolve());
    expect(await screen.findByRole('dialog', { name: THANK_YOU })).toBeTruthy();
    expect(name.value).toBe('Dimas Pratama');
    expect(message.value).toBe('');
  });

  it('closes the thank-you dialog with Escape', async () => {
    const { section, name, message, flow } = renderWish('floral-whimsy');
    fireEvent.change(name, { target: { value: 'Budi' } });
    fireEvent.change(message, { target: { value: 'Selamat' } });
    fireEvent.click(submitOf(section));
    await act(async () => flow?.pending[0]?.resolve());
    await screen.findByRole('dialog', { name: THANK_YOU });
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows why a send failed and keeps the form', async () => {
    const { section, name, message, flow } = renderWish('cream-deco');
    fireEvent.change(name, { target: { value: 'Budi' } });
    fireEvent.change(message, { target: { value: 'Selamat' } });
    fireEvent.click(submitOf(section, 'Send'));
    await act(async () => flow?.pending[0]?.reject(new Error('Server sedang sibuk')));
    expect((await within(section).findByRole('alert')).textContent).toBe('Server sedang sibuk');
    expect(name.value).toBe('Budi');
    expect(message.value).toBe('Selamat');
    expect(submitOf(section, 'Send').disabled).toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.click(submitOf(section, 'Send'));
    expect(within(section).queryByRole('alert')).toBeNull();
    await act(async () => flow?.pending[1]?.reject('nope'));
    expect((await within(section).findByRole('alert')).textContent).toBe('Ucapan gagal dikirim. Coba lagi.');
  });

  it('says in Indonesian that the connection was lost, and keeps what the guest typed', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const { section, name, message, flow } = renderWish('cream-deco', { post: guestCalls.postWish });
    fireEvent.change(name, { target: { value: 'Budi' } });
    fireEvent.change(message, { target: { value: 'Selamat menempuh hidup baru' } });
    fireEvent.click(submitOf(section, 'Send'));
    expect((await within(section).findByRole('alert')).textContent).toBe(
      'Koneksi terputus. Periksa internet Anda lalu coba lagi.',
    );
    expect(flow?.sent).toHaveLength(1);
    expect(name.value).toBe('Budi');
    expect(message.value).toBe('Selamat menempuh hidup baru');
    expect(submitOf(section, 'Send').disabled).toBe(false);
  });

  it("shows the form's own Indonesian fallback when the answer carries no message (a proxy's 502 page)", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html><body>Bad Gateway</body></html>', { status: 502 })),
    );
    const { section, name, message } = renderWish('cream-deco', { post: guestCalls.postWish });
    fireEvent.change(name, { target: { value: 'Budi' } });
    fireEvent.change(message, { target: { value: 'Selamat menempuh hidup baru' } });
    fireEvent.click(submitOf(section, 'Send'));
    expect((await within(section).findByRole('alert')).textContent).toBe('Ucapan gagal dikirim. Coba lagi.');
    expect(message.value).toBe('Selamat menempuh hidup baru');
  });
});

describe('wish list', () => {
  it('shows a wish waiting for approval to its writer alone, as sent and marked so', async () => {
    const stored = (status: string) => ({
      id: `w-${status}`,
      name: 'Budi',
      message: `Selamat ya! (${status})`,
      status,
      created_at: new Date(NOW).toISOString(),
    });
    let answer = stored('pending');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ data: answer }, { status: 201 })),
    );
    const sample = sampleInvitation('floral-whimsy', NOW);
    const page = { ...sample, newest_wishes: [], wish_total: 0 };
    const { section, name, message } = renderWish('floral-whimsy', { page, post: guestCalls.postWish });
    expect(within(section).getByText('Belum ada ucapan. Jadilah yang pertama!')).toBeTruthy();
    fireEvent.change(name, { target: { value: 'Budi' } });
    fireEvent.change(message, { target: { value: 'Selamat ya! (pending)' } });
    fireEvent.click(submitOf(section));
    const dialog = await screen.findByRole('dialog', { name: THANK_YOU });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));

    const item = within(section).getByText('Selamat ya! (pending)').closest('li')!;
    expect(within(item).getByText('Budi')).toBeTruthy();
    expect(within(item).getByText('Menunggu persetujuan')).toBeTruthy();
    expect(within(section).queryByText('Belum ada ucapan. Jadilah yang pertama!')).toBeNull();

    // A wish shown at once is the page's to list (after its refresh), never marked.
    answer = stored('shown');
    fireEvent.change(name, { target: { value: 'Budi' } });
    fireEvent.change(message, { target: { value: 'Selamat ya! (shown)' } });
    fireEvent.click(submitOf(section));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: THANK_YOU })).getByRole('button', { name: 'Close' }),
    );
    expect(within(section).getAllByText('Menunggu persetujuan')).toHaveLength(1);
    expect(within(section).queryByText('Selamat ya! (shown)')).toBeNull();
  });

  it("never marks the page's own wishes, and drops the mark once the wish is among them", async () => {
    const mine = {
      id: 'w-mine',
      name: 'Budi',
      message: 'Ucapan saya',
      status: 'pending' as const,
      created_at: new Date(NOW).toISOString(),
    };
    const sample = sampleInvitation('floral-whimsy', NOW);
    const approved = { ...sample, newest_wishes: [{ ...mine, status: 'shown' as const }, ...sample.newest_wishes] };
    const { section, name, message } = renderWish('floral-whimsy', {
      page: approved,
      post: () => Promise.resolve(mine),
    });
    fireEvent.change(name, { target: { value: 'Budi' } });
    fireEvent.change(message, { target: { value: 'Ucapan saya' } });
    fireEvent.click(submitOf(section));
    await screen.findByRole('dialog', { name: THANK_YOU });
    expect(within(section).getAllByText('Ucapan saya')).toHaveLength(1);
    expect(within(section).queryByText('Menunggu persetujuan')).toBeNull();
  });

  it('shows the five newest wishes with Indonesian relative times', () => {
    const { section } = renderWish('floral-whimsy');
    const items = section.querySelectorAll('.wish__item');
    expect(items).toHaveLength(5);
    const first = items[0] as HTMLElement;
    expect(first.querySelector('.wish__name')?.textContent).toBe('Bunga Citra');
    expect(first.querySelector('.wish__time')?.textContent).toBe('42 detik yang lalu');
    expect((items[1] as HTMLElement).querySelector('.wish__time')?.textContent).toBe('3 jam yang lalu');
    expect((items[4] as HTMLElement).querySelector('.wish__name')?.textContent).toBe('Sinta');
  });

  it("'Lihat Semua' opens \"Ucapan & Do'a\" with every wish, newest first, from the live page's pages", async () => {
    const { section } = renderWish('floral-whimsy', { allWishes: true });
    fireEvent.click(within(section).getByRole('button', { name: 'Lihat Semua' }));
    const dialog = screen.getByRole('dialog', { name: "Ucapan & Do'a" });
    const names = async () => {
      await within(dialog).findByText('Tante Rina');
      return [...dialog.querySelectorAll('.wish__name')].map((n) => n.textContent);
    };
    expect(await names()).toEqual([
      'Bunga Citra',
      'Andi & Keluarga',
      'Putri',
      'Pak Budi',
      'Sinta',
      'Yoga',
      'Tante Rina',
    ]);
    expect(within(dialog).getByText('Selamat, semoga menjadi keluarga yang penuh berkah.')).toBeTruthy();
    // The scrolling list holds nothing to tab to: it is a region of its own in the tab order, so a
    // keyboard reaches and scrolls it (axe: scrollable-region-focusable).
    const list = within(dialog).getByRole('region', { name: "Ucapan & Do'a" });
    expect(list.classList.contains('dialog__body')).toBe(true);
    expect(list.tabIndex).toBe(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("golden-blossom's 'View More' opens the same dialog", async () => {
    const { section } = renderWish('golden-blossom', { allWishes: true });
    expect(within(section).queryByRole('button', { name: 'Lihat Semua' })).toBeNull();
    fireEvent.click(within(section).getByRole('button', { name: 'View More' }));
    const dialog = screen.getByRole('dialog', { name: "Ucapan & Do'a" });
    await within(dialog).findByText('Tante Rina');
    expect(dialog.querySelectorAll('.wish__item')).toHaveLength(7);
  });

  it("offers 'Lihat Semua' only when there are more wishes than it lists", () => {
    const sample = sampleInvitation('floral-whimsy', NOW);
    const { section } = renderWish('floral-whimsy', { page: { ...sample, wish_total: 5 } });
    expect(section.querySelectorAll('.wish__item')).toHaveLength(5);
    expect(within(section).queryByRole('button', { name: 'Lihat Semua' })).toBeNull();
    cleanup();
    const more = renderWish('floral-whimsy', { page: { ...sample, wish_total: 6 } });
    expect(within(more.section).getByRole('button', { name: 'Lihat Semua' })).toBeTruthy();
  });

  it('shows markup in a wish as plain text', () => {
    const sample = sampleInvitation('floral-whimsy', NOW);
    const wishes = [
      {
        id: 'x',
        name: '<b>Budi</b>',
        message: '<img src=x onerror="alert(1)">Halo',
        created_at: new Date(NOW - 5000).toISOString(),
      },
      ...sample.newest_wishes.slice(0, 4),
    ];
    const page = { ...sample, newest_wishes: wishes, wish_total: sample.wish_total + 1 };
    const { section } = renderWish('floral-whimsy', { page });
    const first = section.querySelector('.wish__item') as HTMLElement;
    expect(first.querySelector('.wish__name')?.textContent).toBe('<b>Budi</b>');
    expect(first.querySelector('.wish__message')?.textContent).toBe('<img src=x onerror="alert(1)">Halo');
    expect(first.querySelector('img, b')).toBeNull();
    expect(first.querySelector('.wish__time')?.textContent).toBe('5 detik yang lalu');
  });

  it('without the live page: the static form, and the dialog lists the wishes the page carries', () => {
    const { section, name } = renderWish('floral-whimsy', { guest, flow: false });
    expect(name.value).toBe('Dimas Pratama');
    fireEvent.click(submitOf(section));
    expect(within(section).queryByText('Isi nama kamu dulu ya.')).toBeNull();
    fireEvent.click(within(section).getByRole('button', { name: 'Lihat Semua' }));
    const dialog = screen.getByRole('dialog', { name: "Ucapan & Do'a" });
    expect(dialog.querySelectorAll('.wish__item')).toHaveLength(5);
  });
});
