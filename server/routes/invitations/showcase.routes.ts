import { and, count, desc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { SHOWCASE_PAGE_SIZE, showcaseQuerySchema, type ShowcaseQuery } from '../../../schemas/requests/invitations';
import type { Database } from '../../db/database';
import { invitationPrivate, invitations } from '../../db/schema';

const SHOWCASES = { portofolio: '/v2/invitation/portofolio', 'custom-design': '/v2/invitation/custom-design' } as const;

async function showcasePage(db: Database, showcase: string, query: ShowcaseQuery) {
  const { page = 1, pageSize = SHOWCASE_PAGE_SIZE.default, theme } = query;
  // Only what a stranger may open: published and not expired.
  const where = and(
    eq(invitations.showcase, showcase),
    eq(invitations.status, 'published'),
    or(isNull(invitations.expired_at), gt(invitations.expired_at, sql`now()`)),
    theme ? eq(invitations.theme, theme) : undefined,
  );
  const [counted] = await db.select({ total: count() }).from(invitations).where(where);
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
  return { data, meta: { page, pageSize, total: counted?.total ?? 0 } };
}

/** Public showcases (docs/product.md#api): invitations listed as portfolio or custom design, newest first. */
export async function showcaseRoutes(app: FastifyInstance) {
  for (const [showcase, path] of Object.entries(SHOWCASES)) {
    app.get<{ Querystring: ShowcaseQuery }>(path, { schema: { querystring: showcaseQuerySchema } }, (request) =>
      showcasePage(app.db, showcase, request.query),
    );
  }
}
