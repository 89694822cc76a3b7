#!/usr/bin/env node
/**
 * The consumer check of @docs/sdk-picker: proof that an app outside the
 * workspace can install and use the published package.
 *
 * 1. packs the four libraries as `npm publish` would (their dist/ must be built);
 * 2. Next.js App Router: copies ./next-app into a fresh folder under the OS temp dir,
 *    installs the tarballs there, `next build`s it (its page, a React Server Component,
 *    renders SdkPicker from the package) and checks the prerendered HTML;
 * 3. Vite: copies ./app there too, `npm install`s the tarballs and the fixture's own
 *    dependencies, pinned to the versions the workspace uses;
 * 4. type-checks the Vite app against the packed types with `tsc --noEmit`, under
 *    `moduleResolution` bundler and node16 (tsconfig.bundler.json, tsconfig.node16.json),
 *    failing with tsc's errors;
 * 5. renders a page with the picker and docs-chrome's Sidebar in plain Node, no bundler
 *    (the app's ssr.mjs: renderToString, the picker's button, logo URLs naming the package's files);
 *    and, for the page src/hydrate.tsx hydrates, the same picker with SdkLogoProvider's
 *    `/sdk-logos/<logoId>.svg` logo addresses (ssr-picker.html);
 * 6. `vite build`s it (index.html and hydrate.html), puts the server-rendered HTML into
 *    dist/hydrate.html and the catalogue's logos at dist/sdk-logos/, and serves its dist/ on 127.0.0.1:<port> with the
 *    workspace's static server, until SIGINT/SIGTERM, then deletes the folder
 *    (a folder left by a killed run is deleted by the next run).
 *
 *   node tools/consumer-check/build-and-serve.mjs [--port 4311] [--keep]
 *
 * tools/e2e/consumer-check.spec.ts drives the served app in Chromium.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { packLibrary } from '../scripts/pack-manifest.mjs';
import { createStaticServer } from '../server/static-server.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const workspaceRoot = resolve(here, '../..');
const PACKAGES = ['@docs/sdk-catalog', '@docs/content-model', '@docs/sdk-picker', '@docs/docs-chrome'];
/** The fixture's own dependencies, pinned to what the workspace has installed. */
const PINNED = [
  '@types/node',
  'react',
  'react-dom',
  'vite',
  '@vitejs/plugin-react',
  'typescript',
  '@types/react',
  '@types/react-dom',
];
/**
 * The module resolutions the packages' types must work under, each a tsconfig of the
 * fixture (skipLibCheck off: a type that fails to resolve is an error, not a silent `any`).
 */
const TYPE_CHECKS = { bundler: 'tsconfig.bundler.json', node16: 'tsconfig.node16.json' };

const log = (message) => console.log(`[consumer-check] ${message}`);
const TEMP_PREFIX = 'sdk-picker-consumer-';
const PID_FILE = 'owner.pid';

const isAlive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error?.code === 'EPERM';
  }
};

/**
 * Removes the temp folders of earlier runs whose process is gone. Playwright stops
 * its web servers with SIGKILL unless told otherwise, which no exit handler survives.
 */
function removeStaleFolders() {
  for (const name of readdirSync(tmpdir())) {
    if (!name.startsWith(TEMP_PREFIX)) continue;
    const folder = join(tmpdir(), name);
    const pidFile = join(folder, PID_FILE);
    const pid = existsSync(pidFile) ? Number(readFileSync(pidFile, 'utf8')) : NaN;
    if (Number.isInteger(pid) && pid > 0 && isAlive(pid)) continue;
    rmSync(folder, { recursive: true, force: true });
    log(`removed ${folder}, left behind by an earlier run`);
  }
}

function parseArgs(argv) {
  const args = { port: 4311, host: '127.0.0.1', keep: false };
  for (let i = 0; i < argv.length; i += 1) {
    const flag = argv[i];
    if (flag === '--port') args.port = Number(argv[++i]);
    else if (flag === '--host') args.host = argv[++i];
    else if (flag === '--keep') args.keep = true;
    else throw new Error(`Unknown option ${flag}; expected --port <n>, --host <h> or --keep.`);
  }
  if (!Number.isInteger(args.port) || args.port <= 0) throw new Error('--port needs a port number');
  return args;
}

function run(command, args, cwd) {
  log(`$ ${[command, ...args].join(' ')}   (in ${cwd})`);
  return execFileSync(command, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
}

/** The version of a package installed in the workspace (its package.json, found from the root). */
function workspaceVersion(name) {
  // Type-only packages (@types/react) have no JavaScript entry to resolve: read them where npm put them.
  const hoisted = join(workspaceRoot, 'node_modules', name, 'package.json');
  if (existsSync(hoisted)) return JSON.parse(readFileSync(hoisted, 'utf8')).version;
  const require = createRequire(join(workspaceRoot, 'package.json'));
  let dir = dirname(require.resolve(name));
  while (
    !existsSync(join(dir, 'package.json')) ||
    JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).name !== name
  ) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`Cannot find the installed version of ${name}`);
    dir = parent;
  }
  return JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).version;
}

