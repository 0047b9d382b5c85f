import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../app/api/client';
import { uploadMedia } from '../../../app/api/media-calls';
import { shrinkImage } from '../../../app/forms/widgets/image-shrink';
import { imageToSend, sendImage } from '../../../app/forms/widgets/send-image';
import { MEDIA_LIMITS } from '../../../schemas/requests/media';

// The library needs a real browser's canvas (tests/browser/owner-photo-shrink.test.ts drives it);
// here the shrinking is a stand-in and the rules around it are what is checked.
vi.mock('../../../app/forms/widgets/image-shrink', () => ({ shrinkImage: vi.fn() }));
vi.mock('../../../app/api/media-calls', () => ({ uploadMedia: vi.fn() }));

const MB = 1024 * 1024;
const photo = (size: number, type = 'image/jpeg', name = 'IMG_0042.jpg') => {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

beforeEach(() => {
  vi.mocked(uploadMedia).mockImplementation(async (file) => ({ id: 'm1', url: '/media/m1.webp', bytes: file.size }));
});
afterEach(() => vi.clearAllMocks());

describe('an image on its way to the server', () => {
  it('goes as it is when within the limit, with nothing made smaller', async () => {
    const small = photo(2 * MB);
    const onShrinking = vi.fn();
    expect(await imageToSend(small, { onShrinking })).toBe(small);
    expect(shrinkImage).not.toHaveBeenCalled();
    expect(onShrinking).not.toHaveBeenCalled();
  });

  it('is made smaller when over the limit, with its progress, and the smaller one is uploaded', async () => {
    const smaller = photo(3 * MB);
    vi.mocked(shrinkImage).mockImplementation(async (_file, _plan, { onProgress } = {}) => {
      onProgress?.(42);
      return smaller;
    });
    const heard: (number | null)[] = [];
    const onProgress = vi.fn();
    const big = photo(12 * MB);
    const media = await sendImage(big, 'gallery', { onShrinking: (p) => heard.push(p), onProgress });
    expect(media.bytes).toBe(3 * MB);
    expect(vi.mocked(shrinkImage).mock.calls[0]![0]).toBe(big);
    expect(vi.mocked(shrinkImage).mock.calls[0]![1]).toMatchObject({ fileType: 'image/jpeg', preserveExif: false });
    expect(heard).toEqual([0, 42, null]);
    expect(vi.mocked(uploadMedia)).toHaveBeenCalledWith(smaller, 'gallery', { onProgress, signal: undefined });
  });

  it("is refused with the server's own 'Ukuran berkas maksimal 10 MB' when it stays too large, and never sent", async () => {
    vi.mocked(shrinkImage).mockResolvedValue(photo(10 * MB + 1));
    const failure = await sendImage(photo(30 * MB), 'cover').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(413);
    expect((failure as ApiError).message).toBe(MEDIA_LIMITS.image.tooLarge);
    expect(uploadMedia).not.toHaveBeenCalled();
  });

  it('says the same when the browser cannot redraw the picture, and forgets the progress', async () => {
    vi.mocked(shrinkImage).mockRejectedValue(new Error('canvas too large'));
    const heard: (number | null)[] = [];
    const failure = await imageToSend(photo(12 * MB), { onShrinking: (p) => heard.push(p) }).catch((e: unknown) => e);
    expect((failure as ApiError).message).toBe(MEDIA_LIMITS.image.tooLarge);
    expect(heard.at(-1)).toBeNull();
  });

  it('stops when the owner leaves: the abort goes through as an abort', async () => {
    const controller = new AbortController();
    vi.mocked(shrinkImage).mockImplementation(async () => {
      controller.abort();
      throw new DOMException('aborted', 'AbortError');
    });
    const failure = await sendImage(photo(12 * MB), 'gallery', { signal: controller.signal }).catch((e: unknown) => e);
    expect((failure as DOMException).name).toBe('AbortError');
    expect(uploadMedia).not.toHaveBeenCalled();
  });
});
