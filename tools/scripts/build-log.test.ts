import { describe, expect, it } from 'vitest';
import {
  bundleLine,
  compressLine,
  contentCheckLine,
  cspLine,
  duration,
  keptSearchIndexLine,
  linksLine,
  markdownLine,
  mdxCompileLine,
  parseBuildLog,
  prerenderLine,
  reportLine,
  searchIndexLine,
  shownPath,
  siteLine,
  size,
  templatePagesLine,
} from './build-log.mjs';

describe('units of the build lines', () => {
  it('gives times in seconds with one decimal, and short ones in milliseconds', () => {
    expect(duration(6134)).toBe('6.1 s');
    expect(duration(12_600)).toBe('12.6 s');
    expect(duration(100)).toBe('0.1 s');
    expect(duration(41.7)).toBe('42 ms');
  });

  it('gives sizes in B, whole KB or MB with one decimal', () => {
    expect(size(512)).toBe('512 B');
    expect(size(276 * 1024 + 300)).toBe('276 KB');
    expect(size(3.24 * 1024 * 1024)).toBe('3.2 MB');
  });

  it('names a file from the workspace root, or in full when it lies outside', () => {
    expect(shownPath('/work/repo/apps/docs-site/dist/build-report.txt', '/work/repo')).toBe(
      'apps/docs-site/dist/build-report.txt',
    );
    expect(shownPath('/tmp/synthetic/dist/site', '/work/repo')).toBe('/tmp/synthetic/dist/site');
  });
});

describe('the lines of a site build', () => {
  it('says what each step made, with counts and times', () => {
    expect(
      bundleLine({
        environment: 'client',
        modules: 1255,
        mdxPages: 733,
        files: 352,
        bytes: 9.6 * 1024 ** 2,
        ms: 12_600,
      }),
    ).toBe('client bundle: 1,255 modules (733 MDX pages) in 12.6 s, 352 files (9.6 MB)');
    expect(bundleLine({ environment: 'server', modules: 1, mdxPages: 0, files: 1, bytes: 900, ms: 1300 })).toBe(
      'server bundle: 1 module in 1.3 s, 1 file (900 B)',
    );
    expect(mdxCompileLine({ pages: 733, ms: 17_200, threads: 2, bundleMs: 12_600 })).toBe(
      '  MDX compile: 733 pages, 8.6 s on each of 2 threads (68% of the client bundle)',
    );
    expect(mdxCompileLine({ pages: 0, ms: 0, threads: 2, bundleMs: 1300, environment: 'server' })).toBeUndefined();
    expect(reportLine('apps/docs-site/dist/build-report.txt')).toBe(
      'build report: apps/docs-site/dist/build-report.txt (every file written, with its size)',
    );
    expect(contentCheckLine({ ms: 1400 })).toBe('content check: site configuration, front matter and sidebar in 1.4 s');
    expect(prerenderLine({ routes: 763, ms: 4200, threads: 2 })).toBe(
      'prerender: 764 pages (763 routes and 404.html) in 4.2 s on 2 threads',
    );
    expect(
      searchIndexLine({
        pages: 733,
        sections: 3902,
        rawBytes: 2.04 * 1024 ** 2,
        gzipBytes: 427 * 1024,
        brotliBytes: 370 * 1024,
        ms: 1100,
      }),
    ).toBe('search index: 733 pages, 3,902 sections in 1.1 s (2.0 MB, 427 KB gzip, 370 KB br)');
    expect(keptSearchIndexLine({ pages: 733, gzipBytes: 427 * 1024 })).toBe(
      "search index: kept the prerender step's (733 pages, 427 KB gzip)",
    );
    expect(
      compressLine({
        files: 1905,
        bytes: 18.1 * 1024 ** 2,
        gzipBytes: 4 * 1024 ** 2,
        brotliBytes: 3.4 * 1024 ** 2,
        ms: 2300,
      }),
    ).toBe('compressed copies: 1,905 files (18.1 MB) to 4.0 MB gzip and 3.4 MB brotli, 2.3 s of thread time');
    expect(markdownLine({ pages: 747, threadMs: 6100, llmsFiles: 45, llmsBytes: 14.2 * 1024 ** 2, ms: 300 })).toBe(
      'page Markdown: 747 pages, 6.1 s of thread time; 45 llms files (14.2 MB) in 0.3 s',
    );
    expect(linksLine({ broken: 0, file: 'apps/docs-site/dist/reports/links.json' })).toBe(
      'links: no broken internal link or anchor (apps/docs-site/dist/reports/links.json)',
    );
    expect(linksLine({ broken: 2, file: 'links.json' })).toBe('links: 2 broken internal links or anchors (links.json)');
    expect(siteLine({ dir: 'apps/docs-site/dist/site', ms: 8900 })).toBe('site: apps/docs-site/dist/site in 8.9 s');
    expect(cspLine({ hashes: 6, pages: 764, analytics: [], ms: 300, file: 'csp.conf' })).toBe(
      'Content-Security-Policy: 6 inline script hashes of 764 pages, no analytics, in 0.3 s (csp.conf)',
    );
  });
});

