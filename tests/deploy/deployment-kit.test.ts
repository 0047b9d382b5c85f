import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENV_SCHEMA, loadConfig } from '../../server/config';
import serverBuild from '../../vite.server.config';
import { testServer, type TestServer } from '../server/harness';
import {
  dependsOn,
  dockerfileStages,
  healthcheckCommand,
  haproxySections,
  instructions,
  readCompose,
  readText,
  ROOT,
  serviceEnv,
  serviceNetworks,
  stageEnv,
  type Stage,
} from './deployment-files';

/**
 * The deployment kit (Dockerfile, compose.yaml, deploy/haproxy.cfg) held to the server: every setting
 * the containers are given is one server/config.ts reads, and loads; the app's port is the same in
 * every file; the probes are routes the server answers; the image builds in stages and runs as a user;
 * two app processes sit behind HAProxy after a migrate step. A variable renamed or a port changed in
 * one place only fails here.
 */

const SETTINGS = Object.keys(ENV_SCHEMA.properties);
/** Stand-ins for the operator's secrets, which compose.yaml requires (`${X:?...}`). */
const SECRETS = { POSTGRES_PASSWORD: 'rahasiadb', JWT_SECRET: 'j'.repeat(40), S3_SECRET_ACCESS_KEY: 'rahasias3' };

const stages = dockerfileStages(readText('Dockerfile'));
const runtime = stages.at(-1) as Stage;
const compose = readCompose();
const services = compose.services;
const haproxy = haproxySections(readText('deploy/haproxy.cfg'));
const packageJson = JSON.parse(readText('package.json')) as { scripts: Record<string, string> };

/** The services that run the app's image (built from the Dockerfile). */
const imageServices = Object.entries(services).filter(([, service]) => service.build !== undefined);
/** The app processes: the image with its own command (the server), not a one-off. */
const appNames = imageServices.filter(([, service]) => service.command === undefined).map(([name]) => name);
const appEnv = (name: string) => serviceEnv(services[name]!, SECRETS);

const backend = Object.entries(haproxy).find(([header]) => header.startsWith('backend '))?.[1] ?? [];
const frontend = Object.entries(haproxy).find(([header]) => header.startsWith('frontend '))?.[1] ?? [];
const defaults = haproxy.defaults ?? [];
/** haproxy's backend servers: name, host, port. */
const haproxyServers = backend
  .map((line) => /^server (\S+) ([^\s:]+):(\d+)/.exec(line))
  .filter((match) => match !== null)
  .map(([, name, host, port]) => ({ name, host, port: Number(port) }));

/** The port in an http URL (its default when none is written). */
const urlPort = (url: string) => Number(new URL(url).port || (url.startsWith('https:') ? 443 : 80));

/** The server build's entries (vite.server.config.ts), name -> source. */
const buildEntries = (serverBuild.build?.rolldownOptions?.input ?? {}) as Record<string, string>;

