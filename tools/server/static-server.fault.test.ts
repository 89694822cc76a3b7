/**
 * The static server under faults an operator meets: the site rebuilt while clients
 * load pages, clients that drop a connection mid-file, a file cut short while it is
 * sent, and a low descriptor limit.
 * The server runs as a child process under `ulimit -n 64`, so its open descriptors
 * can be counted in /proc/<pid>/fd; after each fault it must still answer, and its
 * descriptor count must come back to where it was before.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { mkdir, mkdtemp, rename, rm, truncate, unlink, writeFile } from 'node:fs/promises';
import { Agent, request } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeAll, afterAll, describe, expect, it } from 'vitest';

const SERVER = join(import.meta.dirname, 'static-server.mjs');
const FD_LIMIT = 64;
const PAGES = 10;
/** A page of 256 KB: its body takes several reads, so a rename can fall between them. */
const PAGE_BYTES = 256 * 1024;
/** Larger than the socket buffers on loopback, so a client that drops leaves the file half read. */
const BIG_BYTES = 16 * 1024 * 1024;
const BIG = '/tutorials/assets/video-AbCd1234.bin';

let root: string;
let server: Running | undefined;

const page = (n: number) => `<h1>Page ${n}</h1>${'<p>text</p>'.repeat(PAGE_BYTES / 11)}`;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'static-server-fault-'));
  await mkdir(join(root, 'assets'));
  await writeFile(join(root, 'index.html'), '<h1>Landing</h1>');
  await writeFile(join(root, '404.html'), '<h1>Page not found</h1>');
  await writeFile(join(root, 'assets/video-AbCd1234.bin'), Buffer.alloc(BIG_BYTES, 7));
  for (let n = 0; n < PAGES; n += 1) {
    await mkdir(join(root, `p${n}`));
    await writeFile(join(root, `p${n}/index.html`), page(n));
  }
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

afterEach(async () => {
  await server?.stop();
  server = undefined;
});

interface Running {
  pid: number;
  origin: string;
  alive: () => boolean;
  output: () => string;
  stop: () => Promise<void>;
}

async function freePort() {
  const probe = createServer();
  await new Promise<void>((done) => probe.listen(0, '127.0.0.1', done));
  const address = probe.address();
  await new Promise((done) => probe.close(done));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/** Starts tools/server/static-server.mjs over the fixture with at most FD_LIMIT descriptors. */
async function startServer(): Promise<Running> {
  const port = await freePort();
  const child: ChildProcess = spawn(
    'sh',
    ['-c', `ulimit -n ${FD_LIMIT} && exec "$0" "$@"`, process.execPath, SERVER, '--root', root, '--port', String(port)],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise((done) => child.once('exit', done));
  const origin = `http://127.0.0.1:${port}`;
  const running: Running = {
    pid: child.pid ?? 0,
    origin,
    alive: () => child.exitCode === null && child.signalCode === null,
    output: () => output,
    stop: async () => {
      if (running.alive()) child.kill('SIGKILL');
      await exited;
    },
  };
  for (let attempt = 0; ; attempt += 1) {
    if (!running.alive()) throw new Error(`the server exited at start:\n${output}`);
    const answer = await get(origin, '/tutorials/');
    if (answer.status === 200) break;
    if (attempt === 100) throw new Error(`the server did not answer within 10 s:\n${output}`);
    await new Promise((done) => setTimeout(done, 100));
  }
  return running;
}

const openDescriptors = (pid: number) => readdirSync(`/proc/${pid}/fd`).length;

/** The descriptor count once it is back at `baseline`, or what it still is after 5 s. */
async function settledDescriptors(pid: number, baseline: number) {
  const deadline = Date.now() + 5000;
  let count = openDescriptors(pid);
  while (count > baseline && Date.now() < deadline) {
    await new Promise((done) => setTimeout(done, 50));
    count = openDescriptors(pid);
  }
  return count;
}

interface Answer {
  status?: number;
  complete?: boolean;
  error?: string;
}

/** One GET on its own connection (no keep-alive, so no socket stays open on either side). */
function get(origin: string, path: string): Promise<Answer> {
  return new Promise((done) => {
    const req = request(origin + path, { agent: false, headers: { Connection: 'close' } }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () =>
        done({ status: res.statusCode, complete: bytes === Number(res.headers['content-length'] ?? bytes) }),
      );
      res.on('error', (error) => done({ status: res.statusCode, error: error.message }));
    });
    req.on('error', (error) => done({ error: error.message }));
    req.setTimeout(10_000, () => req.destroy(new Error('timed out')));
    req.end();
  });
}

/** A GET that hangs up as soon as the first piece of the body arrives. */
function getAndDrop(origin: string, path: string): Promise<void> {
  return new Promise((done) => {
    const req = request(origin + path, { agent: false }, (res) => {
      res.once('data', () => {
        req.destroy();
        done();
      });
      res.on('error', () => done());
    });
    req.on('error', () => done());
    req.setTimeout(10_000, () => req.destroy());
    req.end();
  });
}

