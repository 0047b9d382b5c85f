import { Button } from './button';

/** While what a page or a step shows loads: 'loading', or 'failed' with a button that asks again. */
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
