import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { WISH_FAILED, wishMachine, type WishInput } from '../../engine/machines/wish.machine';
import type { Guest } from '../../schemas/entities/guest.schema';
import type { WishPayload } from '../../schemas/payloads/wish.payload';

const guest: Guest = { id: 'guest-1', name: 'Dimas Pratama', rsvp: [] };
const anonymous: WishInput = { invitationId: 'inv-1', guest: null };

/** A started actor whose `postWish` records its payloads and resolves (or rejects with `fail`). */
function start(input: WishInput, fail?: () => unknown) {
  const sent: WishPayload[] = [];
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const machine = wishMachine.provide({
    actors: {
      postWish: fromPromise<unknown, WishPayload>(async ({ input: payload }) => {
        sent.push(payload);
        await gate;
        if (fail) throw fail();
        return { id: 'w-new' };
      }),
    },
  });
  const actor = createActor(machine, { input }).start();
  return { actor, sent, release };
}

function fill(actor: ReturnType<typeof start>['actor'], name: string, message: string) {
  actor.send({ type: 'wish.change', field: 'name', value: name });
  actor.send({ type: 'wish.change', field: 'message', value: message });
}

describe('wish machine: start', () => {
  it('starts editing with an empty form for an anonymous visitor', () => {
    const { actor } = start(anonymous);
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('editing');
    expect(snapshot.context).toMatchObject({
      invitationId: 'inv-1',
      guestId: null,
      name: '',
      message: '',
      errors: {},
      failure: null,
      payload: null,
    });
  });

  it("prefills the name with a known guest's name", () => {
    const { actor } = start({ invitationId: 'inv-1', guest });
    expect(actor.getSnapshot().context).toMatchObject({ guestId: 'guest-1', name: 'Dimas Pratama', message: '' });
  });

  it('needs its postWish actor provided', async () => {
    const actor = createActor(wishMachine, { input: anonymous }).start();
    fill(actor, 'Budi', 'Selamat!');
    actor.send({ type: 'wish.submit' });
    const snapshot = await waitFor(actor, (s) => s.matches('editing'));
    expect(snapshot.context.failure).toBe('postWish is not provided');
  });
});

