// Placeholder until the page is built (issue 15).
export function Component() {
  return <main>Segera hadir</main>;
}
