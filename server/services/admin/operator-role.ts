import { eq } from 'drizzle-orm';
import type { UserRole } from '../../../schemas/requests/admin';
import type { Database } from '../../db/database';
import { users } from '../../db/schema';
import { forbidden } from '../../http/http-error';

/** The role of an operator's account (docs/product.md#operator-console); every other account is an `owner`. */
export const ADMIN_ROLE: UserRole = 'admin';
export const OPERATORS_ONLY = 'Halaman ini khusus operator';

/** 403 'Halaman ini khusus operator' unless the account is an operator's, read on every request. */
export async function assertOperator(db: Database, userId: string): Promise<void> {
  const [user] = await db.select({ role: users.role }).from(users).where(eq(users.id, userId));
  if (user?.role !== ADMIN_ROLE) throw forbidden(OPERATORS_ONLY);
}
