/** Placeholder: built next (issue 10). */
export function Component() {
  return (
    <main className="owner-page">
      <h1 className="owner-page__title">Segera hadir</h1>
    </main>
  );
}
