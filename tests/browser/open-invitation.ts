import type { Page } from 'playwright-core';

/**
 * Opens a guest page's cover (its open button, whatever the theme's label) and waits until every
 * section is on the page: under the cover the app draws only the first screen, and the rest a section
 * a frame once the cover has slid away, the content marked busy meanwhile (themed-invitation.tsx).
 */
export async function openInvitation(page: Page): Promise<void> {
  await page.locator('.invitation-page .cover .cover__open').click();
  await page.locator('main.invitation-page__content:not([inert]):not([aria-busy])').waitFor({ state: 'attached' });
}
