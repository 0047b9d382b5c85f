import { describe, expect, it } from 'vitest';
import { uploadRefusal } from '../../../app/forms/widgets/image-refusal';
import {
  SHRUNK_MAX_SIDE,
  SHRUNK_TARGET_BYTES,
  shrinkingText,
  shrinkPlanOf,
} from '../../../app/forms/widgets/image-shrink-plan';
import { MEDIA_LIMITS } from '../../../schemas/requests/media';

const MB = 1024 * 1024;
const LIMIT = MEDIA_LIMITS.image.maxBytes;

const picked = (type: string, size: number) => {
  const file = new File(['x'], 'foto', { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

describe('making a phone photo smaller before it is sent', () => {
  it('leaves an image within the limit as it is, the limit itself included', () => {
    expect(shrinkPlanOf({ type: 'image/jpeg', size: 3 * MB })).toBeNull();
    expect(shrinkPlanOf({ type: 'image/jpeg', size: LIMIT })).toBeNull();
  });

  it('shrinks a JPEG above the limit into a JPEG under it, upright, without its metadata, on the page thread', () => {
    const plan = shrinkPlanOf({ type: 'image/jpeg', size: LIMIT + 1 });
    expect(plan).toEqual({
      maxSizeMB: SHRUNK_TARGET_BYTES / MB,
      maxWidthOrHeight: SHRUNK_MAX_SIDE,
      fileType: 'image/jpeg',
      initialQuality: 0.85,
      maxIteration: 10,
      preserveExif: false,
      useWebWorker: false,
    });
    // Under the server's limit, with room; within its 50 megapixels; above the 1600 px it keeps.
    expect(plan!.maxSizeMB * MB).toBeLessThan(LIMIT);
    expect(SHRUNK_MAX_SIDE * SHRUNK_MAX_SIDE).toBeLessThanOrEqual(MEDIA_LIMITS.image.maxPixels);
    expect(SHRUNK_MAX_SIDE).toBeGreaterThanOrEqual(1600);
  });

  it('writes a large PNG or WebP as WebP, which keeps transparency', () => {
    expect(shrinkPlanOf({ type: 'image/png', size: 12 * MB })?.fileType).toBe('image/webp');
    expect(shrinkPlanOf({ type: 'image/webp', size: 12 * MB })?.fileType).toBe('image/webp');
  });

  it('makes no plan for what the server does not take: it is refused for its type', () => {
    expect(shrinkPlanOf({ type: 'image/gif', size: 12 * MB })).toBeNull();
    expect(shrinkPlanOf({ type: 'image/heic', size: 12 * MB })).toBeNull();
    expect(uploadRefusal(picked('image/gif', 12 * MB))).toBe(MEDIA_LIMITS.image.wrongType);
  });

  it('no longer refuses a large photo when it is picked: it is made smaller instead', () => {
    expect(uploadRefusal(picked('image/jpeg', 12 * MB))).toBeNull();
    expect(uploadRefusal(picked('application/pdf', 1000))).toBe(MEDIA_LIMITS.image.wrongType);
  });

  it("says how far it is in Indonesian: 'Memperkecil foto… 42%'", () => {
    expect(shrinkingText(42)).toBe('Memperkecil foto… 42%');
    expect(shrinkingText(41.6)).toBe('Memperkecil foto… 42%');
    expect(shrinkingText(0)).toBe('Memperkecil foto… 0%');
    expect(shrinkingText(130)).toBe('Memperkecil foto… 100%');
  });
});