describe('wish machine: validation', () => {
  it('asks for a name and a message and sends nothing', () => {
    const { actor, sent } = start(anonymous);
    actor.send({ type: 'wish.submit' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.errors).toEqual({
      name: 'Isi nama kamu dulu ya.',
      message: 'Jangan lupa isi pesannya.',
    });
    expect(sent).toEqual([]);
  });

  it('treats white space as empty', () => {
    const { actor } = start(anonymous);
    fill(actor, '   ', '\n  ');
    actor.send({ type: 'wish.submit' });
    expect(actor.getSnapshot().context.errors).toEqual({
      name: 'Isi nama kamu dulu ya.',
      message: 'Jangan lupa isi pesannya.',
    });
  });

  it('asks only for the message when the guest name is prefilled', () => {
    const { actor } = start({ invitationId: 'inv-1', guest });
    actor.send({ type: 'wish.submit' });
    expect(actor.getSnapshot().context.errors).toEqual({ message: 'Jangan lupa isi pesannya.' });
  });

  it('shows the length limits of the schema', () => {
    const { actor } = start(anonymous);
    fill(actor, 'x'.repeat(101), 'y'.repeat(1001));
    actor.send({ type: 'wish.submit' });
    expect(actor.getSnapshot().context.errors).toEqual({
      name: 'Nama maksimal 100 karakter',
      message: 'Ucapan maksimal 1000 karakter',
    });
  });

  it('does not check while typing before the first submit', () => {
    const { actor } = start(anonymous);
    fill(actor, 'Budi', '');
    expect(actor.getSnapshot().context.errors).toEqual({});
  });

  it('after a submit, re-checks a field as it changes', () => {
    const { actor } = start(anonymous);
    actor.send({ type: 'wish.submit' });
    actor.send({ type: 'wish.change', field: 'name', value: 'Budi' });
    expect(actor.getSnapshot().context.errors).toEqual({ message: 'Jangan lupa isi pesannya.' });
    actor.send({ type: 'wish.change', field: 'name', value: ' ' });
    expect(actor.getSnapshot().context.errors).toEqual({
      name: 'Isi nama kamu dulu ya.',
      message: 'Jangan lupa isi pesannya.',
    });
    fill(actor, 'Budi', 'Selamat!');
    expect(actor.getSnapshot().context.errors).toEqual({});
  });

  it('reports an error outside the fields as a failure', () => {
    const { actor, sent } = start({ invitationId: '', guest: null });
    fill(actor, 'Budi', 'Selamat!');
    actor.send({ type: 'wish.submit' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.errors).toEqual({});
    expect(actor.getSnapshot().context.failure).toBeTruthy();
    expect(sent).toEqual([]);
  });
});

describe('wish machine: sending', () => {
  it('sends the payload as typed with a null guest id for an anonymous visitor, then clears the whole form', async () => {
    const { actor, sent, release } = start(anonymous);
    fill(actor, '  Budi ', ' Selamat ya! ');
    actor.send({ type: 'wish.submit' });
    expect(actor.getSnapshot().value).toBe('sending');
    expect(sent).toEqual([{ name: '  Budi ', message: ' Selamat ya! ', invitation_id: 'inv-1', guest_id: null }]);
    release();
    const snapshot = await waitFor(actor, (s) => s.matches('thanked'));
    expect(snapshot.context).toMatchObject({ name: '', message: '', errors: {}, failure: null });
  });

  it("sends the guest's id and keeps the guest's name, clearing only the message", async () => {
    const { actor, sent, release } = start({ invitationId: 'inv-parent', guest });
    actor.send({ type: 'wish.change', field: 'message', value: 'Bahagia selalu' });
    actor.send({ type: 'wish.submit' });
    expect(sent).toEqual([
      { name: 'Dimas Pratama', message: 'Bahagia selalu', invitation_id: 'inv-parent', guest_id: 'guest-1' },
    ]);
    release();
    const snapshot = await waitFor(actor, (s) => s.matches('thanked'));
    expect(snapshot.context).toMatchObject({ name: 'Dimas Pratama', message: '' });
  });

  it('keeps an edited guest name after sending', async () => {
    const { actor, release } = start({ invitationId: 'inv-1', guest });
    fill(actor, 'Dimas & Keluarga', 'Selamat');
    actor.send({ type: 'wish.submit' });
    release();
    const snapshot = await waitFor(actor, (s) => s.matches('thanked'));
    expect(snapshot.context).toMatchObject({ name: 'Dimas & Keluarga', message: '' });
  });

  it('ignores edits and submits while sending', () => {
    const { actor, sent } = start(anonymous);
    fill(actor, 'Budi', 'Selamat');
    actor.send({ type: 'wish.submit' });
    actor.send({ type: 'wish.change', field: 'message', value: 'lain' });
    actor.send({ type: 'wish.submit' });
    expect(actor.getSnapshot().context.message).toBe('Selamat');
    expect(sent).toHaveLength(1);
  });

  it('closes the thank-you dialog back to an editable form, which can send again', async () => {
    const { actor, sent, release } = start(anonymous);
    release();
    fill(actor, 'Budi', 'Satu');
    actor.send({ type: 'wish.submit' });
    await waitFor(actor, (s) => s.matches('thanked'));
    actor.send({ type: 'wish.submit' });
    expect(actor.getSnapshot().value).toBe('thanked');
    actor.send({ type: 'wish.close' });
    expect(actor.getSnapshot().value).toBe('editing');
    actor.send({ type: 'wish.submit' });
    expect(actor.getSnapshot().context.errors).toEqual({
      name: 'Isi nama kamu dulu ya.',
      message: 'Jangan lupa isi pesannya.',
    });
    fill(actor, 'Sari', 'Dua');
    actor.send({ type: 'wish.submit' });
    await waitFor(actor, (s) => s.matches('thanked'));
    expect(sent.map((p) => p.name)).toEqual(['Budi', 'Sari']);
  });
});

describe('wish machine: failure', () => {
  it("shows the error's message and keeps the form", async () => {
    const { actor, release } = start(anonymous, () => new Error('Server sedang sibuk'));
    fill(actor, 'Budi', 'Selamat');
    actor.send({ type: 'wish.submit' });
    release();
    const snapshot = await waitFor(actor, (s) => s.matches('editing'));
    expect(snapshot.context).toMatchObject({ name: 'Budi', message: 'Selamat', failure: 'Server sedang sibuk' });
  });

  it('falls back to its own message for an error without one', async () => {
    const { actor, release } = start(anonymous, () => 'boom');
    fill(actor, 'Budi', 'Selamat');
    actor.send({ type: 'wish.submit' });
    release();
    const snapshot = await waitFor(actor, (s) => s.matches('editing'));
    expect(snapshot.context.failure).toBe(WISH_FAILED);
    expect(WISH_FAILED).toBe('Ucapan gagal dikirim. Coba lagi.');
  });

  it('clears the failure on the next submit and sends again', async () => {
    let calls = 0;
    const machine = wishMachine.provide({
      actors: {
        postWish: fromPromise<unknown, WishPayload>(async () => {
          calls += 1;
          if (calls === 1) throw new Error('');
          return undefined;
        }),
      },
    });
    const actor = createActor(machine, { input: anonymous }).start();
    fill(actor, 'Budi', 'Selamat');
    actor.send({ type: 'wish.submit' });
    await waitFor(actor, (s) => s.context.failure !== null);
    expect(actor.getSnapshot().context.failure).toBe(WISH_FAILED);
    actor.send({ type: 'wish.submit' });
    expect(actor.getSnapshot().context.failure).toBeNull();
    await waitFor(actor, (s) => s.matches('thanked'));
    expect(calls).toBe(2);
  });
});

describe('wish machine: a wish waiting for approval', () => {
  /** An actor whose `postWish` answers `stored` for each wish. */
  function answering(stored: (payload: WishPayload, n: number) => unknown) {
    let n = 0;
    const machine = wishMachine.provide({
      actors: { postWish: fromPromise<unknown, WishPayload>(async ({ input }) => stored(input, n++)) },
    });
    return createActor(machine, { input: anonymous }).start();
  }
  const send = async (actor: ReturnType<typeof answering>, message: string) => {
    fill(actor, 'Budi', message);
    actor.send({ type: 'wish.submit' });
    await waitFor(actor, (state) => state.matches('thanked'));
    actor.send({ type: 'wish.close' });
  };

  it('keeps the waiting ones its guest sent, newest first, and thanks as for any wish', async () => {
    const actor = answering((payload, n) => ({
      id: `w-${n}`,
      name: payload.name,
      message: payload.message,
      created_at: '2026-05-01T10:00:00.000Z',
      ...(payload.message !== 'Langsung' && { status: 'pending' }),
    }));
    await send(actor, 'Pertama');
    await send(actor, 'Langsung');
    await send(actor, 'Kedua');
    expect(actor.getSnapshot().context.pending.map((wish) => [wish.id, wish.message])).toEqual([
      ['w-2', 'Kedua'],
      ['w-0', 'Pertama'],
    ]);
  });

  it('keeps nothing when the answer names no waiting wish (demo mode answers nothing)', async () => {
    const actor = answering(() => undefined);
    await send(actor, 'Selamat');
    expect(actor.getSnapshot().context.pending).toEqual([]);
  });
});
