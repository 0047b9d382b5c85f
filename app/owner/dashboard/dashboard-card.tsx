import type { ReactNode } from 'react';

/**
 * A card of the dashboard: its heading (`title`, by which screen readers name the card; `titleId`
 * is the heading's id, for links to it), then its content. `className` adds the card's own look.
 */
export function DashboardCard({
  title,
  titleId,
  className,
  children,
}: {
  title: string;
  titleId: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section
      className={className ? `ui-card dashboard-card ${className}` : 'ui-card dashboard-card'}
      aria-labelledby={titleId}
    >
      <h2 id={titleId} className="dashboard-card__title">
        {title}
      </h2>
      {children}
    </section>
  );
}