describe('the settings the containers are given', () => {
  it('are all ones server/config.ts reads (ENV_SCHEMA): in the Dockerfile and in every app-image service', () => {
    const given = [
      ...Object.keys(stageEnv(runtime)).map((name) => ['Dockerfile', name]),
      ...imageServices.flatMap(([service]) => Object.keys(appEnv(service)).map((name) => [service, name])),
    ];
    expect(given.length).toBeGreaterThan(10);
    expect(given.filter(([, name]) => !SETTINGS.includes(name!))).toEqual([]);
  });

  it('load: the image and an app service together make a configuration the server starts with', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'deploy-config-'));
    try {
      for (const app of appNames) {
        const config = loadConfig({ ...stageEnv(runtime), ...appEnv(app), DATA_DIR: dataDir });
        expect(config.host).toBe('0.0.0.0');
        expect(config.databaseUrl).toMatch(/^postgres:\/\/undangan:rahasiadb@db:5432\/undangan$/);
        expect(config.redisUrl).toBe('redis://redis:6379');
        expect(config.migrateOnStart).toBe(false);
        expect(config.trustProxy).toEqual([edgeSubnet()]);
        expect(config.s3).toMatchObject({ bucket: 'undangan', endpoint: 'http://s3:9000', forcePathStyle: true });
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('.env.example lists every setting', () => {
    const listed = new Set([...readText('.env.example').matchAll(/^(\w+)=/gm)].map(([, name]) => name));
    expect(SETTINGS.filter((name) => !listed.has(name))).toEqual([]);
  });

  it('the image sets production, every interface, and no migration at start', () => {
    expect(stageEnv(runtime)).toMatchObject({ NODE_ENV: 'production', HOST: '0.0.0.0', MIGRATE_ON_START: 'false' });
  });
});

/** The subnet of the network HAProxy shares with the apps. */
function edgeSubnet(): string {
  const shared = serviceNetworks(services.haproxy!).filter((network) =>
    appNames.every((app) => serviceNetworks(services[app]!).includes(network)),
  );
  expect(shared).toHaveLength(1);
  const subnet = compose.networks?.[shared[0]!]?.ipam?.config?.[0]?.subnet;
  expect(subnet).toBeDefined();
  return subnet!;
}

describe('one port for the app', () => {
  const port = Number(stageEnv(runtime).PORT);

  it('the Dockerfile listens, exposes and probes on it', () => {
    expect(port).toBeGreaterThan(0);
    expect(instructions(runtime, 'EXPOSE')).toEqual([String(port)]);
    const probe = healthcheckCommand(runtime).join(' ');
    const url = /https?:\/\/[^\s'"`)]+/.exec(probe)?.[0];
    expect(url).toBeDefined();
    expect(urlPort(url!)).toBe(port);
  });

  it('compose gives every app that port and HAProxy sends to it', () => {
    for (const app of appNames) expect(Number(appEnv(app).PORT)).toBe(port);
    expect(haproxyServers.length).toBeGreaterThan(0);
    for (const server of haproxyServers) expect(server.port).toBe(port);
  });

  it("HAProxy listens on the port compose publishes, and PUBLIC_URL's default names it", () => {
    const bind = frontend.map((line) => /^bind \S*:(\d+)/.exec(line)?.[1]).find(Boolean);
    const published = (services.haproxy?.ports ?? []).map((mapping) => mapping.split(':').map(Number));
    expect(published).toHaveLength(1);
    const [[host, container]] = published as [[number, number]];
    expect(container).toBe(Number(bind));
    for (const app of appNames) expect(urlPort(appEnv(app).PUBLIC_URL!)).toBe(host);
  });
});

describe('the probes', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await testServer();
  });
  afterAll(() => server.close());

  const healthPath = () => new URL(/https?:\/\/[^\s'"`)]+/.exec(healthcheckCommand(runtime).join(' '))![0]).pathname;
  const checkLine = () => backend.find((line) => line.startsWith('option httpchk'));

  it("the image's HEALTHCHECK asks /healthz (liveness), and the server answers it", async () => {
    expect(healthPath()).toBe('/healthz');
    expect((await server.app.inject({ url: healthPath() })).statusCode).toBe(200);
  });

  it("HAProxy's check asks /readyz (readiness) and wants 200, which the server answers", async () => {
    const [, method, path] = /^option httpchk (\w+) (\S+)/.exec(checkLine() ?? '') ?? [];
    expect([method, path]).toEqual(['GET', '/readyz']);
    expect(backend).toContain('http-check expect status 200');
    expect((await server.app.inject({ method: method as 'GET', url: path! })).statusCode).toBe(200);
  });
});

describe('the image', () => {
  it('builds in stages from a pinned node 20 image', () => {
    expect(stages.length).toBeGreaterThanOrEqual(2);
    for (const stage of stages) expect(stage.from).toMatch(/^node:20\.\d+\.\d+(-[\w.-]+)?$/);
  });

  it('builds the web app and the server in the build stage, from the lockfile', () => {
    const build = stages.find((stage) => stage.name === 'build')!;
    expect(instructions(build, 'RUN')).toEqual(expect.arrayContaining(['npm ci', 'npm run build:prod']));
    const script = packageJson.scripts['build:prod']!;
    expect(script).toMatch(/(^|&& )vite build( &&|$)/);
    expect(script).toContain('vite build --config vite.server.config.ts');
  });

  it('runs with the production packages only, as a user that is not root', () => {
    expect(instructions(runtime, 'RUN').some((run) => run.startsWith('npm ci --omit=dev'))).toBe(true);
    const [user] = instructions(runtime, 'USER').slice(-1);
    expect(user).toBeDefined();
    expect(user).not.toMatch(/^(root|0)(:|$)/);
  });

  it('runs the built server, an entry of the server build, as npm run start:prod does', () => {
    expect(JSON.parse(instructions(runtime, 'CMD')[0]!)).toEqual(['node', 'dist-server/main.js']);
    expect(buildEntries.main).toBe('server/main.ts');
    expect(packageJson.scripts['start:prod']).toMatch(/ node dist-server\/main\.js$/);
  });

  it('copies from the build stage what exists there, and the context holds what the build stage needs', () => {
    const built = ['dist', 'dist-server'];
    const copied = instructions(runtime, 'COPY')
      .filter((args) => args.startsWith('--from=build '))
      .flatMap((args) => args.split(' ').slice(1, -1))
      .map((path) => path.replace(/^\/app\//, ''));
    expect(copied.length).toBeGreaterThan(3);
    expect(copied.filter((path) => !built.includes(path) && !existsSync(join(ROOT, path)))).toEqual([]);
    const ignored = readText('.dockerignore')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== '' && !line.startsWith('#'));
    const topLevel = [...new Set(copied.filter((path) => !built.includes(path)).map((path) => path.split('/')[0]!))];
    expect(topLevel.filter((folder) => ignored.includes(folder))).toEqual([]);
    for (const secret of ['.env', 'node_modules', 'data', '.git']) expect(ignored).toContain(secret);
  });
});

describe('compose: two app processes behind HAProxy, after the migrations', () => {
  it('runs two app services, which are the servers HAProxy balances', () => {
    expect(appNames).toHaveLength(2);
    expect(haproxyServers.map((server) => server.host).sort()).toEqual([...appNames].sort());
    const waits = dependsOn(services.haproxy!);
    for (const app of appNames) expect(waits[app]).toBe('service_healthy');
    expect(services.haproxy?.volumes).toContain('./deploy/haproxy.cfg:/usr/local/etc/haproxy/haproxy.cfg:ro');
  });

  it("starts the apps once a one-off migrate step ran the migrations, with the server build's migrate entry", () => {
    const migrations = imageServices.filter(([, service]) => service.command !== undefined);
    expect(migrations.map(([name]) => name)).toEqual(['migrate']);
    const migrate = services.migrate!;
    expect(migrate.command).toEqual(['node', 'dist-server/migrate.js']);
    expect(buildEntries.migrate).toBe('scripts/db-migrate.ts');
    expect(existsSync(join(ROOT, buildEntries.migrate!))).toBe(true);
    expect(packageJson.scripts['db:migrate:prod']).toBe('node dist-server/migrate.js');
    expect(serviceEnv(migrate, SECRETS).DATABASE_URL).toBe(appEnv(appNames[0]!).DATABASE_URL);
    for (const app of appNames) expect(dependsOn(services[app]!).migrate).toBe('service_completed_successfully');
  });

  it('gives both apps the same settings: one database, one Redis, one secret, one bucket', () => {
    const [first, second] = appNames.map(appEnv);
    expect(second).toEqual(first);
    expect(first).toMatchObject({ JWT_SECRET: SECRETS.JWT_SECRET, S3_ENDPOINT: 'http://s3:9000' });
  });

  it('makes the bucket the apps upload to, on the store they reach', () => {
    const env = appEnv(appNames[0]!);
    const bucketCommand = services['s3-bucket']?.command ?? [];
    expect(bucketCommand.at(-1)).toBe(`s3/${env.S3_BUCKET}`);
    expect(new URL(env.S3_ENDPOINT!).hostname).toBe('s3');
    for (const app of appNames) expect(dependsOn(services[app]!)['s3-bucket']).toBe('service_completed_successfully');
  });

  it("backs PostgreSQL up with the database's own pg_dump, not started by `up`", () => {
    const backup = services.backup!;
    expect(backup.profiles).toEqual(['tools']);
    expect(backup.image).toBe(services.db?.image);
    expect(serviceEnv(backup, SECRETS).DATABASE_URL).toBe(appEnv(appNames[0]!).DATABASE_URL);
    expect(backup.command?.join(' ')).toContain('scripts/backup.sh');
  });
});

describe("deploy/haproxy.cfg: HAProxy's side", () => {
  it('keeps connections alive to the backends and reuses them safely', () => {
    expect(defaults).toEqual(expect.arrayContaining(['option http-keep-alive', 'http-reuse safe']));
  });

  it('retries 3 times, on another process', () => {
    expect(defaults).toContain('retries 3');
    expect(defaults.some((line) => /^option redispatch\b/.test(line))).toBe(true);
  });

  it('keeps upgraded connections (the guestbook websocket) open past the HTTP timeouts', () => {
    const tunnel = defaults.find((line) => line.startsWith('timeout tunnel '));
    expect(tunnel).toBeDefined();
    const server = defaults.find((line) => line.startsWith('timeout server '));
    const units: Record<string, number> = { ms: 0.001, s: 1, m: 60, h: 3600, d: 86_400 };
    const seconds = (line: string) => {
      const [, value = '0', unit = 'ms'] = /(\d+)(ms|s|m|h|d)?$/.exec(line) ?? [];
      return Number(value) * (units[unit] ?? 0);
    };
    expect(seconds(tunnel!)).toBeGreaterThan(seconds(server!));
  });

  it('checks every server (the default-server line) and never sends a write twice', () => {
    expect(backend.some((line) => line.startsWith('default-server ') && / check( |$)/.test(line))).toBe(true);
    expect(backend).toContain('http-request disable-l7-retry unless METH_GET');
  });
});
