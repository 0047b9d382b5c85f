// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act, cleanup, fireEvent, render, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { sampleInvitation } from '../../engine/demo/sample-invitation';
import { rsvpInputFrom, rsvpMachine } from '../../engine/machines/rsvp.machine';
import { wishMachine } from '../../engine/machines/wish.machine';
import type { Guest } from '../../schemas/entities/guest.schema';
import type { InvitationPage } from '../../schemas/invitation-page.schema';
import type { ThemeManifest } from '../../schemas/manifest.schema';
import type { RsvpPayload } from '../../schemas/payloads/rsvp.payload';
import type { WishPayload } from '../../schemas/payloads/wish.payload';
import { THEME_LAYOUTS } from '../../schemas/theme-look';
import { loadManifestFromDisk, NOW, THEME_IDS } from '../helpers';
import { onlySections, themeView } from '../render-theme';

afterEach(cleanup);

const GUEST: Guest = { id: 'guest-7', name: 'Sari Wulandari', rsvp: [], seats: 3 };
const base = loadManifestFromDisk(THEME_IDS[0] as string);
const withLayouts = (layouts: ThemeManifest['layouts']): ThemeManifest => ({
  ...base,
  layouts: { ...base.layouts, ...layouts },
});

function pageWith(slug: 'rsvp' | 'wish'): InvitationPage {
  const sample = sampleInvitation(base.id, NOW);
  const deadline = new Date(NOW + 30 * 86_400_000).toISOString();
  return { ...onlySections(sample, slug), guest: GUEST, invitation: { ...sample.invitation, rsvp_deadline: deadline } };
}

/**
 * What a guest and the machines meet in a section, whatever its layout: every control and label with
 * its text, name, placeholder, state and accessible name, and whether each reference (label for,
 * aria-describedby) points at an element of the section. Not the ids' values: React's useId draws them
 * from the tree's shape, which the layouts change.
 */
function controls(section: HTMLElement): string[] {
  const resolves = (ids: string | null) =>
    ids === null ? '' : ids.split(' ').every((id) => section.ownerDocument.getElementById(id)) ? 'ok' : 'broken';
  return [
    ...section.querySelectorAll('form, fieldset, button, input, textarea, label, [role=alert], .field-error'),
  ].map((element) =>
    [
      element.tagName,
      element.className.replace(/\s+/g, ' '),
      element.getAttribute('type'),
      element.getAttribute('name'),
      element.getAttribute('placeholder'),
      element.getAttribute('aria-label'),
      element.getAttribute('aria-pressed'),
      element.hasAttribute('disabled'),
      element.id ? 'id' : '',
      resolves(element.getAttribute('for')),
      resolves(element.getAttribute('aria-describedby')),
      element.matches('button, label, [role=alert], .field-error') ? element.textContent : '',
    ].join('|'),
  );
}

/** The section's shape: each element's tag and classes, in order, without the texts. */
const shape = (section: HTMLElement): string =>
  [...section.querySelectorAll('*')].map((element) => `${element.tagName}.${element.className}`).join(' ');

function renderRsvp(layout: string | undefined) {
  const page = pageWith('rsvp');
  const saveRsvp = fromPromise<Guest, RsvpPayload>(async () => GUEST);
  const actor = createActor(rsvpMachine.provide({ actors: { saveRsvp } }), {
    input: rsvpInputFrom(page.invitation, page.guest),
  }).start();
  const manifest = withLayouts({ rsvp: layout as never });
  const view = render(themeView(manifest, page, { flows: { rsvp: actor } }));
  return { section: view.container.querySelector<HTMLElement>('#rsvp')!, actor };
}

function renderWish(layout: string | undefined, flow: boolean) {
  const page = pageWith('wish');
  const postWish = fromPromise<unknown, WishPayload>(async () => undefined);
  const actor = createActor(wishMachine.provide({ actors: { postWish } }), {
    input: { invitationId: page.invitation.id, guest: page.guest },
  }).start();
  const manifest = withLayouts({ wish: layout as never });
  const view = render(themeView(manifest, page, { flows: flow ? { wish: actor } : undefined }));
  return view.container.querySelector<HTMLElement>('#wish')!;
}

