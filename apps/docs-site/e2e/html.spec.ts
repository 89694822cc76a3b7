import { expect, test } from '@playwright/test';
import { decodeHTMLAttribute } from 'entities';
import { HtmlValidate, type ConfigData } from 'html-validate';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * Every prerendered page of the built site (dist/site/**\/*.html, the 404 page
 * included) is valid HTML by html-validate's recommended and document rules, and
 * has what search engines and assistive technology need: exactly one h1, a lang
 * attribute, a meta description and a canonical link to a page of the site.
 * No browser: the files are read as the server sends them.
 */
const siteDir = join(import.meta.dirname, '../dist/site');
const routes: string[] = JSON.parse(readFileSync(join(import.meta.dirname, '../dist/reports/routes.json'), 'utf8'));
const BATCH = 100;

/**
 * Strict, minus what is valid HTML written in another style than html-validate
 * prefers, because React or Vite writes it so.
 */
const htmlValidateConfig: ConfigData = {
  extends: ['html-validate:recommended', 'html-validate:document'],
  rules: {
    // React writes <meta ... />, Vite writes <link ...>; both are valid void elements.
    'void-style': 'off',
    // React writes inert="" and hidden=""; valid boolean attributes.
    'attribute-boolean-style': 'off',
    'attribute-empty-style': 'off',
    // React writes dateTime=""; attribute names are case-insensitive in HTML.
    'attr-case': 'off',
    // Vite's template has <!doctype html>; case-insensitive.
    'doctype-style': 'off',
    // React's useId ids (_R_1_) are valid HTML ids; relaxed still rejects empty ids and spaces.
    'valid-id': ['error', { relaxed: true }],
    // Build-time code highlighting colours tokens with style attributes.
    'no-inline-style': 'off',
    // role="list" on lists styled without bullets is deliberate: Safari drops their list role otherwise.
    'no-redundant-role': 'off',
    // aria-label on a list or other element that may be named is allowed by ARIA.
    'aria-label-misuse': ['error', { allowAnyNamable: true }],
    // Integrity hashes protect assets from other origins; ours come from the site itself.
    'require-sri': ['error', { target: 'crossorigin' }],
    // Title length is the content's call (SDK names are long), not validity.
    'long-title': 'off',
  },
};

function htmlFiles(dir = siteDir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(path);
    return entry.name.endsWith('.html') ? [path] : [];
  });
}

const siteOrigin = readFileSync(join(siteDir, 'index.html'), 'utf8').match(
  /<link rel="canonical" href="([^"]+)\/tutorials\/"/,
)?.[1];
const pageUrls = new Set(routes.map((route) => `${siteOrigin}/tutorials${route === '/' ? '/' : route}`));

/** What a page lacks of its head and heading, one message each. */
function documentProblems(file: string, html: string): string[] {
  const problems: string[] = [];
  const h1s = html.match(/<h1[\s>]/g)?.length ?? 0;
  if (h1s !== 1) problems.push(`${h1s} h1 elements, expected one`);
  if (!/^<!doctype html>\s*<html lang="en"/i.test(html)) problems.push('no lang="en" on <html>');
  const description = html.match(/<meta name="description" content="([^"]*)"/)?.[1];
  if (!description?.trim()) problems.push('no meta description');
  // The server answers the bare base path with a redirect: links to the home page end in a slash.
  if (html.includes('href="/tutorials"')) problems.push('a link to /tutorials, which the server redirects');
  const canonical = html.match(/<link rel="canonical" href="([^"]*)"/)?.[1];
  if (file === '404.html') {
    // The not-found page answers any unknown address: it has no canonical address, and is not indexed.
    if (canonical) problems.push(`a canonical link (${canonical}) on the not-found page`);
    if (!html.includes('<meta name="robots" content="noindex" />')) problems.push('the not-found page is indexable');
  } else if (!canonical || !pageUrls.has(decodeHTMLAttribute(canonical))) {
    problems.push(`canonical link ${canonical ?? '(none)'} is not the address of a page of the site`);
  }
  return problems.map((problem) => `${file}: ${problem}`);
}

const files = htmlFiles();

test('the checks reject a page with broken markup and a missing head', async () => {
  const page = `<!doctype html><html><head><title>x</title></head><body><h1>A</h1><h1>B</h1><p><div></p><a aria-controls="none" href="/tutorials">x</a></body></html>`;
  const report = await new HtmlValidate(htmlValidateConfig).validateString(page, 'broken.html');
  const rules = report.results.flatMap((result) => result.messages.map((message) => message.ruleId));
  expect(rules).toEqual(expect.arrayContaining(['close-order', 'heading-level', 'no-missing-references']));
  expect(documentProblems('broken/index.html', page)).toEqual([
    'broken/index.html: 2 h1 elements, expected one',
    'broken/index.html: no lang="en" on <html>',
    'broken/index.html: no meta description',
    'broken/index.html: a link to /tutorials, which the server redirects',
    'broken/index.html: canonical link (none) is not the address of a page of the site',
  ]);
});

test('the site has every route and the not-found page as HTML files', () => {
  expect(siteOrigin, 'canonical origin of the landing page').toMatch(/^https:\/\//);
  expect(files.length).toBe(routes.length + 1);
});

for (let start = 0; start < files.length; start += BATCH) {
  const batch = files.slice(start, start + BATCH);
  test(`pages ${start + 1}-${start + batch.length} of ${files.length} are valid HTML with one h1, lang, description and canonical link`, async () => {
    test.setTimeout(30_000 + batch.length * 1_000);
    const validator = new HtmlValidate(htmlValidateConfig);
    const problems: string[] = [];
    for (const path of batch) {
      const file = relative(siteDir, path);
      const html = readFileSync(path, 'utf8');
      const report = await validator.validateString(html, file);
      for (const result of report.results) {
        for (const message of result.messages) {
          problems.push(`${file}:${message.line}:${message.column} ${message.ruleId}: ${message.message}`);
        }
      }
      problems.push(...documentProblems(file, html));
    }
    expect(problems).toEqual([]);
  });
}