describe('parseBuildLog', () => {
  const lines = [
    '> nx run docs-site:build',
    '[plugin docs:mdx] content/docs/a.mdx:9:1: Unknown code-fence language "jvaa" (shown as plain text).',
    bundleLine({ environment: 'client', modules: 1255, mdxPages: 733, files: 352, bytes: 10_000_000, ms: 12_600 }),
    mdxCompileLine({ pages: 733, ms: 17_200, threads: 2, bundleMs: 12_600 }),
    bundleLine({ environment: 'server', modules: 1123, mdxPages: 733, files: 41, bytes: 5_000_000, ms: 1300 }),
    reportLine('apps/docs-site/dist/build-report.txt'),
    '> nx run docs-site:prerender',
    contentCheckLine({ ms: 1400 }),
    prerenderLine({ routes: 763, ms: 4200, threads: 2 }),
    markdownLine({ pages: 747, threadMs: 6100, llmsFiles: 45, llmsBytes: 1.4e7, ms: 300 }),
    searchIndexLine({ pages: 733, sections: 3902, rawBytes: 2e6, gzipBytes: 4e5, brotliBytes: 3e5, ms: 1100 }),
    compressLine({ files: 1905, bytes: 1.8e7, gzipBytes: 4e6, brotliBytes: 3e6, ms: 2300 }),
    linksLine({ broken: 0, file: 'apps/docs-site/dist/reports/links.json' }),
    siteLine({ dir: 'apps/docs-site/dist/site', ms: 8900 }),
    cspLine({ hashes: 6, pages: 764, analytics: [], ms: 40, file: 'apps/docs-site/dist/deploy/csp.conf' }),
  ];

  it("reads every step's time and the MDX compile's share back from the lines it prints", () => {
    expect(parseBuildLog(lines.join('\n'))).toEqual({
      clientSeconds: 12.6,
      serverSeconds: 1.3,
      mdxCompile: { pages: 733, secondsPerThread: 8.6, threads: 2, share: 0.68 },
      contentCheckSeconds: 1.4,
      pagesSeconds: 4.2,
      searchIndexSeconds: 1.1,
      compressThreadSeconds: 2.3,
      markdownThreadSeconds: 6.1,
      prerenderSeconds: 8.9,
      cspSeconds: 0.04,
    });
  });

  it('finds the lines behind a task prefix and leaves out the steps that did not print', () => {
    const prefixed = lines.slice(0, 6).map((line) => `docs-site:build: ${line}`);
    expect(parseBuildLog(prefixed.join('\n'))).toMatchObject({
      clientSeconds: 12.6,
      serverSeconds: 1.3,
      prerenderSeconds: undefined,
      cspSeconds: undefined,
    });
    expect(parseBuildLog('the site: nothing built in 3 s')).toMatchObject({ prerenderSeconds: undefined });
  });
});

describe('templatePagesLine', () => {
  it('says how many SDK pages were rendered from templates, the threads’ time and its share, or nothing', () => {
    expect(templatePagesLine({ pages: 619, ms: 2200, threads: 2, bundleMs: 11_000 })).toBe(
      '  SDK pages: 619 pages rendered from templates, 1.1 s on each of 2 threads (10% of the client bundle)',
    );
    expect(templatePagesLine({ pages: 619 })).toBe('  SDK pages: 619 pages rendered from templates (content/sdk-data)');
    expect(templatePagesLine({ pages: 0 })).toBeUndefined();
  });
});
