import type { CSSProperties, ReactNode } from 'react';

/** A small coloured label (plan, payment, status); the colour tints its background and text. */
export function Badge({ color, children }: { color: string; children: ReactNode }) {
  return (
    <span className="ui-badge" style={{ '--badge-color': color } as CSSProperties}>
      {children}
    </span>
  );
}
