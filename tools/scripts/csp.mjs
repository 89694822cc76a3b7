#!/usr/bin/env node
/**
 * The site's Content-Security-Policy, generated from the built site, and the nginx
 * include that sends it (deploy/nginx/security-headers.conf includes it):
 *
 *   node tools/scripts/csp.mjs [apps/docs-site]   (run by nx run docs-site:prerender)
 *
 * writes dist/deploy/content-security-policy.conf beside dist/site. The policy is as
 * strict as the pages allow:
 * - scripts: the site's own, plus by their SHA-256 hashes the inline scripts the pages
 *   carry, which must each be the page template's (apps/docs-site/index.html, the colour
 *   mode) or a call of a function of a pre-paint module (PRE_PAINT_MODULES:
 *   src/head/prePaint.ts, src/head/searchRequestBuffer.ts); any other inline script fails
 *   the build, since the policy would block it;
 * - analytics: the configuration the pages carry (`#docs-analytics`, written from
 *   site.config.ts only when an id is set) adds the origins its scripts load from and
 *   send page views to (`analyticsSources`); with no id, no third-party origin at all.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { cspLine, shownPath } from './build-log.mjs';

/** Where gtag.js and the tag manager's gtm.js are served from by Google. */
export const GOOGLE_TAG_ORIGIN = 'https://www.googletagmanager.com';
/**
 * Where gtag.js served by Google sends page views: www.google-analytics.com or a
 * regional host chosen at run time (region1.google-analytics.com,
 * region1.analytics.google.com), hence the one wildcard of the policy.
 */
export const GOOGLE_ANALYTICS_COLLECTION = ['https://*.google-analytics.com', 'https://*.analytics.google.com'];

const repoRoot = resolve(import.meta.dirname, '../..');
const ANALYTICS_ELEMENT = /<script type="application\/json" id="docs-analytics">([\s\S]*?)<\/script>/;

/** The text of each inline script a browser would run: no `src`, no type or a JavaScript one. */
export function inlineScripts(html) {
  const scripts = [];
  for (const [, attributes = '', code = ''] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const type = attributes.match(/\stype=["']?([^"'\s>]*)/i)?.[1]?.toLowerCase();
    const executable = !type || type === 'module' || type.includes('javascript') || type.includes('ecmascript');
    if (executable && !/\ssrc=/i.test(attributes)) scripts.push(code);
  }
  return scripts;
}

/** A script's hash as a CSP source: `'sha256-<base64>'`. */
export const scriptHash = (code) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`;

/** The analytics configuration a page carries, or undefined when it has none. */
export function pageAnalytics(html, where) {
  const json = html.match(ANALYTICS_ELEMENT)?.[1];
  if (json === undefined) return undefined;
  try {
    return JSON.parse(json);
  } catch (error) {
    throw new Error(`${where}: #docs-analytics is not JSON (${error.message})`, { cause: error });
  }
}

function originOf(url, field) {
  let parsed;
  try {
    parsed = new URL(url);
  } catch {
    parsed = undefined;
  }
  if (parsed?.protocol !== 'https:') {
    throw new Error(`analytics.${field}: expected an https:// address (got ${JSON.stringify(url)})`);
  }
  return parsed.origin;
}

/**
 * The origins the configured analytics need, by directive. Nothing without an id.
 * - Trackers: gtag.js loads from `trackerScriptUrl`'s origin. Served by Google, it sends
 *   page views to Google Analytics' collection hosts (GOOGLE_ANALYTICS_COLLECTION, by
 *   fetch or beacon: connect-src; by image where those are unavailable: img-src) and
 *   fetches from its own origin. Served from any other origin, that origin is a
 *   server-side tagging endpoint, which gtag.js sends page views to.
 * - Tag manager: gtm.js loads from `tagManagerScriptUrl`'s origin and may request and
 *   ping it (connect-src, img-src). The tags a container adds load from where the
 *   container says; the policy does not know them (README, Analytics).
 * @param {{ trackers?: { id: string }[], tagManagerId?: string, trackerScriptUrl?: string, tagManagerScriptUrl?: string } | undefined} analytics
 * @returns {{ script: string[], connect: string[], img: string[] }}
 */
export function analyticsSources(analytics) {
  const script = new Set();
  const connect = new Set();
  const img = new Set();
  if (analytics?.trackers?.length) {
    const origin = originOf(analytics.trackerScriptUrl, 'trackerScriptUrl');
    script.add(origin);
    for (const target of origin === GOOGLE_TAG_ORIGIN ? [...GOOGLE_ANALYTICS_COLLECTION, origin] : [origin]) {
      connect.add(target);
      img.add(target);
    }
  }
  if (analytics?.tagManagerId) {
    const origin = originOf(analytics.tagManagerScriptUrl, 'tagManagerScriptUrl');
    script.add(origin);
    connect.add(origin);
    img.add(origin);
  }
  return { script: [...script], connect: [...connect], img: [...img] };
}

/**
 * The policy: everything from the site itself, inline scripts by their hashes only,
 * inline style attributes (build-time code highlighting colours), data: images (SDK
 * logos), no plugins, no framing, and the analytics' origins when configured.
 * @param {{ scriptHashes: string[], analytics?: Parameters<typeof analyticsSources>[0] }} options
 */
export function contentSecurityPolicy({ scriptHashes, analytics }) {
  const extra = analyticsSources(analytics);
  const directives = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...scriptHashes, ...extra.script],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', ...extra.img],
    ['font-src', "'self'"],
    ['connect-src', "'self'", ...extra.connect],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  return directives.map((sources) => sources.join(' ')).join('; ');
}

/** The app's modules (from apps/docs-site) whose exported functions the pages call inline. */
export const PRE_PAINT_MODULES = ['src/head/prePaint.ts', 'src/head/searchRequestBuffer.ts'];

