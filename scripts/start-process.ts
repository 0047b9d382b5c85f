import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

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

/** The app server (server/main.ts) as its own process on `port`, with its data in `dataDir`. */
export function startServer(port: string, dataDir: string, env: Record<string, string> = {}) {
  return startProcess(
    [process.execPath, '--import', 'tsx', 'server/main.ts'],
    { PORT: port, DATA_DIR: dataDir, ...env },
    /berjalan/,
  );
}

/** Builds the web app unless dist/ has one. */
export async function ensureBuilt(): Promise<void> {
  if (existsSync(join(root, 'dist', 'index.html'))) return;
  console.log('building the web app first (npm run build) …');
  await new Promise((r) => spawn('npx', ['vite', 'build'], { cwd: root, stdio: 'ignore' }).on('exit', r));
}
