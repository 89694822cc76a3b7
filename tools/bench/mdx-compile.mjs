/**
 * What compiling the site's MDX costs on its own, outside Vite: every page
 * (content/docs and content/blog), one process per core, each taking every
 * Nth file. Two compilers:
 *
 * - `bare`: @mdx-js/mdx with only the syntax extensions the content is
 *   written in (front matter, GFM, directives), none of the site's own steps.
 *   This is the floor that the stack's MDX compiler sets under a cold build.
 * - `site`: the site's pipeline as the build runs it (build/mdx/compile.ts:
 *   highlighting, heading ids, component imports...), loaded through Vite's
 *   module runner because it is TypeScript.
 *
 * Whatever else a build does (bundling, prerendering) comes on top.
 * Run as a script with `--part K/N --compiler NAME`, it compiles its share
 * and prints its CPU time as JSON; `measureMdxCompile` starts the processes.
 */
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const CONTENT_FOLDERS = ['content/docs', 'content/blog'];

/** Every MDX file of the site's content, sorted, as absolute paths. */
export function contentFiles(root) {
  return CONTENT_FOLDERS.flatMap((folder) =>
    readdirSync(join(root, folder), { recursive: true })
      .filter((file) => String(file).endsWith('.mdx'))
      .map((file) => join(root, folder, String(file))),
  ).sort();
}

/** Part `k` of `n` (0-based): every nth file from the kth, so each part gets pages of every kind. */
export const share = (files, k, n) => files.filter((_, index) => index % n === k);

/** @type {Record<string, (root: string) => Promise<(source: string, path: string) => Promise<unknown>>>} */
const COMPILERS = {
  async bare() {
    const { createProcessor } = await import('@mdx-js/mdx');
    const { default: remarkFrontmatter } = await import('remark-frontmatter');
    const { default: remarkGfm } = await import('remark-gfm');
    const { default: remarkDirective } = await import('remark-directive');
    const processor = createProcessor({ remarkPlugins: [remarkFrontmatter, remarkGfm, remarkDirective] });
    return (value, path) => processor.process({ value, path });
  },
  async site(root) {
    const { runnerImport } = await import('vite');
    const { module } = await runnerImport(join(root, 'apps/docs-site/build/mdx/compile.ts'), {
      configFile: false,
      logLevel: 'silent',
      resolve: { conditions: ['@docs/source', 'import', 'node', 'default'] },
    });
    return module.createMdxCompiler();
  },
};

async function compileShare(root, compilerName, k, n) {
  const compile = await COMPILERS[compilerName](root);
  const files = share(contentFiles(root), k, n);
  let bytes = 0;
  for (const path of files) {
    const source = readFileSync(path, 'utf8');
    bytes += Buffer.byteLength(source);
    await compile(source, path);
  }
  const { user, system } = process.cpuUsage();
  return { files: files.length, bytes, cpuSeconds: (user + system) / 1e6 };
}

/**
 * @param {{ root: string, compiler: 'bare' | 'site', processes?: number }} options
 * @returns {Promise<{ seconds: number, cpuSeconds: number, files: number, bytes: number, processes: number }>}
 */
export async function measureMdxCompile({ root, compiler, processes = availableParallelism() }) {
  if (!COMPILERS[compiler])
    throw new Error(`unknown compiler "${compiler}"; expected one of ${Object.keys(COMPILERS).join(', ')}`);
  const script = fileURLToPath(import.meta.url);
  const run = (k) =>
    new Promise((resolve, reject) => {
      const args = [script, '--part', `${k}/${processes}`, '--compiler', compiler];
      const child = spawn(process.execPath, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
      let output = '';
      child.stdout.on('data', (chunk) => (output += chunk));
      child.stderr.on('data', (chunk) => (output += chunk));
      child.on('error', reject);
      child.on('close', (code) => {
        if (code !== 0)
          reject(new Error(`mdx-compile.mjs ${args.slice(1).join(' ')} failed (exit ${code}):\n${output}`));
        else resolve(JSON.parse(output.trim().split('\n').at(-1)));
      });
    });
  const started = performance.now();
  const parts = await Promise.all(Array.from({ length: processes }, (_, k) => run(k)));
  const seconds = (performance.now() - started) / 1000;
  const sum = (key) => parts.reduce((total, part) => total + part[key], 0);
  return { seconds, cpuSeconds: sum('cpuSeconds'), files: sum('files'), bytes: sum('bytes'), processes };
}

if (process.argv[2] === '--part') {
  const [k, n] = process.argv[3].split('/').map(Number);
  const compiler = process.argv[process.argv.indexOf('--compiler') + 1];
  console.log(JSON.stringify(await compileShare(join(import.meta.dirname, '../..'), compiler, k, n)));
}
