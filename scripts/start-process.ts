import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { BUILDS, buildIfChanged, viteBuild } from './start-stamps.mjs';

export const root = resolve(import.meta.dirname, '..');

/** Starts a process in the project folder and resolves once its output matches `ready`. */
export function startProcess(command: string[], env: Record<string, string>, ready: RegExp): Promise<ChildProcess> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command[0] as string, command.slice(1), { cwd: root, env: { ...process.env, ...env } });
    child.stdout?.on('data', (chunk: Buffer) => {
      if (ready.test(chunk.toString())) resolvePromise(child);
    });
    child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(chunk));
    child.on('exit', (code) => reject(new Error(`${command.join(' ')} exited with ${code}`)));
  });
}

/** The compiled server, built when its sources changed: once per benchmark, however many servers it starts. */
let serverBuilt: Promise<boolean> | undefined;
function buildServer(): Promise<boolean> {
  const server = BUILDS.find((build) => build.outDir === 'dist-server');
  if (!server) throw new Error('scripts/start-stamps.mjs names no server build');
  return buildIfChanged(root, server, (build) => viteBuild(root, build));
}

/**
 * The app server as `npm start` runs it: the compiled server (dist-server/main.js, built first when its
 * sources changed, as scripts/start.mjs does) with node alone, on `port`, its data in `dataDir`. Not
 * through tsx: its loader and source maps cost a cached page about an eighth of its CPU time
 * (docs/performance.md), which no guest's server pays.
 */
export async function startServer(port: string, dataDir: string, env: Record<string, string> = {}) {
  await (serverBuilt ??= buildServer());
  return startProcess([process.execPath, 'dist-server/main.js'], { PORT: port, DATA_DIR: dataDir, ...env }, /berjalan/);
}

/** Builds the web app (a production build, as `npm run build`), so what is measured is the code as it is. */
export async function buildWebApp(): Promise<void> {
  console.log('building the web app (npm run build) …');
  const code = await new Promise((r) =>
    spawn('npx', ['vite', 'build'], { cwd: root, stdio: 'ignore', env: { ...process.env, NODE_ENV: 'production' } }).on(
      'exit',
      r,
    ),
  );
  if (code !== 0) throw new Error(`vite build exited with ${code}`);
}

/**
 * The servers of a benchmark that needs no web app: each started (startServer) in a data folder of
 * its own, beside a stand-in index.html (the server wants one), so nothing is built; `stop` ends them
 * and removes their folders.
 */
export function apiOnlyServers(name: string, sharedEnv: Record<string, string> = {}) {
  const staticDir = mkdtempSync(join(tmpdir(), `${name}-dist-`));
  writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>bench</title>');
  const folders = [staticDir];
  const servers: ChildProcess[] = [];
  return {
    start: async (port: number, env: Record<string, string>) => {
      const dataDir = mkdtempSync(join(tmpdir(), `${name}-`));
      folders.push(dataDir);
      servers.push(await startServer(String(port), dataDir, { STATIC_DIR: staticDir, ...sharedEnv, ...env }));
      return `http://127.0.0.1:${port}`;
    },
    stop: async () => {
      for (const server of servers) server.kill('SIGTERM');
      await new Promise((resolve) => setTimeout(resolve, 500));
      for (const folder of folders) rmSync(folder, { recursive: true, force: true });
    },
  };
}
