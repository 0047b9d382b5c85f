import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * A page that can go no further (a failure, a console the account may not open): its heading, what
 * happened, and the way back to the owner's own invitations.
 */
export function WayBackCard({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <div className="auth-page">
      <section className="auth-card" aria-labelledby={titleId}>
        <h1 id={titleId}>{title}</h1>
        <p className="auth-card__lead">{children}</p>
        <Link className="ui-button ui-button--primary" to="/invitation">
          Kembali ke Undangan Saya
        </Link>
      </section>
    </div>
  );
}
