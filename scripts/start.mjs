// `npm start`: builds the web app and the server when their sources changed since their last build and,
// meanwhile, the embedded database's template when a fresh data folder needs it (scripts/start-prepare.mjs).
// The compiled server (dist-server/serve.js) runs in this process, with node alone, as soon as it is
// built: it opens the database once the template is there and listens once the web app is built, so
// its own start overlaps the web app's build. The web app's compressed copies come after, at the lowest
// priority; until they are there, the server compresses those files itself (server/app.ts).
import { join, resolve } from 'node:path';
import process from 'node:process';
import { pathToFileURL } from 'node:url';
import { startPreparing } from './start-prepare.mjs';

const root = resolve(import.meta.dirname, '..');
const { built, template, compressed } = startPreparing(root, process.env);
// Copies that could not be made are tried again at the next start; this one goes on without them.
compressed.catch((error) => process.stderr.write(`${error.message}\n`));
await built['dist-server'];
const { serve } = await import(pathToFileURL(join(root, 'dist-server', 'serve.js')).href);
await serve({ template, webApp: built.dist });
