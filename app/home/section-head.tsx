import type { ReactNode } from 'react';

/** A section's kicker, heading (named by `id`) and lead, centred above its content. */
export function SectionHead({
  id,
  kicker,
  title,
  children,
}: {
  id: string;
  kicker: string;
  title: string;
  children?: ReactNode;
}) {
  return (
    <div className="home-section__head">
      <p className="home-kicker">{kicker}</p>
      <h2 id={id} className="home-section__title">
        {title}
      </h2>
      {children && <p className="home-section__lead">{children}</p>}
    </div>
  );
}
