// Node's module hooks for running the server from its TypeScript sources (`node --import tsx
// server/main.ts`): an import of `<file>?raw` answers the file's text, as Vite's build does for the
// compiled server (the home page inlines its stylesheets this way: app/home/home-styles.ts).
import { readFile } from 'node:fs/promises';
import { URL } from 'node:url';

export async function load(url, context, nextLoad) {
  if (!url.startsWith('file:') || !url.endsWith('?raw')) return nextLoad(url, context);
  const text = await readFile(new URL(url.slice(0, -'?raw'.length)), 'utf8');
  return { format: 'module', source: `export default ${JSON.stringify(text)};`, shortCircuit: true };
}