function assertBuilt() {
  for (const name of PACKAGES) {
    const dist = join(workspaceRoot, 'libs', name.split('/')[1], 'dist', 'index.js');
    if (!existsSync(dist)) {
      throw new Error(
        `${dist} is missing: build first (npx nx run-many -t build -p sdk-catalog,content-model,sdk-picker,docs-chrome)`,
      );
    }
  }
}

/** Type-checks the app under every resolution in TYPE_CHECKS; throws with tsc's errors for each that fails. */
export function typeCheck(appDir) {
  const failures = [];
  for (const [resolution, tsconfig] of Object.entries(TYPE_CHECKS)) {
    log(`$ tsc --noEmit -p ${tsconfig}   (moduleResolution ${resolution})`);
    try {
      execFileSync('npx', ['--no-install', 'tsc', '--noEmit', '-p', tsconfig], {
        cwd: appDir,
        encoding: 'utf8',
        stdio: 'pipe',
      });
      log(`types resolve under moduleResolution ${resolution}`);
    } catch (error) {
      failures.push(`moduleResolution ${resolution} (${tsconfig}):\n${error.stdout || error.stderr || error.message}`);
    }
  }
  if (failures.length > 0) {
    throw new Error(`the app does not type-check against the packed packages:\n${failures.join('\n')}`);
  }
}

/** Copies a fixture app to dir and installs the tarballs and its dependencies there (PINNED: the workspace's versions). */
function installFixture(fixture, dir, tarballs) {
  log(`copying the fixture app ${fixture} to ${dir}`);
  cpSync(join(here, fixture), dir, {
    recursive: true,
    filter: (src) => !/[\\/](node_modules|dist|\.next)$/.test(src),
  });
  // The tarballs, and overrides so the packages' dependencies on each other resolve
  // to the packed ones, never to a registry.
  const manifestPath = join(dir, 'package.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  for (const name of PINNED) {
    const section = manifest.dependencies?.[name] ? 'dependencies' : 'devDependencies';
    if (manifest[section]?.[name]) manifest[section][name] = workspaceVersion(name);
  }
  for (const [name, file] of Object.entries(tarballs)) manifest.dependencies[name] = `file:${file}`;
  manifest.overrides = Object.fromEntries(Object.entries(tarballs).map(([name, file]) => [name, `file:${file}`]));
  writeFileSync(manifestPath, `${JSON.stringify(manifest, null, 2)}\n`);
  log(`dependencies: ${JSON.stringify({ ...manifest.dependencies, ...manifest.devDependencies })}`);

  run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error'], dir);
  for (const name of PACKAGES) {
    const installed = JSON.parse(readFileSync(join(dir, 'node_modules', name, 'package.json'), 'utf8'));
    if (existsSync(join(dir, 'node_modules', name, 'src'))) throw new Error(`${name} was installed with its sources`);
    log(`installed ${name}@${installed.version} from its tarball`);
  }
  assertNoInlinedSvg(dir);
}

/** The packed JavaScript files that inline an SVG as a data URL, as `<package>/<path>`. */
export function filesInliningSvg(appDir, packages = PACKAGES) {
  const found = [];
  for (const name of packages) {
    const dist = join(appDir, 'node_modules', name, 'dist');
    for (const file of readdirSync(dist, { recursive: true })) {
      if (!/\.(js|mjs)$/.test(file)) continue;
      if (readFileSync(join(dist, file), 'utf8').includes('data:image/svg')) found.push(`${name}/dist/${file}`);
    }
  }
  return found;
}

/**
 * Throws when a packed package inlines an SVG: the logos ship as files the app's bundler
 * emits, so an app that shows no logo downloads none.
 */
function assertNoInlinedSvg(appDir) {
  const found = filesInliningSvg(appDir);
  if (found.length > 0) {
    throw new Error(
      `the packed packages inline SVGs as data:image/svg URLs (logos must ship as files): ${found.join(', ')}`,
    );
  }
  log('no data:image/svg in the packed packages');
}

/**
 * Builds the Next.js App Router fixture (./next-app): its page is a React Server
 * Component that renders SdkPicker straight from the package, so `next build`
 * prerenders it on the server. Without 'use client' on the package's entry the
 * build stops with "(0 , d.useState) is not a function". Throws when the build
 * fails or the prerendered page lacks the picker.
 */
export function buildNextApp(tempRoot, tarballs) {
  const dir = join(tempRoot, 'next-app');
  installFixture('next-app', dir, tarballs);
  log('$ next build   (the page renders SdkPicker as a React Server Component)');
  try {
    process.stdout.write(
      execFileSync('npx', ['--no-install', 'next', 'build'], {
        cwd: dir,
        encoding: 'utf8',
        stdio: 'pipe',
        env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
      }),
    );
  } catch (error) {
    throw new Error(`next build of the Server Component page failed:\n${error.stdout ?? ''}${error.stderr ?? ''}`, {
      cause: error,
    });
  }
  const pagePath = join(dir, '.next', 'server', 'app', 'index.html');
  const html = existsSync(pagePath) ? readFileSync(pagePath, 'utf8') : '';
  for (const expected of ['aria-label="SDK categories"', '>Cypress<']) {
    if (!html.includes(expected)) {
      throw new Error(
        `${pagePath} (the prerendered Server Component page) lacks ${expected}: the picker did not render`,
      );
    }
  }
  assertNextLogoFiles(dir, html);
  log('next build prerendered SdkPicker from a Server Component, its logos as files');
  // Nothing serves it: removed now (about 350 MB with Next installed), as the 5 s the
  // server gets on SIGTERM are not enough to delete it at the end under load.
  rmSync(dir, { recursive: true, force: true });
}

