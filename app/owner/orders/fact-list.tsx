import type { ReactNode } from 'react';
import './fact-list.css';

/** One line of an order's facts: its name and its value. */
export type Fact = readonly [label: string, value: ReactNode];

/** An order's facts as a list of names and values (the waiting order, a receipt). */
export function FactList({ facts, className = '' }: { facts: readonly Fact[]; className?: string }) {
  return (
    <dl className={`order-facts ${className}`.trim()}>
      {facts.map(([label, value]) => (
        <div key={label} className="order-facts__row">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
