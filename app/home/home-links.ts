/**
 * Where the home page leads: the web app's sign-up and sign-in pages (app/owner/owner-routes.tsx;
 * an owner already signed in on this device goes on to /invitation from both, so the page needs no
 * script for it), the theme catalogue and its demos, and the published invitations it shows.
 */
export const HOME_LINKS = {
  register: '/register',
  signIn: '/login',
  catalogue: '/demo',
} as const;

export const demoPath = (themeId: string) => `/demo/${themeId}`;
export const invitationPath = (slug: string) => `/${slug}`;