/** The names of the functions a pre-paint module exports to run inline (all but the serialiser `inlineScript`). */
export function prePaintFunctions(source) {
  return [...source.matchAll(/^export function (\w+)/gm)]
    .map((match) => match[1])
    .filter((name) => name !== 'inlineScript');
}

/**
 * What the built site's pages run inline and the analytics they carry, checked:
 * every inline script is one of `templateScripts` or a call of one of `functions`
 * (each function's name and its module, as shown),
 * and every page carries the same analytics configuration.
 * @param {{ siteDir: string, templateScripts: string[], functions: Record<string, string> }} options
 * @returns {{ scripts: { code: string, hash: string, source: string, pages: number }[], analytics: object | undefined, pages: number }}
 */
export function readSite({ siteDir, templateScripts, functions }) {
  const files = htmlFiles(siteDir).sort();
  if (files.length === 0)
    throw new Error(`${siteDir} has no pages: build the site first (nx run docs-site:prerender).`);
  const scripts = new Map();
  let analytics;
  let analyticsFrom;
  for (const file of files) {
    const where = relative(repoRoot, file);
    const html = readFileSync(file, 'utf8');
    for (const code of inlineScripts(html)) {
      const known = scripts.get(code);
      if (known) {
        known.pages += 1;
        continue;
      }
      const called = code.match(/^\(function (\w+)\(/)?.[1];
      const source = templateScripts.includes(code)
        ? 'the colour mode (apps/docs-site/index.html)'
        : called && Object.hasOwn(functions, called)
          ? `${called} (${functions[called]})`
          : undefined;
      if (!source) {
        const modules = [...new Set(Object.values(functions))].join(' or ');
        throw new Error(
          `${where} has an inline script that is neither apps/docs-site/index.html's nor a call of a function of ${modules} (${JSON.stringify(code.trim().slice(0, 80))}…): the Content-Security-Policy allows only those; move it there or into the app's modules.`,
        );
      }
      scripts.set(code, { code, hash: scriptHash(code), source, pages: 1 });
    }
    const carried = pageAnalytics(html, where);
    if (analyticsFrom === undefined) {
      analytics = carried;
      analyticsFrom = where;
    } else if (JSON.stringify(carried) !== JSON.stringify(analytics)) {
      throw new Error(
        `${where} and ${analyticsFrom} carry different analytics configurations (#docs-analytics): rebuild the whole site (nx run docs-site:prerender).`,
      );
    }
  }
  return { scripts: [...scripts.values()], analytics, pages: files.length };
}

function htmlFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(path);
    return entry.name.endsWith('.html') ? [path] : [];
  });
}

/**
 * The policy of the site in `siteDir` (built from `appDir`), for its own analytics
 * configuration or, when given, `analytics` instead (the browser test of analytics
 * serves the built pages with a configuration of its own).
 * @param {{ siteDir: string, appDir?: string, analytics?: object }} options
 */
export function siteContentSecurityPolicy({ siteDir, appDir = join(repoRoot, 'apps/docs-site'), analytics }) {
  const templateFile = join(dirname(siteDir), 'client/index.html');
  const template = readFileSync(existsSync(templateFile) ? templateFile : join(appDir, 'index.html'), 'utf8');
  const functions = Object.fromEntries(
    PRE_PAINT_MODULES.flatMap((module) =>
      prePaintFunctions(readFileSync(join(appDir, module), 'utf8')).map((name) => [
        name,
        relative(repoRoot, join(appDir, module)),
      ]),
    ),
  );
  const site = readSite({ siteDir, templateScripts: inlineScripts(template), functions });
  const configured = analytics ?? site.analytics;
  const policy = contentSecurityPolicy({ scriptHashes: site.scripts.map((s) => s.hash), analytics: configured });
  return { policy, scripts: site.scripts, analytics: configured, pages: site.pages };
}

/** The nginx include that sends `policy`, with what it allows and why as comments. */
export function policyInclude({ policy, scripts, analytics, pages }) {
  const sources = analyticsSources(analytics);
  const lines = [
    '# Generated by tools/scripts/csp.mjs from the built site (nx run docs-site:prerender); do not edit.',
    '# Included by security-headers.conf, in every location of docs-site.conf.',
    `# Inline scripts allowed by hash, of ${pages} pages:`,
    ...scripts.map((script) => `#   ${script.hash} ${script.source}, on ${script.pages} pages`),
    sources.script.length === 0
      ? '# Analytics: no id configured, so no third-party origin.'
      : `# Analytics (site.config.ts): scripts from ${sources.script.join(' ')}; page views to ${sources.connect.join(' ')}.`,
    `add_header Content-Security-Policy "${policy}" always;`,
  ];
  return `${lines.join('\n')}\n`;
}

/** The include's path for the site in `siteDir`: `<dist>/deploy/content-security-policy.conf`. */
export const policyIncludeFile = (siteDir) => join(dirname(resolve(siteDir)), 'deploy/content-security-policy.conf');

async function main() {
  const started = performance.now();
  const appDir = resolve(process.argv[2] ?? process.cwd());
  const siteDir = join(resolve(appDir, process.env.DOCS_OUT_DIR ?? 'dist'), 'site');
  const generated = siteContentSecurityPolicy({ siteDir, appDir });
  const out = policyIncludeFile(siteDir);
  await mkdir(dirname(out), { recursive: true });
  await writeFile(out, policyInclude(generated));
  console.log(
    cspLine({
      hashes: generated.scripts.length,
      pages: generated.pages,
      analytics: analyticsSources(generated.analytics).script,
      ms: performance.now() - started,
      file: shownPath(out, repoRoot),
    }),
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
