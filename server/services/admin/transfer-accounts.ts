import { and, asc, eq } from 'drizzle-orm';
import type { TransferAccountRequest } from '../../../schemas/requests/admin';
import type { TransferAccount } from '../../../schemas/responses/admin';
import type { Database } from '../../db/database';
import { isoTimestamp } from '../../db/entity-time';
import { transferAccounts } from '../../db/payment-tables';
import { conflict, notFound } from '../../http/http-error';
import { asOperator, type Operator } from './operator-log';

export const ACCOUNT_TAKEN = 'Rekening ini sudah terdaftar';
export const ACCOUNT_NOT_FOUND = 'Rekening tidak ditemukan';

type Row = typeof transferAccounts.$inferSelect;
const entity = (row: Row): TransferAccount => ({ ...row, created_at: isoTimestamp(row.created_at) });

/** The operator's accounts couples transfer to, oldest first (the order the couple's page lists them in). */
export async function transferAccountList(db: Database): Promise<TransferAccount[]> {
  const rows = await db
    .select()
    .from(transferAccounts)
    .orderBy(asc(transferAccounts.created_at), asc(transferAccounts.id));
  return rows.map(entity);
}

/** A new account (docs/product.md#bank-transfer): 409 'Rekening ini sudah terdaftar' for the same bank and number. */
export async function addTransferAccount(db: Database, operator: Operator, account: TransferAccountRequest) {
  return asOperator(db, operator, async (tx, log) => {
    const [taken] = await tx
      .select({ id: transferAccounts.id })
      .from(transferAccounts)
      .where(
        and(
          eq(transferAccounts.channel_type, account.channel_type),
          eq(transferAccounts.account_number, account.account_number),
        ),
      );
    if (taken) throw conflict(ACCOUNT_TAKEN, [{ field: 'account_number', message: ACCOUNT_TAKEN }]);
    const values = { ...account, account_name: account.account_name.trim() };
    const [row] = await tx
      .insert(transferAccounts)
      .values({ ...values, created_at: new Date(operator.at).toISOString() })
      .returning();
    await log('transfer-account.create', `transfer-account:${row!.id}`, values);
    return entity(row!);
  });
}

/** Removes an account (answered as it was): couples are no longer shown it (GET /v1/invitation/{id}/order/options). */
export async function removeTransferAccount(db: Database, operator: Operator, id: string): Promise<TransferAccount> {
  return asOperator(db, operator, async (tx, log) => {
    const [row] = await tx.delete(transferAccounts).where(eq(transferAccounts.id, id)).returning();
    if (!row) throw notFound(ACCOUNT_NOT_FOUND);
    const { channel_type, account_number, account_name } = row;
    await log('transfer-account.delete', `transfer-account:${id}`, { channel_type, account_number, account_name });
    return entity(row);
  });
}
