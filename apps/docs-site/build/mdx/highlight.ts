/**
 * Build-time syntax highlighting (Shiki). Each token's colour is a CSS
 * variable (`var(--docs-code-token-keyword)`), given its light and dark values
 * by src/styles/code-theme.css, so the reader's colour mode picks them without
 * a second render. No highlighter ships to the browser.
 */
import type { RehypeShikiOptions } from '@shikijs/rehype';
import type { BundledLanguage, LanguageRegistration } from 'shiki';
import { createCssVariablesTheme } from 'shiki/core';
import robotframework from './robotframework.tmLanguage.json' with { type: 'json' };

/** The languages of SPEC section 9, as authors write them in code fences. */
export const SPEC_LANGUAGES = [
  'bash',
  'csharp',
  'gherkin',
  'java',
  'objectivec',
  'php',
  'robotframework',
  'ruby',
  'python',
  'swift',
  'typescript',
  'visual-basic',
] as const;

/** Further languages our pages use: install snippets, configuration files, web code. */
const MORE_LANGUAGES = [
  'javascript',
  'tsx',
  'jsx',
  'json',
  'yaml',
  'xml',
  'kotlin',
  'groovy',
  'ini',
  'toml',
  'http',
  'diff',
];

/** Author-facing names that Shiki knows under another id. */
export const LANGUAGE_ALIASES: Record<string, string> = {
  objectivec: 'objective-c',
  'visual-basic': 'vb',
  sh: 'bash',
  shell: 'bash',
  console: 'bash',
  robot: 'robotframework',
  cs: 'csharp',
  ts: 'typescript',
  js: 'javascript',
  py: 'python',
  rb: 'ruby',
};

/**
 * One theme whose colours are variables. Two themes (light and dark) would have Shiki
 * tokenise every block twice, once per theme: a sixth of the build's CPU.
 */
const variablesTheme = createCssVariablesTheme({ name: 'docs-code', variablePrefix: '--docs-code-' });
export const CODE_THEME = {
  ...variablesTheme,
  tokenColors: [
    ...(variablesTheme.tokenColors ?? []),
    // Section headers (Robot Framework's `*** Test Cases ***`) are structure, like keywords.
    { scope: ['entity.name.section'], settings: { foreground: 'var(--docs-code-token-keyword)' } },
  ],
};

/** The variables the theme writes, which code-theme.css must define (ANSI colours aside: no page shows terminal output). */
export const CODE_COLOR_VARIABLES = [
  ...new Set(JSON.stringify(CODE_THEME).match(/--docs-code-(?!ansi-)[\w-]+/g) ?? []),
].sort();

const builtIn = [...SPEC_LANGUAGES, ...MORE_LANGUAGES]
  .map((lang) => LANGUAGE_ALIASES[lang] ?? lang)
  .filter((lang) => lang !== 'robotframework') as BundledLanguage[];

export const shikiOptions: RehypeShikiOptions = {
  // The pipeline adds a `cache` that returns copies (shiki-cache.ts): @shikijs/rehype inserts the
  // cached tree object itself, which later stages change in place.
  theme: CODE_THEME,
  langs: [...new Set(builtIn), robotframework as unknown as LanguageRegistration],
  langAlias: LANGUAGE_ALIASES,
  // A fence with no language, or one we do not load, stays plain text rather than failing the build.
  defaultLanguage: 'text',
  fallbackLanguage: 'text',
  addLanguageClass: true,
  // No time limit per line: past Shiki's default 500 ms the rest of the line stays unhighlighted,
  // so on a busy machine the server and client builds highlighted a block differently (hydration error).
  tokenizeTimeLimit: 0,
};
