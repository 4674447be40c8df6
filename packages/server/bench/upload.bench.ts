import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serverCommand } from './server-command.js';

const TOTAL = 1024 ** 3;
const CHUNK = 1024 * 1024;
const ADMIN = { email: 'admin@example.com', password: 'bench-password-1' };

/** Resident set size of a process in bytes, from /proc (Linux), or null when it is gone. */
function rssOf(pid: number): number | null {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) * 1024 : null;
  } catch {
    return null;
  }
}

async function waitForPong(url: string): Promise<void> {
  const started = performance.now();
  for (;;) {
    try {
      if ((await (await fetch(`${url}/server/ping`)).text()) === 'pong') return;
    } catch {
      // not listening yet
    }
    if (performance.now() - started > 30_000) throw new Error('server did not answer within 30 s');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * Sends one multipart upload of `TOTAL` bytes made on the fly (the bench holds one 1 MB chunk), as a
 * chunked request, and answers the server's status and body.
 */
function uploadGenerated(url: string, token: string): Promise<{ status: number; body: string }> {
  const boundary = `bench${Date.now()}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="title"\r\n\r\nBench upload\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.bin"\r\nContent-Type: application/octet-stream\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const chunk = Buffer.alloc(CHUNK, 0x61);
  return new Promise((resolve, reject) => {
    const req = request(`${url}/files?fields=id,filesize`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    req.on('response', (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (text: string) => (body += text));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    let sent = 0;
    const pump = () => {
      while (sent < TOTAL) {
        sent += CHUNK;
        if (!req.write(chunk)) return void req.once('drain', pump);
      }
      req.end(tail);
    };
    req.write(head);
    pump();
  });
}

/** `1 GB upload: server peak RSS`: a 1 GB multipart upload to a Tessera process, its RSS sampled every 20 ms (issue 27 target: under 200 MB). */
export async function runUploadBench(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'tessera-bench-upload-'));
  const port = 20_000 + Math.floor(Math.random() * 2_000);
  const url = `http://127.0.0.1:${port}`;
  const start = serverCommand(['start']);
  const child = spawn(start.command, start.args, {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      DB_FILENAME: join(dataDir, 'tessera.db'),
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'error',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      PRESSURE_LIMITER_ENABLED: 'false',
    },
    stdio: 'ignore',
  });
  try {
    await waitForPong(url);
    const login = await fetch(`${url}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    const token = ((await login.json()) as { data: { access_token: string } }).data.access_token;
    const before = rssOf(child.pid!) ?? 0;
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, rssOf(child.pid!) ?? 0)), 20);
    const started = performance.now();
    const result = await uploadGenerated(url, token);
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    const size = (JSON.parse(result.body) as { data?: { filesize?: number } }).data?.filesize;
    if (result.status !== 200 || size !== TOTAL) throw new Error(`upload answered ${result.status}: ${result.body.slice(0, 300)}`);
    const mb = (bytes: number) => `${(bytes / 1024 ** 2).toFixed(0)} MB`;
    console.log(`1 GB upload: server peak RSS ${mb(peak)} (target < 200 MB; ${mb(before)} before the upload)`);
    console.log(`  ${(TOTAL / 1024 ** 2 / seconds).toFixed(0)} MB/s, ${seconds.toFixed(1)} s, via ${start.label}`);
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await runUploadBench();
