import { dirname, relative, resolve } from 'node:path';
import type { Plugin } from 'vite';

/**
 * `import.meta.dirname` of each source module as it was, in a bundle that puts them all in one file:
 * the bundle's own folder plus the way from there to the module's folder. The server finds its
 * migrations, the manifests and the built app from where its modules are (server/app.ts, ...).
 */
export function moduleDirname(): Plugin {
  let outDir = '';
  return {
    name: 'module-dirname',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    transform(code, id) {
      if (id.includes('/node_modules/') || !code.includes('import.meta.dirname')) return undefined;
      const way = relative(outDir, dirname(id)).split('\\').join('/');
      return {
        code: code.replaceAll('import.meta.dirname', `(import.meta.dirname + ${JSON.stringify(`/${way}`)})`),
        map: null,
      };
    },
  };
}
