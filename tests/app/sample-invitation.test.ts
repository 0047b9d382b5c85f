import { describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { createAjv } from '../../engine/validation/create-ajv';
import { invitationPageSchema } from '../../schemas/invitation-page.schema';
import { sampleInvitation } from '../../engine/demo/sample-invitation';
import { root } from '../../scripts/manifest-files';
import { NOW } from '../helpers';

describe('the demo invitation', () => {
  const page = sampleInvitation('floral-whimsy', NOW);

  it('is a valid invitation page', () => {
    const validate = createAjv().compile(invitationPageSchema);
    expect(validate(page), JSON.stringify(validate.errors)).toBe(true);
  });

  it('has a couple with parents, two events ahead, a story, six images, three gift types and more wishes than the section lists', () => {
    expect(page.couple.groom.person_father_name).toBeTruthy();
    expect(page.couple.bride.person_mother_name).toBeTruthy();
    expect(page.invitation.invitation_event).toHaveLength(2);
    for (const event of page.invitation.invitation_event ?? [])
      expect(Date.parse(event.start_date)).toBeGreaterThan(NOW);
    expect(page.stories.length).toBeGreaterThan(0);
    expect(page.gallery).toHaveLength(6);
    expect(page.invitation.virtual_gift?.length).toBeGreaterThan(0);
    expect(page.invitation.physical_gift?.length).toBeGreaterThan(0);
    expect(page.invitation.wishlist_gift?.length).toBeGreaterThan(0);
    expect(page.newest_wishes).toHaveLength(5);
    expect(page.wish_total).toBeGreaterThan(5);
  });

  it('uses only images that ship with the project', () => {
    const paths = JSON.stringify(page).match(/"\/demo\/[^"]+"/g) ?? [];
    expect(paths.length).toBeGreaterThan(10);
    for (const path of paths)
      expect(existsSync(join(root, 'app', 'public', JSON.parse(path) as string)), path).toBe(true);
  });
});