/** Packs the libraries as `npm publish` would (the published manifest, from a copy of each folder). */
function packAll(packDir) {
  mkdirSync(packDir, { recursive: true });
  const tarballs = {};
  for (const name of PACKAGES) {
    const { tarball, report } = packLibrary(join(workspaceRoot, 'libs', name.split('/')[1]), packDir);
    tarballs[name] = tarball;
    log(`packed ${name}@${report.version}: ${report.filename} (${report.entryCount} files, ${report.size} bytes)`);
  }
  return tarballs;
}

/**
 * Throws unless every logo of the prerendered Next.js page is a file Next emitted from the
 * package (`/_next/static/media/<name>.svg`), not a data URL.
 */
function assertNextLogoFiles(dir, html) {
  const sources = [...new Set([...html.matchAll(/<img [^>]*src="([^"]+)"/g)].map((match) => match[1]))];
  const wrong = sources.filter((src) => {
    const media = /^\/_next\/static\/media\/([\w.-]+\.svg)$/.exec(src);
    return !media || !existsSync(join(dir, '.next', 'static', 'media', media[1]));
  });
  if (sources.length === 0 || wrong.length > 0) {
    throw new Error(
      `the prerendered Next.js page's logos are not SVG files Next emitted under /_next/static/media: ${sources.length} logos, wrong: ${wrong.map((src) => src.slice(0, 80)).join(', ')}`,
    );
  }
}

/**
 * Plain Node server rendering, no bundler: the app's ssr.mjs renders the picker, its
 * button and the docs sidebar from the installed packages with renderToString and checks
 * the HTML and that every logo URL names an SVG file of the package.
 */
export function renderWithNode(appDir) {
  try {
    process.stdout.write(run('node', ['ssr.mjs'], appDir));
  } catch (error) {
    throw new Error(`server rendering in plain Node (ssr.mjs) failed:\n${error.stdout ?? ''}${error.message}`, {
      cause: error,
    });
  }
}

export async function buildConsumerApp(tempRoot) {
  assertBuilt();
  const appDir = join(tempRoot, 'app');
  const tarballs = packAll(join(tempRoot, 'packs'));
  buildNextApp(tempRoot, tarballs);
  installFixture('app', appDir, tarballs);
  typeCheck(appDir);
  renderWithNode(appDir);
  process.stdout.write(run('npx', ['--no-install', 'vite', 'build'], appDir));
  const dist = join(appDir, 'dist');
  serveServerRendered(appDir, dist);
  return dist;
}

/**
 * The server-rendered page, as a Node server would send it: ssr.mjs's HTML in the built
 * hydrate.html, and the catalogue's logos folder at /sdk-logos/ (the addresses the page's
 * SdkLogoProvider gives on the server and in the browser).
 */
function serveServerRendered(appDir, dist) {
  const page = join(dist, 'hydrate.html');
  const html = readFileSync(page, 'utf8');
  if (!html.includes('<!--ssr-->')) throw new Error(`${page} has no <!--ssr--> mark for the server-rendered HTML`);
  writeFileSync(page, html.replace('<!--ssr-->', readFileSync(join(appDir, 'ssr-picker.html'), 'utf8')));
  const logos = dirname(createRequire(join(appDir, 'package.json')).resolve('@docs/sdk-catalog/logos/java.svg'));
  cpSync(logos, join(dist, 'sdk-logos'), { recursive: true });
}

async function main() {
  const { port, host, keep } = parseArgs(process.argv.slice(2));
  removeStaleFolders();
  const tempRoot = mkdtempSync(join(tmpdir(), TEMP_PREFIX));
  writeFileSync(join(tempRoot, PID_FILE), String(process.pid));
  let cleaned = false;
  const cleanUp = () => {
    if (cleaned || keep) return;
    cleaned = true;
    rmSync(tempRoot, { recursive: true, force: true });
    log(`removed ${tempRoot}`);
  };
  process.on('exit', cleanUp);

  let server;
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      log(`${signal}: stopping`);
      cleanUp();
      if (server) server.close(() => process.exit(0));
      else process.exit(0);
      setTimeout(() => process.exit(0), 2000).unref();
    });
  }

  try {
    const dist = await buildConsumerApp(tempRoot);
    server = createStaticServer({ root: dist, base: '/', cleanUrls: false });
    server.listen(port, host, () => log(`serving ${dist} at http://${host}:${port}/`));
  } catch (error) {
    console.error(`[consumer-check] failed: ${error instanceof Error ? error.message : error}`);
    cleanUp();
    process.exit(1);
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
