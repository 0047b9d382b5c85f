import type { ReactNode } from 'react';
import { Button } from '../../ui/button';

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

/** While a list a step offers loads: 'loading', or 'failed' with a button that asks again. */
export function LoadingOrRetry({
  query,
  loading,
  failed,
}: {
  query: { isPending: boolean; isError: boolean; refetch: () => Promise<unknown> };
  loading: string;
  failed: string;
}) {
  return (
    <>
      {query.isPending && <p role="status">{loading}</p>}
      {query.isError && (
        <p className="ui-field__error" role="alert">
          {failed}{' '}
          <Button variant="ghost" onClick={() => void query.refetch()}>
            Coba Lagi
          </Button>
        </p>
      )}
    </>
  );
}
