import type { Plugin } from 'vite';

/**
 * The modules the guest's light start imports statically from `entry`, directly or through others:
 * what its page runs before the first tap. Filled once the module graph is complete (`buildEnd`),
 * before the bundler splits chunks, so a chunk group's test can ask `has(id)`.
 *
 * Why: the invitation kit (vite.config.ts) was a list of folders, and a module in them that only the
 * owner's pages or a later chunk import statically still went into the kit, which every guest loads
 * before the first tap: qrcode.react (16 KB, the QR dialog's, which the guest's page imports
 * dynamically after the tap, but the owner's e-invitation card statically) and the venue's greeting
 * screen with its request schemas. The build fails if the entry is not in the graph (a renamed file
 * must not silently empty the kit).
 */
export function guestStartReach(entry: RegExp): { plugin: Plugin; has: (id: string) => boolean } {
  const reached = new Set<string>();
  const plugin: Plugin = {
    name: 'guest-start-reach',
    apply: 'build',
    buildEnd(error) {
      if (error) return;
      const start = [...this.getModuleIds()].find((id) => entry.test(id));
      if (!start) return this.error(`no module matches ${entry} (scripts/vite/guest-start-reach.ts)`);
      reached.clear();
      const queue = [start];
      for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
        if (reached.has(id)) continue;
        reached.add(id);
        queue.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    },
  };
  return { plugin, has: (id) => reached.has(id) };
}
