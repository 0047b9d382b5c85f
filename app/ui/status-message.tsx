/** The outcome StatusMessage says: a success, a failure, or nothing (idle). */
export type StatusState = { kind: 'success' | 'error'; text: string } | null;

/**
 * The outcome of a save, said in Indonesian: success politely (role=status), a failure at once
 * (role=alert). Nothing while idle.
 */
export function StatusMessage({ state }: { state: StatusState }) {
  if (!state) return null;
  return (
    <p className={`ui-status ui-status--${state.kind}`} role={state.kind === 'error' ? 'alert' : 'status'}>
      {state.text}
    </p>
  );
}
