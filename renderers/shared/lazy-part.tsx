import { Component, lazy, Suspense, useCallback, useEffect, useState, type ComponentType, type ReactNode } from 'react';

type Loader<P> = () => Promise<{ default: ComponentType<P> }>;

type BoundaryProps = { failed: (retry: () => void) => ReactNode; onRetry: () => void; children: ReactNode };

/** Catches the failed load of a lazy part (and only what its children throw) and offers a retry. */
class LoadFailureBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  private retry = () => {
    this.setState({ failed: false });
    this.props.onRetry();
  };
  override render() {
    return this.state.failed ? this.props.failed(this.retry) : this.props.children;
  }
}

type Props<P> = {
  /** The part's chunk, e.g. `() => import('./rsvp-qr-code')`; a function defined once, outside render. */
  load: Loader<P>;
  props: P;
  /** Shown while the chunk loads. */
  pending: ReactNode;
  /** Shown when it could not load (a slow or broken connection), with the way to try again. */
  failed: (retry: () => void) => ReactNode;
};

/**
 * A part of the page whose code arrives in its own chunk. On a bad connection the chunk may fail to
 * arrive: the part then shows `failed` instead of taking the whole invitation down with it, and a
 * retry fetches it again.
 */
export function LazyPart<P extends object>({ load, props, pending, failed }: Props<P>) {
  const [Part, setPart] = useState(() => lazy(load));
  const retry = useCallback(() => setPart(() => lazy(load)), [load]);
  return (
    <LoadFailureBoundary failed={failed} onRetry={retry}>
      <Suspense fallback={pending}>
        <Part {...props} />
      </Suspense>
    </LoadFailureBoundary>
  );
}

/**
 * Shows `children` and calls `retry` once, on the guest's next touch or key press or when the phone
 * comes back online: for parts the page can do without for a while.
 */
export function RetryOnNextTouch({ retry, children }: { retry: () => void; children: ReactNode }) {
  useEffect(() => {
    const events = ['pointerdown', 'keydown', 'online'] as const;
    const once = () => {
      for (const type of events) window.removeEventListener(type, once);
      retry();
    };
    for (const type of events) window.addEventListener(type, once);
    return () => {
      for (const type of events) window.removeEventListener(type, once);
    };
  }, [retry]);
  return <>{children}</>;
}

/** What a lazy part shows when it failed to load: why, in the guest's words, and a retry button. */
export function LoadFailed({
  className,
  message,
  retryLabel,
  retry,
}: {
  className: string;
  message: string;
  retryLabel: string;
  retry: () => void;
}) {
  return (
    <div className={className} role="alert">
      <p className="field-error">{message}</p>
      <button type="button" className="button button--ghost" onClick={retry}>
        {retryLabel}
      </button>
    </div>
  );
}
