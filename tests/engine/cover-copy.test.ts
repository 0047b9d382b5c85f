import { describe, expect, it } from 'vitest';
import { coverCopy } from '../../engine/chrome/cover-copy';
import { sampleInvitation } from '../../engine/demo/sample-invitation';
import { loadManifestFromDisk, NOW } from '../helpers';

const manifest = loadManifestFromDisk('floral-whimsy');
const rows = sampleInvitation('floral-whimsy', NOW).sections;

describe('coverCopy', () => {
  it("takes the opening section's defaults", () => {
    expect(coverCopy(manifest, rows)).toEqual({
      title: 'The Wedding Of',
      greeting: 'Kepada Yth. Bapak/Ibu/Saudara/i',
      openButton: 'Buka Undangan',
    });
  });

  it("takes the owner's labels, even with the opening section hidden", () => {
    const owned = rows.map((row) =>
      row.slug === 'opening'
        ? { ...row, is_active: false, labels: { greeting: 'Teruntuk', open_button: 'Buka' } }
        : row,
    );
    expect(coverCopy(manifest, owned)).toMatchObject({ greeting: 'Teruntuk', openButton: 'Buka' });
  });

  it('falls back to the defaults with no opening row', () => {
    expect(coverCopy(manifest, []).openButton).toBe('Buka Undangan');
  });
});