/** Warms every path the faults use, then counts the server's descriptors. */
async function baselineOf(running: Running) {
  for (const path of ['/tutorials/p0', '/tutorials/missing', BIG]) await get(running.origin, path);
  // Steady once two counts 100 ms apart agree (the last connection's socket may still be closing).
  let count = openDescriptors(running.pid);
  for (let i = 0; i < 20; i += 1) {
    await new Promise((done) => setTimeout(done, 100));
    const next = openDescriptors(running.pid);
    if (next === count) break;
    count = next;
  }
  return count;
}

describe(`static server under faults (ulimit -n ${FD_LIMIT})`, () => {
  it('keeps serving while pages are renamed away and back and rewritten under 8 clients', async () => {
    server = await startServer();
    const running = server;
    const baseline = await baselineOf(running);
    const deadline = Date.now() + 1500;
    const answers: Answer[] = [];

    const client = async (id: number) => {
      for (let i = 0; i < 200 && Date.now() < deadline && running.alive(); i += 1) {
        answers.push(await get(running.origin, `/tutorials/p${(id + i) % PAGES}`));
      }
    };
    // What a rebuild does to the served folder: pages disappear (renamed away, deleted) and come back.
    const churn = async () => {
      for (let i = 0; i < 2000 && Date.now() < deadline && running.alive(); i += 1) {
        const n = i % PAGES;
        await rename(join(root, `p${n}`), join(root, `p${n}.old`));
        await new Promise((done) => setTimeout(done, 1));
        await rename(join(root, `p${n}.old`), join(root, `p${n}`));
        await unlink(join(root, `p${(n + 5) % PAGES}/index.html`));
        await writeFile(join(root, `p${(n + 5) % PAGES}/index.html`), page(n));
      }
    };
    await Promise.all([churn(), ...Array.from({ length: 8 }, (_, id) => client(id))]);

    expect(running.alive(), running.output()).toBe(true);
    const statuses = new Set(answers.map((answer) => answer.status ?? answer.error));
    expect([...statuses].sort()).toEqual([200, 404]);
    expect(answers.filter((answer) => answer.error || !answer.complete)).toEqual([]);
    expect(await get(running.origin, '/tutorials/p1')).toEqual({ status: 200, complete: true });
    expect(await settledDescriptors(running.pid, baseline)).toBe(baseline);
  });

  it('closes the file of every client that drops mid-file (300 drops of a 16 MB file)', async () => {
    server = await startServer();
    const running = server;
    const baseline = await baselineOf(running);
    for (let batch = 0; batch < 15 && running.alive(); batch += 1) {
      await Promise.all(Array.from({ length: 20 }, () => getAndDrop(running.origin, BIG)));
    }
    expect(running.alive(), running.output()).toBe(true);
    expect(await get(running.origin, BIG)).toEqual({ status: 200, complete: true });
    expect(await settledDescriptors(running.pid, baseline)).toBe(baseline);
  });

  it('cuts the response, instead of leaving the client waiting, when the file is cut short while it is sent', async () => {
    server = await startServer();
    const running = server;
    const file = join(root, 'assets/cut-AbCd1234.bin');
    await writeFile(file, Buffer.alloc(BIG_BYTES, 1));
    const baseline = await baselineOf(running);
    // A keep-alive connection: a body shorter than its Content-Length would leave it waiting for the rest.
    const agent = new Agent({ keepAlive: true });
    const outcome = await new Promise<string>((done) => {
      const req = request(`${running.origin}/tutorials/assets/cut-AbCd1234.bin`, { agent }, (res) => {
        res.once('data', () => {
          res.pause();
          void truncate(file, 1024).then(() => res.resume());
        });
        res.on('data', () => undefined);
        res.on('error', () => undefined);
        res.on('close', () => done(res.complete ? 'complete' : 'cut'));
      });
      req.on('error', () => done('cut'));
      req.setTimeout(3000, () => {
        done('still waiting after 3 s');
        req.destroy();
      });
      req.end();
    });
    agent.destroy();
    expect(outcome).toBe('cut');
    expect(running.alive(), running.output()).toBe(true);
    expect(await get(running.origin, '/tutorials/p1')).toEqual({ status: 200, complete: true });
    expect(await settledDescriptors(running.pid, baseline)).toBe(baseline);
  });

  it(`stays up when ${3 * FD_LIMIT} clients at once need more descriptors than it may open`, async () => {
    server = await startServer();
    const running = server;
    const baseline = await baselineOf(running);
    const answers = await Promise.all(
      Array.from({ length: 3 * FD_LIMIT }, (_, i) =>
        i % 2 ? get(running.origin, `/tutorials/p${i % PAGES}`) : getAndDrop(running.origin, BIG),
      ),
    );
    expect(running.alive(), running.output()).toBe(true);
    // Each client either got its page, or a 503 when no descriptor was free, or its connection was refused.
    for (const answer of answers) if (answer?.status) expect([200, 503]).toContain(answer.status);
    expect(await get(running.origin, '/tutorials/p1')).toEqual({ status: 200, complete: true });
    expect(await settledDescriptors(running.pid, baseline)).toBe(baseline);
  });
});
