import { serve } from './serve';

// The server as its own program (`node dist-server/main.js`, `tsx server/main.ts`); `npm start` calls
// serve() itself, with what it is still building (scripts/start.mjs).
await serve();
