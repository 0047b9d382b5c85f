import { useId, type ReactNode } from 'react';
import './admin-page.css';

/** A console page: its heading, a line on what it is for, then its content. */
export function AdminPageFrame({ title, lead, children }: { title: string; lead?: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <main className="admin-page" aria-labelledby={titleId}>
      <h1 id={titleId} className="owner-page__title">
        {title}
      </h1>
      {lead && <p className="owner-page__lead">{lead}</p>}
      {children}
    </main>
  );
}
