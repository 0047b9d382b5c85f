import { vi } from 'vitest';

/**
 * The unit files share their worker's modules (`isolate: false` in vitest.config.ts): a fresh worker
 * per file loaded React, jsdom, Fastify and PGlite again each time, most of a file's time on a 2-core
 * machine. The project's own modules are still evaluated afresh for each file (so a file's
 * `vi.mock`, a harness's hooks and a module's state start anew), only the packages stay loaded.
 */
vi.resetModules();
