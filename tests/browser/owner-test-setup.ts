import { inject } from 'vitest';
import { phoneForThisFile } from './chromium';
import { createInvitation, openOwnerPage, registerOwner, type TestOwner } from './owner-session';

/**
 * What an owner's test file sets up first: the product's address (global-setup.ts), one phone for the
 * file (phoneForThisFile) and a way to open an owner's page on it, signed in.
 */
export function ownerPhoneForThisFile() {
  const baseUrl = inject('baseUrl');
  const phone = phoneForThisFile();
  const ownerPage = (owner: TestOwner, path: string) => openOwnerPage(phone(), baseUrl, owner, path);
  return { baseUrl, phone, ownerPage };
}

/** A new owner named `name` (registerOwner) with an invitation made of `body` (createInvitation). */
export async function ownerWithInvitation(baseUrl: string, name: string, body: Record<string, unknown> = {}) {
  const owner = await registerOwner(baseUrl, name);
  const invitation = await createInvitation(baseUrl, owner, body);
  return { owner, ...invitation };
}
