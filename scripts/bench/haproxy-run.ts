import { spawn, type ChildProcess } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';

/**
 * HAProxy (Debian's package) in front of the benchmark's server processes, as deploy/haproxy.cfg puts
 * it in front of a deployment (the same keep-alive, checks on /readyz and retries: a connection
 * that fails is tried on the other process, a GET also after an empty answer or a 503, a write
 * never twice). Two frontends: `both` balances over every process, `one` sends everything to the first.
 */
export type Haproxy = { both: string; one: string; stop: () => void; upServers: () => Promise<string[]> };

export async function startHaproxy(
  folder: string,
  ports: { both: number; one: number },
  backends: number[],
): Promise<Haproxy> {
  const stats = join(folder, 'haproxy.sock');
  const servers = backends.map(
    (port, n) => `  server app${n + 1} 127.0.0.1:${port} check inter 300ms fall 2 rise 1 maxconn 200`,
  );
  const config = [
    'global',
    `  stats socket ${stats} level admin`,
    '  maxconn 4000',
    'defaults',
    '  mode http',
    '  timeout connect 2s',
    '  timeout client 30s',
    '  timeout server 30s',
    '  timeout tunnel 1h',
    '  option http-keep-alive',
    '  http-reuse safe',
    '  retries 3',
    '  option redispatch 1',
    '  retry-on conn-failure empty-response 503',
    '  option httpchk GET /readyz',
    '  http-check expect status 200',
    '  option forwardfor',
    `frontend both`,
    `  bind 127.0.0.1:${ports.both}`,
    '  default_backend apps',
    `frontend one`,
    `  bind 127.0.0.1:${ports.one}`,
    '  default_backend first',
    'backend apps',
    '  balance roundrobin',
    // As deploy/haproxy.cfg: a write is never sent twice.
    '  http-request disable-l7-retry unless METH_GET',
    ...servers,
    'backend first',
    '  http-request disable-l7-retry unless METH_GET',
    servers[0]!,
    '',
  ].join('\n');
  const file = join(folder, 'haproxy.cfg');
  writeFileSync(file, config);
  const child: ChildProcess = spawn('haproxy', ['-f', file, '-db'], { stdio: ['ignore', 'ignore', 'pipe'] });
  process.once('exit', () => child.kill('SIGKILL'));
  child.stderr?.on('data', (chunk: Buffer) => {
    const text = chunk.toString();
    if (/ALERT|\[error\]/i.test(text)) process.stderr.write(`haproxy: ${text}`);
  });
  const ask = (command: string) =>
    new Promise<string>((resolve, reject) => {
      const socket = connect(stats);
      let answer = '';
      socket.on('data', (chunk) => (answer += chunk.toString()));
      socket.on('end', () => resolve(answer));
      socket.on('error', reject);
      socket.end(`${command}\n`);
    });
  const upServers = async () =>
    (await ask('show stat'))
      .split('\n')
      .map((line) => line.split(','))
      .filter((fields) => fields[0] === 'apps' && fields[1]?.startsWith('app') && fields[17] === 'UP')
      .map((fields) => fields[1]!);
  // Up once every backend passed its first check.
  for (let tries = 0; tries < 200; tries++) {
    const up = await upServers().catch(() => []);
    if (up.length === backends.length) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    both: `http://127.0.0.1:${ports.both}`,
    one: `http://127.0.0.1:${ports.one}`,
    stop: () => child.kill('SIGTERM'),
    upServers,
  };
}
