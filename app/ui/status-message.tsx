/**
 * The outcome of a save, said in Indonesian: success politely (role=status), a failure at once
 * (role=alert). Nothing while idle.
 */
export function StatusMessage({ state }: { state: { kind: 'success' | 'error'; text: string } | null }) {
  if (!state) return null;
  return (
    <p className={`ui-status ui-status--${state.kind}`} role={state.kind === 'error' ? 'alert' : 'status'}>
      {state.text}
    </p>
  );
}
