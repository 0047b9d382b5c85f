import type { ReactNode } from 'react';

/** One numbered step of the new invitation's form, a card titled by its heading. */
export function NewInvitationStep({
  id,
  number,
  title,
  children,
}: {
  id: string;
  number: number;
  title: string;
  children: ReactNode;
}) {
  return (
    <section className="new-invitation__step ui-card" aria-labelledby={id}>
      <h2 id={id} className="new-invitation__step-title">
        <span aria-hidden="true">{number}</span> {title}
      </h2>
      {children}
    </section>
  );
}
