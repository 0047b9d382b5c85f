// `npm start`: builds the web app and the server when their sources changed since their last build
// (scripts/start-stamps.mjs), then runs the compiled server (dist-server/main.js) in this process,
// with node alone.
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { BUILDS, buildIfChanged, viteBuild } from './start-stamps.mjs';

const root = resolve(import.meta.dirname, '..');
await Promise.all(BUILDS.map((build) => buildIfChanged(root, build, (changed) => viteBuild(root, changed))));
await import(pathToFileURL(join(root, 'dist-server', 'main.js')).href);
