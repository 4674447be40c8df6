import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import argon2 from 'argon2';
import autocannon from 'autocannon';
import { serverCommand } from './server-command.js';

const ADMIN = { email: 'admin@example.com', password: 'bench-password-1' };
const STATIC_TOKEN = 'auth-bench-static-token';
const DURATION = Number(process.env.BENCH_DURATION ?? 10);

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
}

/** Median time of `runs` calls of `work`, in ms. */
async function median(runs: number, work: () => Promise<unknown>): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await work();
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b)[Math.floor(runs / 2)]!;
}

async function load(
  url: string,
  init: { method: 'GET' | 'POST'; headers?: Record<string, string>; body?: string },
  connections: number,
): Promise<Figures> {
  const result = await autocannon({
    url,
    connections,
    duration: DURATION,
    method: init.method,
    headers: init.headers ?? {},
    ...(init.body ? { body: init.body } : {}),
  });
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, non2xx: result.non2xx + result.errors };
}

async function waitForPong(base: string): Promise<void> {
  const started = performance.now();
  for (;;) {
    try {
      if ((await (await fetch(`${base}/server/ping`)).text()) === 'pong') return;
    } catch {
      // not listening yet
    }
    if (performance.now() - started > 30_000) throw new Error('server did not answer within 30 s');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * Sign-in throughput of the built server on SQLite (a child process, so the load generator does not
 * share its event loop), the requests per second a signed-in client gets with a cached JWT and with
 * a static token, and the time of one argon2id hash and verify. Prints figures; asserts nothing.
 */
export async function runAuthBench(): Promise<void> {
  const hash = await argon2.hash(ADMIN.password, { type: argon2.argon2id });
  const hashMs = await median(5, () => argon2.hash(ADMIN.password, { type: argon2.argon2id }));
  const verifyMs = await median(5, () => argon2.verify(hash, ADMIN.password));

  const dataDir = mkdtempSync(join(tmpdir(), 'tessera-auth-bench-'));
  const port = 20_000 + Math.floor(Math.random() * 2_000);
  const base = `http://127.0.0.1:${port}`;
  const start = serverCommand(['start']);
  const child = spawn(start.command, start.args, {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      DB_FILENAME: join(dataDir, 'tessera.db'),
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'error',
      // The benches saturate the server on purpose; the pressure limiter exists to refuse exactly that.
      PRESSURE_LIMITER_ENABLED: 'false',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      // Measured here is the work of a sign-in, not the limiter that would stop this load.
      LOGIN_RATE_LIMIT_ENABLED: 'false',
    },
    stdio: 'ignore',
  });
  try {
    await waitForPong(base);
    const json = { 'content-type': 'application/json' };
    const login = await fetch(`${base}/auth/login`, { method: 'POST', headers: json, body: JSON.stringify(ADMIN) });
    const { access_token } = ((await login.json()) as { data: { access_token: string } }).data;
    await fetch(`${base}/users/me`, {
      method: 'PATCH',
      headers: { ...json, authorization: `Bearer ${access_token}` },
      body: JSON.stringify({ token: STATIC_TOKEN }),
    });

    const publicPing = await load(`${base}/server/ping`, { method: 'GET' }, 20);
    const withJwt = await load(`${base}/users/me?fields=id`, { method: 'GET', headers: { authorization: `Bearer ${access_token}` } }, 20);
    const withStatic = await load(
      `${base}/users/me?fields=id`,
      { method: 'GET', headers: { authorization: `Bearer ${STATIC_TOKEN}` } },
      20,
    );
    // Last: sign-ins still hashing when the run ends would otherwise slow the runs after it.
    const signIn = await load(`${base}/auth/login`, { method: 'POST', headers: json, body: JSON.stringify(ADMIN) }, 10);

    const line = (name: string, figures: Figures) =>
      `  ${name.padEnd(40)} ${figures.rps.toFixed(0).padStart(7)} req/s   p50 ${String(figures.p50).padStart(4)} ms   p99 ${String(figures.p99).padStart(4)} ms${figures.non2xx ? `   (${figures.non2xx} non-2xx)` : ''}`;
    console.log(`auth on SQLite, ${DURATION} s per run`);
    console.log(`  argon2id hash: median ${hashMs.toFixed(1)} ms; verify: median ${verifyMs.toFixed(1)} ms`);
    console.log(line('GET /server/ping, no token', publicPing));
    console.log(line('GET /users/me, JWT (cached)', withJwt));
    console.log(line('GET /users/me, static token (cached)', withStatic));
    console.log(line('POST /auth/login (10 connections)', signIn));
    console.log('  (sign-in is bound by argon2: about one verify per libuv thread at a time)');
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await runAuthBench();
