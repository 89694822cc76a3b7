#!/usr/bin/env node
/**
 * Finds Debian's nginx (or $NGINX_PATH) and runs the production configuration
 * (deploy/nginx, with the Content-Security-Policy the build generated beside the
 * site: dist/deploy/content-security-policy.conf) over a built site for the tests:
 * on 127.0.0.1, as any user, with everything it writes in a temporary folder. The
 * site's Playwright config starts it as a web server:
 *
 *   node tools/scripts/nginx.mjs --root apps/docs-site/dist/site --port 4302
 *
 * `--analytics '<JSON>'` serves the policy the build would generate for a site with
 * that analytics configuration instead (site.config.ts's `analytics`); `--tls-port
 * <port>` also serves HTTPS there, with a self-signed certificate.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, copyFile, link, mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { policyInclude, policyIncludeFile, siteContentSecurityPolicy } from './csp.mjs';

const SYSTEM_NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx', '/usr/local/sbin/nginx', '/usr/local/nginx/sbin/nginx'];
const BROTLI_MODULE = 'ngx_http_brotli_static_module.so';
export const DEPLOY_DIR = resolve(import.meta.dirname, '../../deploy/nginx');
export const MISSING_NGINX =
  'No nginx with the brotli_static module found for the production-server test. Install Debian\'s "nginx" and "libnginx-mod-http-brotli-static" packages ("npm test" does it when run as root), or set NGINX_PATH.';

/**
 * The nginx binary, where its configuration lives, and how brotli_static gets loaded:
 * a dynamic module file, or compiled in (then `brotliModule` is undefined).
 * @returns {{ binary: string, version: string, mimeTypes: string, brotliModule?: string } | undefined}
 */
export function findNginx() {
  const binary = [process.env.NGINX_PATH, ...SYSTEM_NGINX].find((path) => path && existsSync(path));
  if (!binary) return undefined;
  const info = spawnSync(binary, ['-V'], { encoding: 'utf8' }).stderr ?? '';
  const option = (name) => info.match(new RegExp(`--${name}=(\\S+)`))?.[1];
  const version = info.match(/nginx\/(\S+)/)?.[1] ?? 'unknown';
  const confDir = dirname(option('conf-path') ?? '/etc/nginx/nginx.conf');
  const modulePath = join(option('modules-path') ?? '/usr/lib/nginx/modules', BROTLI_MODULE);
  const found = { binary, version, mimeTypes: join(confDir, 'mime.types') };
  if (existsSync(modulePath)) return { ...found, brotliModule: modulePath };
  return /brotli/.test(info) ? found : undefined;
}

/**
 * The folder nginx includes as docs-site/: links to deploy/nginx's files, and the
 * site's Content-Security-Policy: the one the build wrote, or, for `analytics`,
 * the one the build would write for a site carrying that configuration.
 */
async function installConfig(dir, siteDir, analytics) {
  await mkdir(dir);
  for (const name of await readdir(DEPLOY_DIR)) await symlink(join(DEPLOY_DIR, name), join(dir, name));
  const policyFile = join(dir, 'content-security-policy.conf');
  if (analytics) {
    await writeFile(policyFile, policyInclude(siteContentSecurityPolicy({ siteDir, analytics })));
    return;
  }
  const built = policyIncludeFile(siteDir);
  if (!existsSync(built)) {
    throw new Error(`${built} is missing: build the site (nx run docs-site:prerender writes it with the pages).`);
  }
  await copyFile(built, policyFile);
}

/**
 * `from` again at `to`, its files as hard links (copies where the file system refuses
 * a link): the served folder is the run's own, as a deployed one would be (tests put a
 * careless deploy's dotfiles into it without touching the build), and links cost no space
 * or time to speak of (about 4,000 in 0.2 s).
 */
async function linkTree(from, to) {
  await mkdir(to);
  const entries = await readdir(from, { withFileTypes: true });
  await Promise.all(
    entries.map(async (entry) => {
      const [source, target] = [join(from, entry.name), join(to, entry.name)];
      if (entry.isDirectory()) return linkTree(source, target);
      return link(source, target).catch(() => copyFile(source, target));
    }),
  );
}

/** tls.crt and tls.key in `dir`: a certificate for 127.0.0.1, valid for a day, signed by itself. */
function selfSignedCertificate(dir) {
  const result = spawnSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-keyout',
      join(dir, 'tls.key'),
      '-out',
      join(dir, 'tls.crt'),
    ],
    { encoding: 'utf8' },
  );
  if (result.error || result.status !== 0) {
    throw new Error(
      `openssl could not make a certificate for the TLS listener: ${result.error?.message ?? result.stderr}`,
    );
  }
}

/**
 * Starts nginx with deploy/nginx/harness.conf, serving `siteDir` at /tutorials/.
 * @param {{ siteDir: string, port: number, echo?: boolean, analytics?: object, tlsPort?: number }} options
 *   `echo`: copy nginx's own log to stderr; `analytics`: serve the policy for this analytics
 *   configuration (site.config.ts's `analytics`) instead of the built site's; `tlsPort`: also
 *   serve HTTPS there, with a self-signed certificate for 127.0.0.1 (needs openssl)
 * @returns {Promise<{ origin: string, siteRoot: string, stop: () => Promise<void>, log: () => string, exited: Promise<number | null> }>}
 *   `siteRoot`: the folder served at /tutorials/, a copy of `siteDir` made of hard links
 */
