import { vi } from 'vitest';

/**
 * The unit files share their worker (`isolate: false` in vitest.config.ts): a fresh worker per file
 * loaded React, jsdom, Fastify and PGlite again each time, most of a file's time on a 2-core machine.
 * So that no file sees what another left, each file starts with the project's own modules evaluated
 * afresh (a file's `vi.mock`, a harness's hooks and a module's state start anew; only the packages
 * stay loaded) and, where it runs in jsdom, the shared document, storage and address emptied.
 */
vi.resetModules();

if (typeof document !== 'undefined') {
  const html = document.documentElement;
  for (const { name } of [...html.attributes]) html.removeAttribute(name);
  for (const { name } of [...document.body.attributes]) document.body.removeAttribute(name);
  document.head.replaceChildren();
  document.body.replaceChildren();
  document.title = '';
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
}
