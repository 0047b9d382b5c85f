import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { expect } from 'vitest';
import type { AppOptions } from '../../server/app';
import { users } from '../../server/db/schema';
import { syncCatalogue } from '../../server/db/seed';
import { makeAdmin } from '../../server/services/admin/admin-account';
import { callAs, failureOf, registerOwner, testServer, type CallArgs, type Json, type Owner } from './harness';
import { uploadFile } from './media-upload';
import { worldForThisFile } from './world-for-this-file';

/**
 * The operator console's world for a test file: the API (no Midtrans: couples pay by transfer) on the
 * catalogue, an operator (`operator`, an account promoted as `npm run admin:create` does) and a couple
 * (`owner`), with `ok`/`refused` to call it and helpers for the payment path.
 */
export function consoleForThisFile(options: Partial<AppOptions> = {}) {
  const world = worldForThisFile(async () => {
    const server = await testServer(options);
    await syncCatalogue(server.database.db);
    const operator = await registerOwner(server.app, 'Operator Satu');
    const [row] = await server.database.db.select().from(users).where(eq(users.id, operator.user.id));
    await makeAdmin(server.database.db, row!.email);
    const owner = await registerOwner(server.app, 'Raka');
    return { server, app: server.app, db: server.database.db, operator, operatorEmail: row!.email, owner };
  });
  type Args = Readonly<CallArgs>;
  const call = (...args: Args) => callAs(world.app, ...args);
  /** The answer's `data` (and `meta`) once it has this status (200 unless told). */
  const ok = async <Data = Json>(args: Args, status = 200) => {
    const response = await call(...args);
    expect(response.statusCode, `${args[0]} ${args[1]}: ${response.body}`).toBe(status);
    return response.json() as { data: Data; meta?: Json };
  };
  /** As `ok`, for a list. */
  const okList = <Item = Json>(args: Args) => ok<Item[]>(args);
  const refused = async (args: Args) => failureOf(await call(...args));

  let slugs = 0;
  /** A new invitation of `who` (an unpaid draft), with a new slug. */
  async function invitationOf(who: Owner, slug = `nikah-${++slugs}-${Date.now().toString(36)}`) {
    const { data } = await ok<{ id: string }>(
      ['POST', '/v1/invitation', who, { slug, theme: 'floral-whimsy', use_multiple_event: false }],
      201,
    );
    return { id: data.id, slug };
  }

  /** A transfer order of `plan` for the invitation, as `who`. */
  const transferOrder = async (who: Owner, invitationId: string, plan_code = 'mediaval') =>
    (
      await ok<Json & { order_id: string; gross_amount: number; status: string }>(
        ['POST', `/v1/invitation/${invitationId}/order`, who, { plan_code, method: 'transfer' }],
        201,
      )
    ).data;

  /** An image `who` uploaded (a photo of a transfer slip), by its `/media/…` address. */
  async function upload(who: Owner) {
    const png = await sharp({ create: { width: 40, height: 60, channels: 3, background: '#2e86c1' } })
      .png()
      .toBuffer();
    const response = await uploadFile(world.app, who.headers, 'gallery', png, 'bukti.png');
    expect(response.statusCode, response.body).toBe(201);
    return (response.json() as { data: { url: string } }).data.url;
  }

  return { world, call, ok, okList, refused, invitationOf, transferOrder, upload };
}
