import type { ReactNode } from 'react';
import { BrandHomeLink } from '../../ui/brand-mark';
import '../../ui/owner.css';
import './account-link-pages.css';

/** The frame of the sign-in and sign-up pages: the brand (a link to the home page), a card, and the link to the other page. */
export function AuthCard({
  title,
  lead,
  children,
  footer,
}: {
  title: string;
  lead: string;
  children: ReactNode;
  footer: ReactNode;
}) {
  return (
    <main className="auth-page">
      <BrandHomeLink className="auth-page__brand" size={40} />
      <section className="auth-card" aria-labelledby="auth-title">
        <h1 id="auth-title">{title}</h1>
        <p className="auth-card__lead">{lead}</p>
        {children}
      </section>
      <p className="auth-page__footer">{footer}</p>
    </main>
  );
}
