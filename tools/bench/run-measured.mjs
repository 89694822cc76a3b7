/**
 * Runs a command and measures it: wall time, and memory two ways.
 *
 * - `peakTreeMb`: the largest sum of the resident memory (VmRSS) of the
 *   command and all its descendants, sampled every 100 ms from /proc. This is
 *   what the machine must have free: Nx runs the client and server builds side by side.
 * - `maxProcessMb`: the maximum resident set of the single largest process, as
 *   `/usr/bin/time -f %M` reports it (the kernel's ru_maxrss of waited-for children).
 *
 * Linux only for the memory figures; elsewhere they are `undefined`.
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';

const TIME = '/usr/bin/time';
const MARKER = '__bench_max_rss_kb=';

/** pid -> parent pid of every process, from /proc/<pid>/stat. */
function processParents() {
  const parents = new Map();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      // The command name may contain spaces and parentheses: fields start after the last ')'.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      parents.set(Number(name), Number(fields[1]));
    } catch {
      // The process ended between listing and reading.
    }
  }
  return parents;
}

/** Resident memory of `pid` and all its descendants, in kB. */
export function treeRssKb(pid) {
  const parents = processParents();
  const tree = new Set([pid]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const [child, parent] of parents) {
      if (!tree.has(child) && tree.has(parent)) {
        tree.add(child);
        grew = true;
      }
    }
  }
  let total = 0;
  for (const member of tree) {
    try {
      const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${member}/status`, 'utf8'));
      if (match) total += Number(match[1]);
    } catch {
      // Gone already.
    }
  }
  return total;
}

/**
 * @param {string} command
 * @param {string[]} args
 * @param {{ cwd?: string, env?: NodeJS.ProcessEnv, quiet?: boolean }} [options]
 * @returns {Promise<{ seconds: number, peakTreeMb?: number, maxProcessMb?: number, code: number | null, output: string }>}
 */
export function runMeasured(command, args, { cwd, env, quiet = true } = {}) {
  const linux = existsSync('/proc/self/status');
  const withTime = existsSync(TIME);
  const [file, argv] = withTime ? [TIME, ['-f', `${MARKER}%M`, command, ...args]] : [command, args];
  const started = performance.now();
  const child = spawn(file, argv, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const collect = (chunk) => {
    output += chunk;
    if (!quiet) process.stdout.write(chunk);
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);

  let peakKb = 0;
  const sample = () => {
    if (child.pid) peakKb = Math.max(peakKb, treeRssKb(child.pid));
  };
  const timer = linux ? setInterval(sample, 100) : undefined;

  return new Promise((resolve, reject) => {
    child.on('error', (error) => {
      clearInterval(timer);
      reject(error);
    });
    child.on('close', (code) => {
      clearInterval(timer);
      const secondsTaken = (performance.now() - started) / 1000;
      const maxKb = Number(new RegExp(`${MARKER}(\\d+)`).exec(output)?.[1]);
      resolve({
        seconds: secondsTaken,
        peakTreeMb: linux && peakKb > 0 ? peakKb / 1024 : undefined,
        maxProcessMb: Number.isFinite(maxKb) ? maxKb / 1024 : undefined,
        code,
        output: output.replace(new RegExp(`${MARKER}\\d+\\n?`), ''),
      });
    });
  });
}
