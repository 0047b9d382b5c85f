import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database';
import { invitations } from '../../db/schema';
import type { InvitationRow } from '../invitations/ownership';

/**
 * What a request for a public page reads of its invitation: who may see it, and the version its
 * cached page is kept under (its own and its root's page versions).
 */
export type PublicPageRow = Pick<
  InvitationRow,
  'id' | 'slug' | 'parent_id' | 'user_id' | 'status' | 'expired_at' | 'suspended_reason'
> & {
  version: string;
};

const root = alias(invitations, 'root');

/**
 * The public page row of a slug, in one prepared query of a few columns (the whole row is read only
 * when the page is loaded); undefined for none.
 */
export function publicPageRows(db: Database): (slug: string) => Promise<PublicPageRow | undefined> {
  const query = db
    .select({
      id: invitations.id,
      slug: invitations.slug,
      parent_id: invitations.parent_id,
      user_id: invitations.user_id,
      status: invitations.status,
      expired_at: invitations.expired_at,
      suspended_reason: invitations.suspended_reason,
      page_version: invitations.page_version,
      root_page_version: root.page_version,
    })
    .from(invitations)
    .leftJoin(root, eq(root.id, invitations.parent_id))
    .where(eq(invitations.slug, sql.placeholder('slug')))
    .prepare('public_page_row');
  return async (slug) => {
    const [row] = await query.execute({ slug });
    if (!row) return undefined;
    const { page_version, root_page_version, ...visibility } = row;
    return { ...visibility, version: `${page_version}:${root_page_version ?? ''}` };
  };
}
