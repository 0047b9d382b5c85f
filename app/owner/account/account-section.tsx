import { useId, type ReactNode } from 'react';

/** One part of the account page: a card with its heading and what it is for; `danger` for deleting. */
export function AccountSection({
  title,
  lead,
  danger = false,
  children,
}: {
  title: string;
  lead?: ReactNode;
  danger?: boolean;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section className={`ui-card account-section${danger ? ' account-section--danger' : ''}`} aria-labelledby={id}>
      <h2 id={id} className="account-section__title">
        {title}
      </h2>
      {lead && <p className="account-section__lead">{lead}</p>}
      {children}
    </section>
  );
}
