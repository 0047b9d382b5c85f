import { useCallback, useSyncExternalStore } from 'react';

/** What a running machine offers its readers (an XState actor): its snapshot, and a call on each change. */
export type ReadableActor<Snapshot> = {
  getSnapshot: () => Snapshot;
  subscribe: (next: (snapshot: Snapshot) => void) => { unsubscribe: () => void };
};

/**
 * One value of a running machine's state, drawn again whenever it changes: @xstate/react's
 * useSelector for selectors that return a primitive or a part of the snapshot kept as it is (never a
 * new object). The renderers read their flows through it, so the guest's first screen imports no
 * XState: @xstate/react is one module that also holds the hooks which start machines, and with it
 * XState's interpreter (about 12 KB compressed) would load before the first tap.
 */
export function useActorValue<Snapshot, Value>(
  actor: ReadableActor<Snapshot>,
  select: (snapshot: Snapshot) => Value,
): Value {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const subscription = actor.subscribe(() => onChange());
      return () => subscription.unsubscribe();
    },
    [actor],
  );
  return useSyncExternalStore(subscribe, () => select(actor.getSnapshot()));
}
