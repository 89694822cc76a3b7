import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  analyticsSources,
  contentSecurityPolicy,
  inlineScripts,
  policyInclude,
  PRE_PAINT_MODULES,
  prePaintFunctions,
  scriptHash,
  siteContentSecurityPolicy,
} from './csp.mjs';

const appDir = join(import.meta.dirname, '../../apps/docs-site');
const GOOGLE = {
  trackers: [
    { id: 'G-AAAAAAAAAA', anonymizeIp: false },
    { id: 'G-BBBBBBBBBB', anonymizeIp: true },
  ],
  tagManagerId: 'GTM-CCCCCCC',
  trackerScriptUrl: 'https://www.googletagmanager.com/gtag/js',
  tagManagerScriptUrl: 'https://www.googletagmanager.com/gtm.js',
};
const NO_IDS = { ...GOOGLE, trackers: [], tagManagerId: undefined };

describe('inlineScripts', () => {
  it('finds the scripts a browser runs inline, and not data, JSON-LD or external scripts', () => {
    const html = `<head><script>a()</script><script type="module">b()</script><script type="text/javascript">c()</script>
      <script type="application/json" id="docs-analytics">{"trackers":[]}</script><script type="application/ld+json">{}</script>
      <script type="module" crossorigin src="/tutorials/assets/index-1.js"></script></head><body><SCRIPT>d()</SCRIPT></body>`;
    expect(inlineScripts(html)).toEqual(['a()', 'b()', 'c()', 'd()']);
  });
});

describe('scriptHash', () => {
  it('is the CSP source of the SHA-256 of the script text', () => {
    // The example of the CSP specification (CSP3, "hash-source").
    expect(scriptHash("alert('Hello, world.');")).toBe("'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='");
  });
});

describe('analyticsSources', () => {
  it('adds nothing without an id', () => {
    expect(analyticsSources(undefined)).toEqual({ script: [], connect: [], img: [] });
    expect(analyticsSources(NO_IDS)).toEqual({ script: [], connect: [], img: [] });
  });

  it("allows Google's tag origin for the scripts and Google Analytics' collection hosts for page views", () => {
    expect(analyticsSources(GOOGLE)).toEqual({
      script: ['https://www.googletagmanager.com'],
      connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://www.googletagmanager.com'],
      img: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://www.googletagmanager.com'],
    });
  });

  it('allows exactly the configured origins when the scripts come from elsewhere (server-side tagging)', () => {
    const sources = analyticsSources({
      ...GOOGLE,
      trackerScriptUrl: 'https://metrics.docs.example/gtag/js',
      tagManagerScriptUrl: 'https://tags.docs.example:8443/gtm.js',
    });
    expect(sources).toEqual({
      script: ['https://metrics.docs.example', 'https://tags.docs.example:8443'],
      connect: ['https://metrics.docs.example', 'https://tags.docs.example:8443'],
      img: ['https://metrics.docs.example', 'https://tags.docs.example:8443'],
    });
  });

  it('allows only what is loaded: the tag manager alone, or the trackers alone', () => {
    expect(analyticsSources({ ...GOOGLE, trackers: [] }).script).toEqual(['https://www.googletagmanager.com']);
    expect(analyticsSources({ ...GOOGLE, trackers: [] }).connect).toEqual(['https://www.googletagmanager.com']);
    expect(
      analyticsSources({ ...GOOGLE, tagManagerId: undefined, tagManagerScriptUrl: 'https://x.example/gtm.js' }),
    ).toEqual(analyticsSources({ ...GOOGLE, tagManagerId: undefined }));
  });

  it('names the field of an address that is not https://', () => {
    expect(() => analyticsSources({ ...GOOGLE, trackerScriptUrl: 'http://www.googletagmanager.com/gtag/js' })).toThrow(
      'analytics.trackerScriptUrl: expected an https:// address (got "http://www.googletagmanager.com/gtag/js")',
    );
    expect(() => analyticsSources({ ...GOOGLE, tagManagerScriptUrl: 'gtm.js' })).toThrow(
      'analytics.tagManagerScriptUrl: expected an https:// address (got "gtm.js")',
    );
  });
});

describe('contentSecurityPolicy', () => {
  it('without analytics, allows the site and the given hashes only', () => {
    expect(contentSecurityPolicy({ scriptHashes: ["'sha256-A='", "'sha256-B='"], analytics: NO_IDS })).toBe(
      "default-src 'self'; script-src 'self' 'sha256-A=' 'sha256-B='; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self'; connect-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'",
    );
  });

  it('with analytics, adds their origins to script-src, img-src and connect-src only', () => {
    const policy = contentSecurityPolicy({ scriptHashes: ["'sha256-A='"], analytics: GOOGLE });
    expect(policy).toContain("script-src 'self' 'sha256-A=' https://www.googletagmanager.com;");
    expect(policy).toContain(
      "connect-src 'self' https://*.google-analytics.com https://*.analytics.google.com https://www.googletagmanager.com;",
    );
    expect(policy).toContain(
      "img-src 'self' data: https://*.google-analytics.com https://*.analytics.google.com https://www.googletagmanager.com;",
    );
    expect(policy).toContain("default-src 'self';");
  });
});

