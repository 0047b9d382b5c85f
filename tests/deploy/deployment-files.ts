import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parse } from 'yaml';

/**
 * The deployment kit's files as data, for tests/deploy/deployment-kit.test.ts: the Dockerfile's
 * stages and instructions, compose.yaml (anchors and merge keys resolved, `${...}` filled in as
 * compose would), and deploy/haproxy.cfg's sections.
 */

export const ROOT = resolve(import.meta.dirname, '..', '..');
export const readText = (path: string) => readFileSync(join(ROOT, path), 'utf8');

export type Instruction = { keyword: string; args: string };
export type Stage = { from: string; name?: string; instructions: Instruction[] };

/** The Dockerfile's stages, each with its instructions (continued lines joined, comments left out). */
export function dockerfileStages(text: string): Stage[] {
  const lines = text
    .replace(/\\\r?\n/g, ' ')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
  const stages: Stage[] = [];
  for (const line of lines) {
    const [, keyword = '', args = ''] = /^(\S+)\s*(.*)$/.exec(line) ?? [];
    if (keyword.toUpperCase() === 'FROM') {
      const [from = '', as, name] = args.split(/\s+/);
      stages.push({ from, name: as?.toUpperCase() === 'AS' ? name : undefined, instructions: [] });
    } else {
      stages.at(-1)?.instructions.push({ keyword: keyword.toUpperCase(), args: args.replace(/\s+/g, ' ') });
    }
  }
  return stages;
}

/** The stage's instructions of one kind. */
export const instructions = (stage: Stage, keyword: string) =>
  stage.instructions.filter((instruction) => instruction.keyword === keyword).map((instruction) => instruction.args);

/** The variables a stage's ENV instructions set (`ENV A=1 B=2`, or the old `ENV A 1`). */
export function stageEnv(stage: Stage): Record<string, string> {
  const env: Record<string, string> = {};
  for (const args of instructions(stage, 'ENV')) {
    if (!args.includes('=')) {
      const [name = '', ...value] = args.split(' ');
      env[name] = value.join(' ');
      continue;
    }
    for (const [, name = '', quoted, plain] of args.matchAll(/(\w+)=(?:"([^"]*)"|(\S*))/g)) {
      env[name] = quoted ?? plain ?? '';
    }
  }
  return env;
}

/** HEALTHCHECK's command (the JSON exec form after its options). */
export function healthcheckCommand(stage: Stage): string[] {
  const [args] = instructions(stage, 'HEALTHCHECK');
  const json = /\bCMD\s+(\[.*\])\s*$/.exec(args ?? '')?.[1];
  if (!json) throw new Error(`HEALTHCHECK has no CMD in the exec form: ${args}`);
  return JSON.parse(json) as string[];
}

export type ComposeService = {
  image?: string;
  build?: unknown;
  command?: string[];
  environment?: Record<string, string | number | boolean> | string[];
  networks?: string[] | Record<string, unknown>;
  depends_on?: Record<string, { condition?: string }> | string[];
  ports?: string[];
  volumes?: string[];
  profiles?: string[];
};
export type Compose = {
  services: Record<string, ComposeService>;
  networks?: Record<string, { ipam?: { config?: { subnet?: string }[] } } | null>;
};

/** compose.yaml as compose reads it: anchors, aliases and `<<` merge keys resolved. */
export const readCompose = (): Compose => parse(readText('compose.yaml'), { merge: true }) as Compose;

/**
 * A value with compose's interpolation done: `${X:-default}` is the default, `${X:?message}` and `${X}`
 * the variable from `given` (a stand-in for the operator's secrets), `$$` a dollar.
 */
export function interpolate(value: string, given: Record<string, string>): string {
  return value
    .replace(/\$\{(\w+)(?::?([-?])([^}]*))?\}/g, (_, name: string, kind?: string, rest?: string) => {
      if (given[name] !== undefined) return given[name];
      if (kind === '-') return rest ?? '';
      throw new Error(`compose.yaml needs ${name} and the test gives none`);
    })
    .replaceAll('$$', '$');
}

/** A service's environment as a map, its values interpolated. */
export function serviceEnv(service: ComposeService, given: Record<string, string>): Record<string, string> {
  const raw = service.environment ?? {};
  const entries = Array.isArray(raw)
    ? raw.map((item) => {
        const [name = '', ...value] = item.split('=');
        return [name, value.join('=')] as const;
      })
    : Object.entries(raw).map(([name, value]) => [name, String(value)] as const);
  return Object.fromEntries(entries.map(([name, value]) => [name, interpolate(value, given)]));
}

/** The names of a service's networks. */
export const serviceNetworks = (service: ComposeService) =>
  Array.isArray(service.networks) ? service.networks : Object.keys(service.networks ?? {});

/** A service's depends_on as name -> condition. */
export function dependsOn(service: ComposeService): Record<string, string> {
  const raw = service.depends_on ?? {};
  if (Array.isArray(raw)) return Object.fromEntries(raw.map((name) => [name, 'service_started']));
  return Object.fromEntries(Object.entries(raw).map(([name, { condition }]) => [name, condition ?? 'service_started']));
}

/** haproxy.cfg's sections by their header (`defaults`, `frontend web`, `backend app`), each its lines. */
export function haproxySections(text: string): Record<string, string[]> {
  const sections: Record<string, string[]> = {};
  let current: string[] | undefined;
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.replace(/#.*$/, '').trimEnd();
    if (line.trim() === '') continue;
    if (!/^\s/.test(line)) {
      current = sections[line.trim().replace(/\s+/g, ' ')] = [];
    } else {
      current?.push(line.trim().replace(/\s+/g, ' '));
    }
  }
  return sections;
}
