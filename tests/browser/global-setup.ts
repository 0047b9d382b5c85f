import type { TestProject } from 'vitest/node';
import { build } from 'vite';
import { buildApp } from '../../server/app';

/** Builds the web app once, serves it on a free loopback port, and tells the tests where. */
export default async function setup(project: TestProject) {
  await build({ configFile: 'vite.config.ts', logLevel: 'warn' });
  const app = await buildApp();
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  project.provide('baseUrl', address);
  return async () => {
    await app.close();
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}