describe('siteContentSecurityPolicy', () => {
  let dist: string;
  afterEach(() => rmSync(dist, { recursive: true, force: true }));

  /** A built site in a temporary dist/: the page template as Vite writes it, and pages. */
  function site(pages: Record<string, string>): string {
    dist = mkdtempSync(join(tmpdir(), 'csp-test-'));
    mkdirSync(join(dist, 'client'));
    writeFileSync(join(dist, 'client/index.html'), readFileSync(join(appDir, 'index.html')));
    for (const [file, html] of Object.entries(pages)) {
      mkdirSync(dirname(join(dist, 'site', file)), { recursive: true });
      writeFileSync(join(dist, 'site', file), html);
    }
    return join(dist, 'site');
  }

  const template = readFileSync(join(appDir, 'index.html'), 'utf8');
  const colourMode = inlineScripts(template)[0] ?? '';
  // As the server bundle serialises a prePaint.ts function (`inlineScript`).
  const banner = '(function showBaseUrlBanner(basePath, suggestedMarker) { return; })("/tutorials/", "x");';
  const sdk = '(function addStoredSdkRule(storageKey) { return; })("sdk");';
  const search = '(function bufferSearchRequest(name) { return; })("x", (function isSearchShortcut(event) {}));';
  const page = (...scripts: string[]) =>
    template.replace('</head>', `${scripts.map((code) => `<script>${code}</script>`).join('')}</head>`);

  it('allows by hash each inline script of the pages once: the template colour mode and pre-paint calls', () => {
    const siteDir = site({
      'index.html': page(banner, search),
      'a/index.html': page(banner, sdk, search),
      '404.html': page(search),
    });
    const generated = siteContentSecurityPolicy({ siteDir, appDir });
    expect(generated.scripts.map(({ source, pages }) => [source, pages])).toEqual([
      ['the colour mode (apps/docs-site/index.html)', 3],
      ['bufferSearchRequest (apps/docs-site/src/head/searchRequestBuffer.ts)', 3],
      ['showBaseUrlBanner (apps/docs-site/src/head/prePaint.ts)', 2],
      ['addStoredSdkRule (apps/docs-site/src/head/prePaint.ts)', 1],
    ]);
    expect(generated.policy).toContain(
      `script-src 'self' ${scriptHash(colourMode)} ${scriptHash(search)} ${scriptHash(banner)} ${scriptHash(sdk)};`,
    );
    expect(generated.policy).toContain("connect-src 'self';");
  });

  it('takes the analytics the pages carry, or the ones given instead', () => {
    const config = `<script type="application/json" id="docs-analytics">${JSON.stringify(GOOGLE).replace(/</g, '\\u003c')}</script>`;
    const siteDir = site({ 'index.html': page().replace('</head>', `${config}</head>`) });
    expect(siteContentSecurityPolicy({ siteDir, appDir }).policy).toContain(
      "script-src 'self' " + `${scriptHash(colourMode)} https://www.googletagmanager.com;`,
    );
    const custom = { ...GOOGLE, trackerScriptUrl: 'https://analytics.test/gtag/js', tagManagerId: undefined };
    expect(siteContentSecurityPolicy({ siteDir, appDir, analytics: custom }).policy).toContain(
      "connect-src 'self' https://analytics.test;",
    );
  });

  it('fails naming the page of an inline script from anywhere else', () => {
    const siteDir = site({ 'index.html': page(banner), 'blog/post/index.html': page('window.tracking = 1') });
    expect(() => siteContentSecurityPolicy({ siteDir, appDir })).toThrow(
      /blog\/post\/index\.html has an inline script that is neither apps\/docs-site\/index\.html's nor a call of a function of apps\/docs-site\/src\/head\/prePaint\.ts or apps\/docs-site\/src\/head\/searchRequestBuffer\.ts \("window\.tracking = 1"…\)/,
    );
  });

  it('fails when pages carry different analytics configurations', () => {
    const config = `<script type="application/json" id="docs-analytics">${JSON.stringify(GOOGLE)}</script>`;
    const siteDir = site({ 'a/index.html': page().replace('</head>', `${config}</head>`), 'b/index.html': page() });
    expect(() => siteContentSecurityPolicy({ siteDir, appDir })).toThrow(
      /b\/index\.html and .*a\/index\.html carry different analytics configurations/,
    );
  });

  it('writes an nginx include that sends the policy on every status', () => {
    const siteDir = site({ 'index.html': page(banner) });
    const include = policyInclude(siteContentSecurityPolicy({ siteDir, appDir }));
    const generated = siteContentSecurityPolicy({ siteDir, appDir });
    expect(include).toContain(`add_header Content-Security-Policy "${generated.policy}" always;\n`);
    expect(include).toContain('# Analytics: no id configured, so no third-party origin.');
  });
});

describe('prePaintFunctions', () => {
  it('are the functions src/head/prePaint.ts exports to run inline, not its serialiser', () => {
    const names = prePaintFunctions(readFileSync(join(appDir, 'src/head/prePaint.ts'), 'utf8'));
    expect(names).toEqual(
      expect.arrayContaining([
        'markDismissedAnnouncement',
        'addStoredSdkRule',
        'showBaseUrlBanner',
        'startAppAfterFirstPaint',
      ]),
    );
    expect(names).not.toContain('inlineScript');
  });

  it('are read from every pre-paint module, the search request buffer included', () => {
    expect(PRE_PAINT_MODULES).toContain('src/head/searchRequestBuffer.ts');
    const names = prePaintFunctions(readFileSync(join(appDir, 'src/head/searchRequestBuffer.ts'), 'utf8'));
    expect(names).toEqual(['bufferSearchRequest']);
  });
});