export async function startNginx({ siteDir, port, echo = false, analytics, tlsPort }) {
  const nginx = findNginx();
  if (!nginx) throw new Error(MISSING_NGINX);
  if (!existsSync(join(siteDir, 'index.html'))) {
    throw new Error(`${siteDir} has no index.html: build the site first (nx run docs-site:prerender).`);
  }
  const template = await readFile(join(DEPLOY_DIR, 'harness.conf'), 'utf8');
  // The prefix folder: the config and its includes, the site as <root>/tutorials, pid and temp files.
  const prefix = await mkdtemp(join(tmpdir(), 'docs-nginx-'));
  // Workers of a root master run as "nobody", which must reach the site through this folder.
  await chmod(prefix, 0o755);
  await mkdir(join(prefix, 'root'));
  const siteRoot = join(prefix, 'root/tutorials');
  try {
    await linkTree(resolve(siteDir), siteRoot);
    await installConfig(join(prefix, 'docs-site'), siteDir, analytics);
    if (tlsPort) selfSignedCertificate(prefix);
  } catch (error) {
    await rm(prefix, { recursive: true, force: true });
    throw error;
  }
  const config = template
    .replaceAll('@PORT@', String(port))
    .replaceAll('@MIME_TYPES@', nginx.mimeTypes)
    .replace(/^# @LOAD_BROTLI@$/m, nginx.brotliModule ? `load_module ${nginx.brotliModule};` : '')
    .replace(
      /# @LISTEN_TLS@$/m,
      tlsPort ? `listen 127.0.0.1:${tlsPort} ssl; ssl_certificate tls.crt; ssl_certificate_key tls.key;` : '',
    );
  await writeFile(join(prefix, 'nginx.conf'), config);
  const args = ['-p', `${prefix}/`, '-c', join(prefix, 'nginx.conf'), '-e', 'stderr'];

  // A warning of the configuration test (a directive ignored, a duplicate header) is a failure too.
  const check = spawnSync(nginx.binary, ['-t', ...args], { encoding: 'utf8' });
  const complaints = `${check.stdout}${check.stderr}`
    .split('\n')
    .filter((line) => /\[(warn|error|crit|alert|emerg)\]/.test(line));
  if (check.status !== 0 || complaints.length > 0) {
    await rm(prefix, { recursive: true, force: true });
    throw new Error(`nginx -t rejects deploy/nginx:\n${complaints.join('\n') || check.stderr}`);
  }

  let output = '';
  const child = spawn(nginx.binary, args, {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [child.stdout, child.stderr]) {
    stream.on('data', (chunk) => {
      output += chunk;
      if (echo) process.stderr.write(chunk);
    });
  }
  const exited = new Promise((done) => child.on('exit', done));
  const origin = `http://127.0.0.1:${port}`;

  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGQUIT');
    await exited;
    await rm(prefix, { recursive: true, force: true });
  };

  for (let attempt = 0; ; attempt += 1) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`nginx ${nginx.version} (${nginx.binary}) exited with code ${child.exitCode}:\n${output}`);
    }
    try {
      // Another server on the port would answer too; nginx (server_tokens off) names itself "nginx".
      const response = await fetch(`${origin}/tutorials/`, {
        redirect: 'manual',
      });
      if (response.headers.get('server') !== 'nginx') {
        throw new Error(`${origin} answers, but not as nginx (Server: ${response.headers.get('server')})`);
      }
      break;
    } catch (error) {
      if (attempt === 100) {
        await stop();
        throw new Error(`nginx did not answer on ${origin} within 10 s:\n${output}`, { cause: error });
      }
      await new Promise((done) => setTimeout(done, 100));
    }
  }
  return { origin, siteRoot, stop, log: () => output, exited };
}

function parseArgs(argv) {
  const args = { root: 'apps/docs-site/dist/site', port: 4302, analytics: undefined, tlsPort: undefined };
  for (let i = 0; i < argv.length; i += 2) {
    const [flag, value] = [argv[i], argv[i + 1]];
    if (flag === '--root' && value) args.root = value;
    else if (flag === '--port' && value) args.port = Number(value);
    else if (flag === '--analytics' && value) args.analytics = parseAnalytics(value);
    else if (flag === '--tls-port' && value) args.tlsPort = Number(value);
    else
      throw new Error(
        `Unknown option ${flag}; expected --root <site folder>, --port <port>, --tls-port <port> or --analytics <configuration as JSON>.`,
      );
  }
  return args;
}

function parseAnalytics(json) {
  try {
    return JSON.parse(json);
  } catch {
    throw new Error(
      `--analytics: expected site.config.ts's analytics as JSON, such as {"trackers":[{"id":"G-AB12CD34","anonymizeIp":true}],"trackerScriptUrl":"https://www.googletagmanager.com/gtag/js","tagManagerScriptUrl":"https://www.googletagmanager.com/gtm.js"} (got ${json})`,
    );
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    const { root, port, analytics, tlsPort } = parseArgs(process.argv.slice(2));
    const nginx = await startNginx({ siteDir: root, port, echo: true, analytics, tlsPort });
    // nginx.spec.ts reads the served folder from this line.
    console.log(`nginx serves ${resolve(root)} at ${nginx.origin}/tutorials/ from ${nginx.siteRoot}`);
    let stopping = false;
    const shutdown = async () => {
      stopping = true;
      await nginx.stop();
      process.exit(0);
    };
    for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, shutdown);
    void nginx.exited.then((code) => {
      if (stopping) return;
      console.error(`nginx exited with code ${code}`);
      process.exit(1);
    });
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
