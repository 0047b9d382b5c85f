import { and, count, desc, eq, gt, inArray, isNull, min, or, sql } from 'drizzle-orm';
import { SHOWCASE_PAGE_SIZE, type ShowcaseQuery } from '../../../schemas/requests/invitations';
import type { Database } from '../../db/database';
import { isoTimestamp } from '../../db/entity-time';
import { invitationPrivate, invitations } from '../../db/schema';

/** The public showcases (docs/product.md#api): the owners' portfolio and the operator's custom designs. */
export type Showcase = 'portofolio' | 'custom-design';

/** One invitation of a showcase listing, as a stranger may see it. */
export type ShowcaseItem = {
  slug: string;
  theme: string;
  groom_nickname?: string;
  bride_nickname?: string;
  meta_image?: string;
};

/**
 * A page of a showcase: its invitations, newest first, its paging, and when the first of every listed
 * invitation expires (null: none does), the time the listing changes by itself.
 */
export type ShowcasePage = {
  data: ShowcaseItem[];
  meta: { page: number; pageSize: number; total: number };
  changesAt: string | null;
};

/** Only what a stranger may open: published and not expired (the owner's or the operator's listing). */
export async function showcasePage(db: Database, showcase: Showcase, query: ShowcaseQuery): Promise<ShowcasePage> {
  const { page = 1, pageSize = SHOWCASE_PAGE_SIZE.default, theme } = query;
  const where = and(
    eq(invitations.showcase, showcase),
    eq(invitations.status, 'published'),
    or(isNull(invitations.expired_at), gt(invitations.expired_at, sql`now()`)),
    // Nor one an operator suspended (docs/product.md#operator-console).
    isNull(invitations.suspended_reason),
    theme ? eq(invitations.theme, theme) : undefined,
  );
  const [counted] = await db
    .select({ total: count(), changesAt: min(invitations.expired_at) })
    .from(invitations)
    .where(where);
  const rows = await db
    .select({
      id: invitations.id,
      slug: invitations.slug,
      theme: invitations.theme,
      meta_image: invitations.meta_image,
    })
    .from(invitations)
    .where(where)
    .orderBy(desc(invitations.created_at), desc(invitations.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const people = rows.length
    ? await db
        .select()
        .from(invitationPrivate)
        .where(
          inArray(
            invitationPrivate.invitation_id,
            rows.map((r) => r.id),
          ),
        )
    : [];
  const nickname = (id: string, role: string) =>
    people.find((p) => p.invitation_id === id && p.person_role === role)?.person_nickname;
  const data = rows.map(({ id, slug, theme, meta_image }) => ({
    slug,
    theme,
    groom_nickname: nickname(id, 'groom'),
    bride_nickname: nickname(id, 'bride'),
    meta_image: meta_image ?? undefined,
  }));
  return {
    data,
    meta: { page, pageSize, total: counted?.total ?? 0 },
    changesAt: counted?.changesAt ? isoTimestamp(counted.changesAt) : null,
  };
}
