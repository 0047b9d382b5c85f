import { getDefaultFormState, type RJSFSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateWith, withoutBlankStrings } from '../../engine/validation/validate-payload';
import { ownerValidatorFor } from '../../engine/validation/owner-validator-for';
import { coupleUpdateSchema } from '../../schemas/requests/content';
import { EDITED_SECTIONS, sectionEditorSchemas } from '../../schemas/requests/section-editor';
import type { Schema } from '../../schemas/json-schema';
import { CONTENT_KINDS } from '../schemas/content-kinds';
import { exampleData } from '../schemas/schema-example-data';
import { callAs, failureOf, serverWithTwoOwners, type Owner } from './harness';
import { uploadFile } from './media-upload';

/**
 * Every section editor filled from its schema's examples and saved through the real API: what the
 * form produces (RJSF's form state, blank fields dropped as SchemaForm sends it) passes the
 * browser's check and the server accepts it and stores it.
 */
let server: Awaited<ReturnType<typeof serverWithTwoOwners>>['server'];
let app: Awaited<ReturnType<typeof serverWithTwoOwners>>['app'];
let owner: Owner;
let invitationId: string;

beforeAll(async () => {
  ({ server, app, owner } = await serverWithTwoOwners());
  const created = await callAs(app, 'POST', '/v1/invitation', owner, {
    slug: 'isi-semua-editor',
    theme: 'floral-whimsy',
    use_multiple_event: true,
  });
  expect(created.statusCode, created.body).toBe(201);
  invitationId = (created.json() as { data: { id: string } }).data.id;
}, 60_000);
afterAll(() => server.close());

/** What a generated form sends for `data`: its state under the schema, blank fields dropped. */
function submitted(schema: Schema, data: Record<string, unknown>) {
  const state = getDefaultFormState(validator, schema as RJSFSchema, data, schema as RJSFSchema);
  const body = withoutBlankStrings(state) as Record<string, unknown>;
  const checked = validateWith(ownerValidatorFor(schema), body);
  expect(checked.ok ? [] : checked.errors).toEqual([]);
  return body;
}

describe.each(EDITED_SECTIONS)('the %s editor filled from its examples', (slug) => {
  it('is accepted and stored by PUT /v1/invitation/section/{id}', async () => {
    // The server's schema has the copy's defaults, which the editor shows as placeholders.
    const editor = sectionEditorSchemas[slug] as { properties: object };
    const { data, missing } = exampleData(editor);
    expect(missing, 'fields without an example').toEqual([]);
    // The editor's copy fields have no default (it shows as their placeholder): the examples do.
    expect(Object.keys(data).sort()).toEqual(Object.keys(editor.properties).sort());
    const body = submitted(sectionEditorSchemas[slug], data);
    const list = await callAs(app, 'GET', `/v1/invitation/section?invitation_id=${invitationId}`, owner);
    const row = (list.json() as { data: { id: string; slug: string }[] }).data.find((s) => s.slug === slug)!;
    const saved = await callAs(app, 'PUT', `/v1/invitation/section/${row.id}`, owner, body);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject(body);
  });
});

/** An image field that takes only the owner's own upload: its example is replaced by one (a QRIS). */
async function withOwnUploads(data: Record<string, unknown>) {
  if (typeof data.qris_image !== 'string') return data;
  const png = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#fff' } })
    .png()
    .toBuffer();
  const uploaded = await uploadFile(app, owner.headers, 'qris', png, 'qris.png');
  return { ...data, qris_image: (uploaded.json() as { data: { url: string } }).data.url };
}

describe.each(Object.entries(CONTENT_KINDS))('the %s form filled from its examples', (_name, { path, schema }) => {
  it('is accepted as a new item and as a change, and read back by the editors', async () => {
    const { data, missing } = exampleData(schema);
    expect(missing, 'fields without an example').toEqual([]);
    const body = submitted(schema, await withOwnUploads(data));
    const created = await callAs(app, 'POST', path, owner, { ...body, invitation_id: invitationId });
    expect(created.statusCode, created.body).toBe(201);
    const item = created.json().data as { id: string };
    expect(item).toMatchObject(body);
    const changed = await callAs(app, 'PUT', `${path}/${item.id}`, owner, body);
    expect(changed.statusCode, changed.body).toBe(200);
    const content = await callAs(app, 'GET', `/v1/invitation/${invitationId}/content`, owner);
    expect(content.statusCode, content.body).toBe(200);
    expect(JSON.stringify(content.json().data)).toContain(item.id);
  });
});

describe('the couple editor filled from its examples', () => {
  it('is accepted by PUT /v1/invitation/private/{id} and read back', async () => {
    const person = exampleData(coupleUpdateSchema.properties.groom);
    expect(person.missing).toEqual([]);
    const body = submitted(coupleUpdateSchema, {
      groom: person.data,
      bride: { ...person.data, person_nickname: 'Ayu' },
    });
    const saved = await callAs(app, 'PUT', `/v1/invitation/private/${invitationId}`, owner, body);
    expect(saved.statusCode, saved.body).toBe(200);
    const content = await callAs(app, 'GET', `/v1/invitation/${invitationId}/content`, owner);
    expect(content.json().data.couple.groom).toMatchObject(body.groom as object);
    expect(content.json().data.couple.bride.person_nickname).toBe('Ayu');
  });

  it("refuses another owner's invitation", async () => {
    const { other } = { other: await (await import('./harness')).registerOwner(app, 'Lain') };
    const answer = await callAs(app, 'GET', `/v1/invitation/${invitationId}/content`, other);
    expect(failureOf(answer).status).toBe(403);
  });
});
