// @vitest-environment jsdom
import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { OWNER_PAGES, OWNER_VALIDATED_SCHEMAS, ownerPagePath, type OwnerPage } from '../../../app/owner/owner-pages';
import { ownerRoutes, pageModule } from '../../../app/owner/owner-routes';
import { invitationMenu } from '../../../app/owner/shell/owner-menu';
import { router } from '../../../app/router';

/*
 * The table of the owner's pages (app/owner/owner-pages.ts) is the one place a page is registered:
 * every row resolves to a route that loads its module, shows in the menu of its area, and has its
 * forms' schemas precompiled. The rule is walked over the rows, whatever they are.
 */

const ID = 'inv-1';
const addressOf = (row: OwnerPage) => {
  if (row.area === 'list') return `/invitation/${row.path}`.replace(/\/$/, '');
  if (row.area === 'account') return `/account/${row.path}`.replace(/\/$/, '');
  return `/invitation/${ID}/${ownerPagePath(row)}`.replace(/\/$/, '');
};

describe('the table of owner pages', () => {
  it.each(OWNER_PAGES.map((row) => [addressOf(row), row] as const))(
    '%s: its address resolves to a route that loads its module, which draws a page',
    async (address, { module }) => {
      if (!module) {
        // The venue's page, routed by the web shell ahead of the owner's routes.
        expect(matchRoutes(router.routes, address)?.at(-1)?.route.path, address).toMatch(/^\/invitation\/:id\//);
        return;
      }
      const matches = matchRoutes(ownerRoutes, address);
      const route = matches?.at(-1)?.route as RouteObject | undefined;
      expect(route?.lazy, address).toBe(pageModule(module));
      const loaded = (await pageModule(module)()) as { Component?: unknown };
      expect(typeof loaded.Component).toBe('function');
    },
  );

  it("puts every page of the menu's areas in the menu but the hidden ones, the guestbook's only when the plan has it", () => {
    const menuPages = OWNER_PAGES.filter(
      (row) => (row.area === 'setting' || row.area === 'section' || row.area === 'guest') && !row.hidden,
    );
    const items = (withGuestbook: boolean) =>
      invitationMenu(ID, { withGuestbook }).flatMap((area) => area.items.map((item) => `${item.path} ${item.label}`));
    const expected = (rows: readonly OwnerPage[]) => rows.map((row) => `${addressOf(row)} ${row.label}`);
    expect(items(true)).toEqual(expected(menuPages));
    expect(items(false)).toEqual(expected(menuPages.filter((row) => !row.guestbook)));
    expect(menuPages.every((row) => row.label.length > 0)).toBe(true);
  });

  it("leaves the owner's own pages (members, payment) out of a member's menu", () => {
    const labels = (isOwner: boolean) =>
      invitationMenu(ID, { isOwner }).flatMap((area) => area.items.map((item) => item.label));
    expect(labels(true)).toEqual(expect.arrayContaining(['Anggota', 'Paket & Pembayaran']));
    expect(labels(false)).not.toContain('Anggota');
    expect(labels(false)).not.toContain('Paket & Pembayaran');
    expect(labels(true)).not.toContain('Kuitansi');
  });

  it("precompiles every page's form schemas, each once", () => {
    for (const row of OWNER_PAGES) {
      for (const schema of row.schemas ?? []) expect(OWNER_VALIDATED_SCHEMAS, row.label).toContain(schema);
    }
    const ids = OWNER_VALIDATED_SCHEMAS.map((schema) => (schema as { $id?: string }).$id);
    expect(ids.every(Boolean)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('opens the first page of an area at its own address, and names a missing module at once', async () => {
    const redirect = matchRoutes(ownerRoutes, `/invitation/${ID}/setting`)?.at(-1)?.route;
    const first = OWNER_PAGES.find((row) => row.area === 'setting')!;
    const answer = (await (redirect?.loader as (args: unknown) => Promise<Response> | Response)({
      params: { id: ID },
    })) as Response;
    expect(answer.headers.get('location')).toBe(`/invitation/${ID}/${ownerPagePath(first)}`);
    expect(() => pageModule('settings/no-such-page')).toThrow('settings/no-such-page');
  });

  it('says an address that names no page inside the layout it is under, and leaves every page its own', () => {
    const notFound = pageModule('shell/owner-not-found-page');
    const shown = (address: string) => matchRoutes([...router.routes, ...ownerRoutes], address) ?? [];
    for (const address of [
      `/invitation/${ID}/setting/no-such`,
      `/invitation/${ID}/guest/typo`,
      `/invitation/${ID}/x`,
    ]) {
      const matches = shown(address);
      expect(matches.at(-1)?.route.lazy, address).toBe(notFound);
      // Inside the invitation's layout, with its menu.
      expect(matches.at(-2)?.route.path, address).toBe(':id');
    }
    expect(shown('/account/no-such').at(-1)?.route.lazy).toBe(notFound);
    for (const row of OWNER_PAGES) expect(shown(addressOf(row)).at(-1)?.route.lazy, addressOf(row)).not.toBe(notFound);
  });
});
