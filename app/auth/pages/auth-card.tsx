import type { ReactNode } from 'react';
import { Link } from 'react-router';
import '../../ui/owner.css';
import './account-link-pages.css';

/** The frame of the sign-in and sign-up pages: the brand, a card, and the link to the other page. */
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
      <Link to="/demo" className="auth-page__brand">
        Undangan Digital
      </Link>
      <section className="auth-card" aria-labelledby="auth-title">
        <h1 id="auth-title">{title}</h1>
        <p className="auth-card__lead">{lead}</p>
        {children}
      </section>
      <p className="auth-page__footer">{footer}</p>
    </main>
  );
}
