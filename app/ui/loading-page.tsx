/** Shown while a page's code, theme and fonts load (a slow phone connection sees this first). */
export function LoadingPage() {
  return (
    <main className="app-message" aria-busy="true">
      <p>Memuat undangan…</p>
    </main>
  );
}
