import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { MATCH_LEVELS, SDK_VERSION } from '@docs/sdk-catalog';
import { describe, expect, it } from 'vitest';
import {
  apiKeyStepProblems,
  environmentVariableProblems,
  formatProblems,
  matchLevelCountProblems,
  matchLevelSections,
  resultsUiNameProblems,
  serverUrlProblems,
  packageVersionProblems,
  type FactProblem,
} from './product-facts';

const CONTENT = import.meta.dirname;

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === 'node_modules') return [];
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}

// Every file of the content (pages, posts, samples, SDK data, sidebar), but these checks and their tests.
const contentFiles = files(CONTENT)
  .filter((path) => !/\.(?:svg|png|jpe?g|webp)$/.test(path) && !/product-facts(?:\.test)?\.ts$/.test(path))
  .map((path) => ({ file: relative(CONTENT, path).split('\\').join('/'), text: readFileSync(path, 'utf8') }));
// The MDX pages, whose API key step is <SetApiKey />. The SDK pages, rendered from sdk-data/, are
// checked as rendered (sdk-data/render.test.tsx).
const generalPages = contentFiles.filter(
  ({ file }) => file.endsWith('.mdx') && (file.startsWith('docs/') || file.startsWith('blog/')),
);

const all = (check: (file: string, text: string) => FactProblem[], set = contentFiles) =>
  formatProblems(set.flatMap(({ file, text }) => check(file, text)));

describe('content states the product facts of @docs/sdk-catalog', () => {
  it('names no other Eyes server than the default one', () => {
    expect(all(serverUrlProblems)).toEqual([]);
  });

  it('calls the results UI by its one name', () => {
    expect(all(resultsUiNameProblems)).toEqual([]);
  });

  it('counts the match levels as there are', () => {
    expect(all(matchLevelCountProblems)).toEqual([]);
  });

  it('pins SDK packages to their current release, never Gradle’s latest.release', () => {
    expect(all(packageVersionProblems)).toEqual([]);
  });

  it('names only environment variables the SDKs read', () => {
    expect(all(environmentVariableProblems)).toEqual([]);
  });

  it('shows the API key step on general pages as <SetApiKey />, not as a copy of one shell’s command', () => {
    expect(all(apiKeyStepProblems, generalPages)).toEqual([]);
  });

  it('explains each match level on the match levels page, in order', () => {
    const page = readFileSync(join(CONTENT, 'docs/concepts/best-practices/match-levels.mdx'), 'utf8');
    expect(matchLevelSections(page)).toEqual(MATCH_LEVELS.map((level) => level.name));
  });
});

describe('the checks', () => {
  it('find another server, and hosts under the server the module does not list', () => {
    const text =
      'Results: https://eyes.eyes-sdk.io/app\nok https://eyes.example.com/app https://exec.eyes.example.com/wd/hub\nhttps://api.eyes.example.com';
    expect(formatProblems(serverUrlProblems('a.mdx', text))).toEqual([
      'a.mdx:1: "https://eyes.eyes-sdk.io" names another Eyes server: the server is https://eyes.example.com (DEFAULT_SERVER_URL and PRODUCT_HOSTS of @docs/sdk-catalog)',
      'a.mdx:3: "https://api.eyes.example.com" names another Eyes server: the server is https://eyes.example.com and its hosts are eyes.example.com, render.eyes.example.com, exec.eyes.example.com (DEFAULT_SERVER_URL and PRODUCT_HOSTS of @docs/sdk-catalog)',
    ]);
    expect(serverUrlProblems('a.mdx', 'https://demo.eyes-sdk.dev/checkout and https://shop.example.com')).toEqual([]);
  });

  it('find other names of the results UI over line breaks, but not a page path or the usage dashboard', () => {
    const text =
      'Review it in the Eyes\ndashboard.\nAccept in the dashboard.\n[page](/playwright/eyes-dashboard), the usage dashboard, a dashboard with live data';
    expect(
      resultsUiNameProblems('a.mdx', text).map(({ line, message }) => `${line}: ${message.split(':')[0]}`),
    ).toEqual([
      '1: "Eyes dashboard"',
      '1: "the Eyes dashboard"'.replace('the Eyes dashboard', 'the dashboard').replace('1:', '3:'),
    ]);
  });

  it('find a wrong count of the match levels, in words or digits', () => {
    expect(
      matchLevelCountProblems('a.mdx', 'the four match levels; all 5 match levels; the five match-levels').map(
        (p) => p.message,
      ),
    ).toEqual([
      '"four match levels": there are 5 match levels (Strict, Layout, Content, Exact, Ignore colors; MATCH_LEVELS of @docs/sdk-catalog)',
    ]);
  });

  it('find an SDK package at another version than the current release, with its line', () => {
    const text = `testImplementation("io.eyessdk:eyes-sdk-selenium:${SDK_VERSION}")\n<version>x</version>\nandroidTestImplementation("io.eyessdk:eyes-sdk-espresso:latest.release")`;
    expect(packageVersionProblems('a.mdx', text).map(({ line, message }) => `${line}: ${message}`)).toEqual([
      `3: "io.eyessdk:eyes-sdk-espresso:latest.release" names version latest.release: builds pin the SDKs' current release, ${SDK_VERSION} (SDK_VERSION of @docs/sdk-catalog)`,
    ]);
  });

  it('find a variable the SDKs do not read, suggesting the one they do', () => {
    expect(environmentVariableProblems('a.mdx', 'EYES_BATCH_ID and EYES_BRANCH').map((p) => p.message)).toEqual([
      expect.stringMatching(
        /^EYES_BRANCH is not an environment variable the SDKs read; did you mean EYES_BRANCH_NAME\?/,
      ),
    ]);
  });

  it('find the API key set by hand, but not from a CI secret', () => {
    const text =
      'export EYES_API_KEY="your-key"\n$env:EYES_API_KEY = "k"\nexport EYES_API_KEY="${SECRET}"\nexport EYES_API_KEY=$SECRET';
    expect(apiKeyStepProblems('a.mdx', text).map((p) => p.line)).toEqual([1, 2]);
  });

  it('read the match level sections of the match levels page', () => {
    expect(
      matchLevelSections('## Intro\n### No\n## The match levels\n### Strict\ntext\n### Layout\n## Next\n### No\n'),
    ).toEqual(['Strict', 'Layout']);
  });
});