/** The RSVP's controls before a choice, after 'Akan Hadir' and after an empty guest count. */
function rsvpJourney(layout: string | undefined): string[][] {
  const { section } = renderRsvp(layout);
  const steps = [controls(section)];
  fireEvent.click(within(section).getByRole('button', { name: 'Akan Hadir' }));
  steps.push(controls(section));
  act(() => {
    fireEvent.change(within(section).getByLabelText('Jumlah Tamu'), { target: { value: '' } });
  });
  fireEvent.click(section.querySelector('button[type=submit]')!);
  steps.push(controls(section));
  cleanup();
  return steps;
}

/**
 * The wish form's controls (in order), then the board's other controls ('Lihat Semua', which a layout
 * may put above or below), static and live, and the live one's messages after an empty send.
 */
function wishJourney(layout: string | undefined): string[][] {
  const formThenRest = (section: HTMLElement) => {
    const form = section.querySelector<HTMLElement>('form')!;
    const rest = controls(section).filter((line) => !controls(form).includes(line) && !line.startsWith('FORM|'));
    return [...controls(form), ...rest];
  };
  const steps = [formThenRest(renderWish(layout, false))];
  cleanup();
  const section = renderWish(layout, true);
  steps.push(formThenRest(section));
  fireEvent.change(within(section).getByLabelText('Nama Lengkap'), { target: { value: '' } });
  fireEvent.submit(section.querySelector('form')!);
  steps.push(formThenRest(section));
  cleanup();
  return steps;
}

const css = (file: string) => readFileSync(join(import.meta.dirname, '../../renderers/styles/layouts', file), 'utf8');

describe('the RSVP layouts', () => {
  const [first, ...others] = THEME_LAYOUTS.rsvp;

  it('each keep the same controls, texts, labels and messages as the form on the page', () => {
    const classic = rsvpJourney(undefined);
    expect(classic[1]!.some((line) => line.startsWith('INPUT|field rsvp__pax-input'))).toBe(true);
    expect(rsvpJourney(first)).toEqual(classic);
    for (const layout of others) expect(rsvpJourney(layout), layout).toEqual(classic);
  });

  it('each arrange the section in a shape of its own, with styles of its own', () => {
    const shapes = THEME_LAYOUTS.rsvp.map((layout) => {
      const { section } = renderRsvp(layout);
      const found = shape(section);
      cleanup();
      return found;
    });
    expect(new Set(shapes).size).toBe(THEME_LAYOUTS.rsvp.length);
    for (const layout of others) expect(css('rsvp.css'), layout).toContain(`.rsvp__paper--${layout}`);
  });

  it('letter names the guest as its addressee, ticket their seats, split the deadline', () => {
    expect(renderRsvp('letter').section.querySelector('.rsvp__addressee')?.textContent).toBe(GUEST.name);
    cleanup();
    expect(renderRsvp('ticket').section.querySelector('.rsvp__stub-seats')?.textContent).toBe('3');
    cleanup();
    expect(renderRsvp('split').section.querySelector('.rsvp__deadline-label')?.textContent).toBe('Batas konfirmasi');
  });
});

describe('the wish layouts', () => {
  const [, ...others] = THEME_LAYOUTS.wish;

  it('each keep the same fields, placeholders, button and messages', () => {
    const classic = wishJourney(undefined);
    expect(classic[2]!.some((line) => line.includes('field-error'))).toBe(true);
    for (const layout of THEME_LAYOUTS.wish) expect(wishJourney(layout), layout).toEqual(classic);
  });

  it('each arrange the board in a way of its own: its own class and styles, the form at one end', () => {
    const orders = new Set<string>();
    for (const layout of THEME_LAYOUTS.wish) {
      const board = renderWish(layout, true).querySelector(`.wish__layout--${layout}`);
      expect(board, layout).not.toBeNull();
      const order = [...board!.children].map((child) => child.className);
      const formAt = order.findIndex((name) => name.includes('wish__form'));
      expect(formAt === 0 || formAt === order.length - 1, layout).toBe(true);
      orders.add(formAt === 0 ? 'form first' : 'form last');
      cleanup();
    }
    expect([...orders].sort()).toEqual(['form first', 'form last']);
    for (const layout of others) expect(css('wish.css'), layout).toMatch(new RegExp(`wish__layout--${layout}\\b`));
  });
});
