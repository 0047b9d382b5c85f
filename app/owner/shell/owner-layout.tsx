import { Outlet, ScrollRestoration } from 'react-router';
import { requireOwner } from '../../auth/sign-in-redirect';
import { BrandHomeLink } from '../../ui/brand-mark';
import '../../ui/owner.css';
import { AccountMenu } from './account-menu';
import { VerifyEmailBanner } from './verify-email-banner';

export const loader = requireOwner;

/**
 * Every owner page: the top bar (the product's mark and name, a link to the home page; the account
 * menu, with the way back to the invitation list) and, until the e-mail is verified, its banner
 * above the page. Signed-in owners only. Each page opens at its top (the dashboard after "Buat
 * Undangan" too, not where the long form was scrolled); Back returns to where the page was left.
 */
export function Component() {
  return (
    <div className="owner-app">
      <header className="owner-topbar">
        <BrandHomeLink className="owner-topbar__brand" />
        <AccountMenu />
      </header>
      <VerifyEmailBanner />
      <Outlet />
      <ScrollRestoration />
    </div>
  );
}
