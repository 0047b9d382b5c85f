import { register } from 'node:module';

// The server as its own program (`node dist-server/main.js`, `tsx server/main.ts`); `npm start` calls
// serve() itself, with what it is still building (scripts/start.mjs). From its sources, `?raw` imports
// need the hooks Vite's build otherwise stands in for (server/raw-text-hooks.mjs).
if (import.meta.url.endsWith('.ts')) register('./raw-text-hooks.mjs', import.meta.url);
const { serve } = await import('./serve');
await serve();
