// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../app/api/client';
import { loadDemoInvitation, loadPublicInvitation, PageLoadError } from '../../app/guest/pages/invitation-loaders';
import { sampleInvitation } from '../../engine/demo/sample-invitation';
import { NOW } from '../helpers';

vi.mock('../../renderers/themes/load-theme', () => ({
  loadTheme: async (theme: string) => (theme === 'floral-whimsy' ? { id: 'floral-whimsy' } : undefined),
}));

afterEach(() => vi.restoreAllMocks());

const page = sampleInvitation('floral-whimsy', NOW);

describe('the guest loaders, plain (the router wraps their errors)', () => {
  it('loads a published invitation and its theme', async () => {
    const loaded = await loadPublicInvitation(() => Promise.resolve(page));
    expect(loaded.page).toBe(page);
    expect(loaded.manifest).toEqual({ id: 'floral-whimsy' });
  });

  it("answers the API's 404 and 410 as a PageLoadError of that status, other failures as they are", async () => {
    for (const status of [404, 410] as const) {
      const failure = loadPublicInvitation(() => Promise.reject(new ApiError(status, 'Tidak ada')));
      await expect(failure).rejects.toBeInstanceOf(PageLoadError);
      await expect(failure).rejects.toMatchObject({ status, message: 'Tidak ada' });
    }
    const lost = new ApiError(0, 'Koneksi terputus');
    await expect(loadPublicInvitation(() => Promise.reject(lost))).rejects.toBe(lost);
    await expect(loadPublicInvitation(() => Promise.reject(new ApiError(500, 'Rusak')))).rejects.not.toBeInstanceOf(
      PageLoadError,
    );
  });

  it('answers 404 for a theme that does not exist, published or in the demo', async () => {
    const other = { ...page, invitation: { ...page.invitation, theme: 'tidak-ada' } };
    await expect(loadPublicInvitation(() => Promise.resolve(other))).rejects.toMatchObject({ status: 404 });
    await expect(loadDemoInvitation('tidak-ada')).rejects.toMatchObject({ status: 404 });
  });
});
