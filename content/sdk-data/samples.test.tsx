// The code samples of the SDK pages, as readers copy them: each must run in its language and
// agree with the SDK's own reference (the signatures on its reference pages) and guides.
import type { Element, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import { describe, expect, it } from 'vitest';
import { API_CLASSES, type ApiClassSlug } from './api';
import { member } from './languages';
import { SDK_PROFILES, type SdkProfile } from './profiles';
import { renderSdkPages, type RenderedSdkPage } from './render';
import { memberSignature } from './signatures';

const pages = renderSdkPages();

function elements(tree: Root | Element, test: (node: Element) => boolean): Element[] {
  const found: Element[] = [];
  for (const child of tree.children) {
    if (child.type !== 'element') continue;
    if (test(child)) found.push(child);
    found.push(...elements(child, test));
  }
  return found;
}

interface Block {
  docId: string;
  lang: string;
  code: string;
}

/** The code blocks of a page, with their Shiki language. */
function blocks(page: RenderedSdkPage): Block[] {
  return elements(
    page.tree,
    (node) => node.tagName === 'code' && String(node.properties.className ?? '').includes('language-'),
  ).map((node) => ({
    docId: page.docId,
    lang: String(node.properties.className).replace(/^.*language-/, ''),
    code: toString(node),
  }));
}

const pagesOf = (p: SdkProfile) => pages.filter((page) => page.docId.startsWith(`sdks/${p.folder}/`));
const blocksOf = (p: SdkProfile, lang = p.entry.language) =>
  pagesOf(p)
    .flatMap(blocks)
    .filter((b) => b.lang === lang);
const page = (docId: string) => {
  const found = pages.find((candidate) => candidate.docId === docId);
  if (!found) throw new Error(`no page ${docId}`);
  return found;
};
/** Text without its code spans. */
const words = (node: Element): string =>
  node.children
    .map((child) =>
      child.type === 'text' ? child.value : child.type === 'element' && child.tagName !== 'code' ? words(child) : '…',
    )
    .join('');
/** The prose of a page: its paragraphs and list items, code spans as `…` unless `withCode`. */
const prose = (docId: string, withCode = true) =>
  elements(page(docId).tree, (node) => node.tagName === 'p' || node.tagName === 'li').map((node) =>
    withCode ? toString(node) : words(node),
  );
const profilesIn = (language: string) => SDK_PROFILES.filter((p) => p.entry.language === language);

/** Where a sample breaks a rule: `page: line`. */
const offending = (found: Block[], bad: RegExp) =>
  found.flatMap((b) =>
    b.code
      .split('\n')
      .filter((line) => bad.test(line))
      .map((line) => `${b.docId}: ${line.trim()}`),
  );

describe('samples in Java and Python read CI values the way the language needs', () => {
  it('Java compares strings with equals, never with == (which compares references)', () => {
    const java = profilesIn('java').flatMap((p) => blocksOf(p));
    expect(java.length).toBeGreaterThan(50);
    expect(offending(java, /[!=]=\s*"|"\s*[!=]=|(getenv|getString)\([^)]*\)\s*[!=]=/)).toEqual([]);
    expect(java.some((b) => b.code.includes('"true".equals('))).toBe(true);
  });

  it('Python reads variables with os.environ.get, never os.environ[...] (a KeyError when unset)', () => {
    const python = profilesIn('python').flatMap((p) => blocksOf(p));
    expect(python.length).toBeGreaterThan(30);
    expect(offending(python, /os\.environ\[/)).toEqual([]);
    expect(python.some((b) => b.code.includes('os.environ.get("GIT_BRANCH")'))).toBe(true);
  });
});

describe('samples of device SDKs say how the build machine’s values reach the device', () => {
  const espresso = SDK_PROFILES.find((p) => p.family === 'espresso') as SdkProfile;

  it('Espresso reads them as instrumentation arguments that app/build.gradle.kts passes on, never its own environment', () => {
    const java = blocksOf(espresso, 'java');
    expect(offending(java, /System\.getenv|BuildConfig\./)).toEqual([]);
    const gradle = blocks(page('sdks/espresso/quickstart')).find(
      (b) => b.lang === 'kotlin' && b.code.includes('android {'),
    );
    expect(gradle?.code).toContain('testInstrumentationRunnerArguments');
    expect(gradle?.code).not.toContain('buildConfigField');
    // Every argument a sample reads is one the Gradle file passes.
    const read = new Set(java.flatMap((b) => [...b.code.matchAll(/getString\("([A-Z_]+)"\)/g)].map((m) => m[1])));
    expect(read.size).toBeGreaterThanOrEqual(4);
    for (const name of read) expect(gradle?.code, `${name} is read on the device`).toContain(`"${name}"`);
    // Samples that read them show where they come from.
    for (const b of java.filter((candidate) => candidate.code.includes('getString(')))
      expect(b.code, b.docId).toMatch(/InstrumentationRegistry\.getArguments\(\)/);
  });

  it('XCUITest and XCTest samples that read the environment say that xcodebuild hands on TEST_RUNNER_ variables', () => {
    for (const p of SDK_PROFILES.filter((candidate) => candidate.family === 'xcui' || candidate.family === 'xctest')) {
      const reading = blocksOf(p, 'swift').filter((b) => b.code.includes('ProcessInfo.processInfo.environment['));
      expect(reading.length, p.folder).toBeGreaterThanOrEqual(4);
      for (const b of reading) expect(b.code, b.docId).toContain('TEST_RUNNER_');
      expect(prose(`sdks/${p.folder}/configuration`).join('\n'), p.folder).toContain('TEST_RUNNER_<NAME>');
    }
  });
});

/** The argument list of each call of `name(` in a sample, split at its top-level commas. */
function callArguments(code: string, name: RegExp): string[][] {
  const calls: string[][] = [];
  for (const match of code.matchAll(name)) {
    let depth = 0;
    let current = '';
    const args: string[] = [];
    for (const char of code.slice((match.index ?? 0) + match[0].length)) {
      if (char === '(' || char === '[' || char === '{') depth += 1;
      if (char === ')' || char === ']' || char === '}') {
        if (depth === 0) break;
        depth -= 1;
      }
      if (char === ',' && depth === 0) {
        args.push(current.trim());
        current = '';
      } else current += char;
    }
    if (current.trim()) args.push(current.trim());
    calls.push(args);
  }
  return calls;
}

describe('Swift samples call members with the labels their reference declares', () => {
  const swift = SDK_PROFILES.filter((p) => p.style === 'swift');

  it('labels every argument as the signature does (`Eyes(runner:)`, `check(_:)`)', () => {
    const problems: string[] = [];
    let checked = 0;
    for (const p of swift) {
      const code = blocksOf(p, 'swift')
        .map((b) => b.code)
        .join('\n');
      for (const slug of Object.keys(API_CLASSES) as ApiClassSlug[]) {
        for (const entry of API_CLASSES[slug].members) {
          const signature = memberSignature(API_CLASSES[slug].name, entry, p.ctx);
          if (!signature || !entry.params?.length || entry.kind === 'property') continue;
          const list = /\((.*)\)/.exec(signature)?.[1] ?? '';
          const labels = list ? list.split(', ').map((param) => param.split(/[ :]/)[0]) : [];
          const name = entry.kind === 'constructor' ? entry.name : member('swift', entry.name);
          const pattern =
            entry.kind === 'constructor'
              ? new RegExp(`\\b${name}\\(`, 'g')
              : new RegExp(`(?<!closer)\\.${name}\\(`, 'g');
          for (const args of callArguments(code, pattern)) {
            checked += 1;
            args.forEach((arg, index) => {
              const label = labels[index];
              const given = /^(\w+):/.exec(arg)?.[1];
              const expected = label === '_' ? undefined : label;
              if (given !== expected) problems.push(`${p.folder}: ${name}(${args.join(', ')}) against ${signature}`);
            });
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(20);
    expect([...new Set(problems)]).toEqual([]);
  });
});

describe('quickstarts follow the SDK’s own reference and guides', () => {
  it('Ruby quickstarts add the gem to the Gemfile’s test group, since the suite runs with bundle exec', () => {
    const ruby = profilesIn('ruby');
    expect(ruby.length).toBeGreaterThanOrEqual(6);
    for (const p of ruby) {
      const quick = page(`sdks/${p.folder}/quickstart`);
      const install = elements(quick.tree, (node) => node.tagName === 'SdkInstall').map((node) => toString(node));
      expect(install, p.folder).toEqual([`bundle add ${p.entry.packageName} --group test`]);
      expect(p.runCommand, p.folder).toMatch(/^bundle exec /);
    }
  });

  it('create Eyes with the runner the reference’s constructor takes, and end the test with the close the Eyes page names', () => {
    for (const p of SDK_PROFILES.filter(
      (candidate) => candidate.binding === 'oo' && candidate.family !== 'webdriverio',
    )) {
      const quick = blocks(page(`sdks/${p.folder}/quickstart`))
        .map((b) => b.code)
        .join('\n');
      const constructed = callArguments(quick, p.style === 'ruby' ? /Eyes\.new\(/g : /\bEyes\(/g);
      expect(constructed.length, p.folder).toBeGreaterThan(0);
      for (const args of constructed) expect(args, p.folder).toHaveLength(1);
      const closeAsync = member(p.style, 'closeAsync');
      expect(quick, p.folder).toMatch(new RegExp(`(\\.|->)${closeAsync}\\b`));
      expect(quick, p.folder).not.toMatch(new RegExp(`eyes(\\.|->)${member(p.style, 'close')}\\b`, 'i'));
      expect(prose(`sdks/${p.folder}/eyes`).join('\n'), p.folder).toContain(closeAsync);
    }
  });
});

describe('guides say what the SDK captures through as its samples pass it', () => {
  it('Capybara and Watir name the object their samples pass to open', () => {
    for (const [folder, passed] of [
      ['capybara', 'page'],
      ['watir', '@browser'],
    ] as const) {
      const quick = blocks(page(`sdks/${folder}/quickstart`))
        .map((b) => b.code)
        .join('\n');
      expect(quick).toContain(`open(driver: ${passed},`);
      for (const slug of ['configuration', 'eyes', 'runners', 'advanced', 'reference/eyes']) {
        const text = prose(`sdks/${folder}/${slug}`).join('\n');
        const spans = elements(page(`sdks/${folder}/${slug}`).tree, (node) => node.tagName === 'p')
          .flatMap((node) => elements(node, (child) => child.tagName === 'code'))
          .map((node) => toString(node));
        expect(spans, `${folder}/${slug}`).toContain(passed);
        expect(text, `${folder}/${slug}`).not.toMatch(/page\.driver\.browser|browser\.driver/);
      }
    }
  });

  it('SDKs without a driver are not told to open Eyes with one', () => {
    for (const p of SDK_PROFILES.filter((candidate) => candidate.binding === 'oo' && !candidate.ctx.driverType)) {
      const text = prose(`sdks/${p.folder}/eyes`).join('\n');
      expect(text, p.folder).not.toMatch(/open Eyes[^.]*\) with /);
      expect(prose(`sdks/${p.folder}/eyes`, false).join('\n'), p.folder).not.toMatch(/\([^()]*\([^()]*\)[^()]*\)/);
    }
  });

  it('native and image runners pages do not capture on “the machine”', () => {
    for (const p of SDK_PROFILES.filter(
      (candidate) =>
        candidate.binding === 'oo' &&
        (candidate.entry.platform === 'mobile-native' || candidate.entry.platform === 'images'),
    )) {
      const code = blocks(page(`sdks/${p.folder}/runners`))
        .map((b) => b.code)
        .join('\n');
      expect(code, p.folder).not.toContain('on the machine that runs the test');
    }
  });

  it('name the test runner once: “XCUITest tests”, not “XCTest (UI tests) tests”', () => {
    const repeated = pages.flatMap((candidate) =>
      prose(candidate.docId)
        .filter((text) => /\b(\w+)\) \1\b/.test(text))
        .map((text) => `${candidate.docId}: ${text}`),
    );
    expect(repeated).toEqual([]);
    expect(prose('sdks/xcui/reference/eyes').join('\n')).toContain('You call these from XCUITest tests');
  });
});

describe('Python and Ruby samples are written as the language writes them', () => {
  it('pytest guides show the conftest.py fixtures their prose describes, with the imports they use', () => {
    const python = profilesIn('python');
    expect(python.length).toBeGreaterThanOrEqual(5);
    for (const p of python) {
      for (const slug of ['configuration', 'runners']) {
        const docId = `sdks/${p.folder}/${slug}`;
        const text = prose(docId).join('\n');
        expect(text, docId).toContain('session-scoped fixture in conftest.py');
        if (slug === 'runners') expect(text, docId).toContain('the code after that fixture’s yield');
        const code = blocks(page(docId))
          .filter((b) => b.lang === 'python')
          .map((b) => b.code)
          .join('\n');
        expect(code, docId).toContain('@pytest.fixture(scope="session")');
        expect(code, docId).toMatch(/^def eyes\(runner\b/m);
        expect(code, docId).toMatch(/^ {4}yield runner\n(.*\n)* {4}\w+ = runner\.get_all_test_results\(/m);
        // Every class the sample constructs or reads a member of is imported.
        const imported = new Set(
          [...code.matchAll(/^from \S+ import (.+)$/gm)].flatMap((m) => (m[1] ?? '').split(', ')),
        );
        const used = [...code.replace(/#.*$/gm, '').matchAll(/\b([A-Z]\w+)[(.]/g)].map((m) => m[1] as string);
        expect(
          used.filter((name) => !imported.has(name)),
          docId,
        ).toEqual([]);
        if (code.includes('os.environ')) expect(code, docId).toMatch(/^import os$/m);
      }
    }
  });

  it('name variables in snake_case, never camelCase (`grid_runner`, not `gridRunner`)', () => {
    const snake = [...profilesIn('python'), ...profilesIn('ruby')].flatMap((p) => blocksOf(p));
    expect(snake.length).toBeGreaterThan(60);
    expect(offending(snake, /^\s*[a-z]+[A-Z]\w*\s*=[^=]/)).toEqual([]);
  });
});

describe('quickstarts say what their results call does to the build', () => {
  it('say that getAllTestResults(false) keeps the run green on differences, and how to fail the build', () => {
    let lenient = 0;
    for (const p of SDK_PROFILES.filter((candidate) => candidate.binding === 'oo')) {
      const docId = `sdks/${p.folder}/quickstart`;
      const code = blocks(page(docId))
        .map((b) => b.code)
        .join('\n');
      const name = member(p.style, 'getAllTestResults');
      const call = new RegExp(`${name}\\((throwException: )?(false|False)\\)`).exec(code);
      if (!call) continue;
      lenient += 1;
      const text = prose(docId).join('\n');
      expect(text, docId).toContain(`${call[0]} the run passes even when Eyes finds differences`);
      expect(text, docId).toContain(`${name}(${call[1] ?? ''}${call[2] === 'False' ? 'True' : 'true'})`);
    }
    expect(lenient).toBeGreaterThanOrEqual(30);
  });

  it('say where a device test’s printed summary goes: logcat on Android, the simulator’s log on iOS', () => {
    expect(prose('sdks/espresso/quickstart').join('\n')).toContain('`adb logcat`'.replaceAll('`', ''));
    for (const folder of ['xcui', 'xctest']) {
      expect(prose(`sdks/${folder}/quickstart`).join('\n'), folder).toMatch(/log in the simulator.*not to xcodebuild/);
    }
    expect(prose('sdks/selenium-java/quickstart').join('\n')).not.toMatch(/logcat|simulator/);
  });
});

describe('Swift samples spell enum cases in lower camel case', () => {
  it('writes `MatchLevel.strict`, never `MatchLevel.Strict`', () => {
    const swift = SDK_PROFILES.filter((p) => p.style === 'swift').flatMap((p) => blocksOf(p, 'swift'));
    expect(swift.length).toBeGreaterThanOrEqual(20);
    expect(offending(swift, /\b(MatchLevel|BrowserType|ScreenOrientation|DeviceName|StitchMode)\.[A-Z]/)).toEqual([]);
    expect(swift.some((b) => b.code.includes('MatchLevel.strict'))).toBe(true);
  });
});

/** How a sample writes a setting's value: what type the table must give that setting. */
type Shape =
  | { kind: 'class' | 'enum'; name: string }
  | { kind: 'record' | 'list' | 'number' | 'boolean' | 'string' }
  | { kind: 'literal'; value: string };

function shapeOf(raw: string, yaml: boolean): Shape | undefined {
  const value = raw.trim().replace(/[,;]$/, '');
  if (value.startsWith('[')) return { kind: 'list' };
  if (value.startsWith('{')) return { kind: 'record' };
  const quoted = /^(['"])(.*)\1$/.exec(value);
  if (quoted) return { kind: 'literal', value: quoted[2] ?? '' };
  if (/^\d+$/.test(value)) return { kind: 'number' };
  if (/^(true|false|True|False)$/.test(value)) return { kind: 'boolean' };
  const constructed = /^(?:new\s+)?(?:EyesSdk::)?([A-Z]\w*)(?:\.new)?\(/.exec(value);
  if (constructed) return { kind: 'class', name: constructed[1] ?? '' };
  const member = /^(?:EyesSdk::)?([A-Z]\w*)(?:\.|::)\w+$/.exec(value);
  if (member) return { kind: 'enum', name: member[1] ?? '' };
  if (/env|getenv|GetEnvironmentVariable|ENV\[|getString\(|^\$\{/i.test(value)) return { kind: 'string' };
  if (yaml) return /^[A-Z_]+$/.test(value) ? { kind: 'literal', value } : { kind: 'string' };
  return undefined;
}

/** Why a signature does not take a value of that shape, or `undefined` when it does. */
function disagreement(signature: string, shape: Shape): string | undefined {
  const has = (pattern: RegExp) => pattern.test(signature);
  const stringType = /\b(string|String|str)\b/;
  switch (shape.kind) {
    case 'class':
    case 'enum':
      return has(new RegExp(`\\b${shape.name}\\b`)) ? undefined : `the sample passes a ${shape.name}`;
    case 'record':
      return has(/\{/) ? undefined : 'the sample passes a plain object';
    case 'list':
      return has(/\[\]|: \[/) ? undefined : 'the sample passes a list';
    case 'literal':
      return has(stringType) || signature.includes(`'${shape.value}'`) || has(new RegExp(`\\b${shape.value}\\b`))
        ? undefined
        : `the sample passes the literal ${shape.value}`;
    case 'number':
      return has(/\b(number|int|Int|Integer)\b/) ? undefined : 'the sample passes a number';
    case 'boolean':
      return has(/\b(boolean|bool|Bool|Boolean)\b/) ? undefined : 'the sample passes a boolean';
    case 'string':
      return has(stringType) ? undefined : 'the sample passes a string';
  }
}

/** The settings a sample sets: `config.key = value`, `config.setKey(value)`, `key: value` in a file. */
function settingsOf(code: string): [string, string][] {
  const found: [string, string][] = [];
  const lines = code.split('\n');
  lines.forEach((line, index) => {
    const assigned = /^\s*[\w$.]*(?:\.|->)(\w+)\s*=\s*(.+)$/.exec(line);
    const setter = /(?:\.|->)(set[A-Z]\w*)\((.+)\);?$/.exec(line);
    const keyed = /^\s*(?:- )?(\w+):\s*(.*)$/.exec(line);
    if (assigned) found.push([assigned[1] ?? '', assigned[2] ?? '']);
    else if (setter) found.push([setter[1] ?? '', setter[2] ?? '']);
    else if (keyed) {
      // A YAML key whose value follows on the next lines: a mapping, or a list of `- ` items.
      const next = lines[index + 1]?.trim() ?? '';
      const value = keyed[2] || (next.startsWith('- ') ? '[' : next ? '{' : '');
      found.push([keyed[1] ?? '', value]);
    }
  });
  return found;
}

describe('configuration tables agree with the examples beside them', () => {
  it('type every setting an example sets as the example writes its value, on every SDK', () => {
    const problems: string[] = [];
    const checked = new Set<string>();
    for (const p of SDK_PROFILES.filter((candidate) => candidate.binding !== 'cli')) {
      for (const slug of ['configuration', 'reference/configuration']) {
        const docId = `sdks/${p.folder}/${slug}`;
        const rows = new Map(
          elements(page(docId).tree, (node) => node.tagName === 'SdkMember').map((node) => {
            const props = (node.data as { props: { name: string; signature: string } }).props;
            return [props.name, props.signature] as const;
          }),
        );
        const code = blocks(page(docId))
          .filter((b) => b.lang !== 'bash')
          .map((b) => b.code)
          .join('\n');
        for (const [key, value] of settingsOf(code)) {
          const signature = rows.get(key);
          if (!signature) continue;
          const shape = shapeOf(value, p.binding === 'robot');
          if (!shape) continue;
          checked.add(`${p.folder} ${key}`);
          const problem = disagreement(signature, shape);
          if (problem) problems.push(`${docId}: ${key} = ${value.trim()} against \`${signature}\`: ${problem}`);
        }
      }
    }
    // Every SDK's example sets the batch and the match level at least.
    for (const p of SDK_PROFILES.filter((candidate) => candidate.binding !== 'cli')) {
      expect([...checked].filter((entry) => entry.startsWith(`${p.folder} `)).length, p.folder).toBeGreaterThanOrEqual(
        3,
      );
    }
    expect(problems).toEqual([]);
  });
});
