/**
 * Build-time syntax highlighting (Shiki), with a light and a dark theme: the
 * blocks are highlighted with the light theme and its colours become classes
 * that the stylesheet colours for both modes (code-colours.ts), so the
 * reader's colour mode picks one without a second render. No highlighter
 * ships to the browser.
 */
import type { RehypeShikiOptions } from '@shikijs/rehype';
import { bundledLanguagesInfo, type BundledLanguage, type LanguageRegistration } from 'shiki';
import { transformerCodeMeta } from './code-meta.ts';
import robotframework from './robotframework.tmLanguage.json' with { type: 'json' };

/** The languages every page may highlight beyond the web's, as authors write them in code fences. */
export const REQUIRED_LANGUAGES = [
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
  // Windows readers' shell: the set-up steps give its commands beside bash's (SetApiKey).
  'powershell',
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

// Every token colour of these two meets WCAG AA (4.5:1) on its background; github-light's
// orange (3.5:1) and github-dark's comments (3.0:1) do not.
export const THEMES = { light: 'github-light-default', dark: 'github-dark-default' } as const;

const builtIn = [...REQUIRED_LANGUAGES, ...MORE_LANGUAGES]
  .map((lang) => LANGUAGE_ALIASES[lang] ?? lang)
  .filter((lang) => lang !== 'robotframework') as BundledLanguage[];

export const shikiOptions: RehypeShikiOptions = {
  // The pipeline adds a `cache` that returns copies (shiki-cache.ts): @shikijs/rehype inserts the
  // cached tree object itself, which later stages change in place.
  // One tokenisation, with the light theme; code-colours.ts pairs its colours with the dark theme's.
  theme: THEMES.light,
  langs: [...new Set(builtIn), robotframework as unknown as LanguageRegistration],
  langAlias: LANGUAGE_ALIASES,
  // A fence with no language, or one we do not load, stays plain text rather than failing the build.
  defaultLanguage: 'text',
  fallbackLanguage: 'text',
  addLanguageClass: true,
  // No time limit per line: past Shiki's default 500 ms the rest of the line stays unhighlighted,
  // so on a busy machine the server and client builds highlighted a block differently (hydration error).
  tokenizeTimeLimit: 0,
  // A fence's title="..." and {2,4-5} highlighted lines (code-meta.ts).
  transformers: [transformerCodeMeta()],
};

/** Names Shiki shows as plain text without looking for a grammar. */
const PLAIN_TEXT = ['text', 'txt', 'plain', 'plaintext'];

/**
 * Every language name a code fence may use: the loaded languages under their ids and Shiki's
 * aliases of them (`bash` is `shellscript`, also `sh`), our own aliases and plain text. Any other
 * name is shown as plain text, so the build warns about it (remark-code-languages.ts).
 */
export function validCodeLanguages(): string[] {
  const names = new Set([...PLAIN_TEXT, ...Object.keys(LANGUAGE_ALIASES), 'robotframework']);
  for (const lang of shikiOptions.langs ?? []) {
    if (typeof lang !== 'string') continue;
    const info = bundledLanguagesInfo.find((entry) => entry.id === lang || entry.aliases?.includes(lang));
    for (const name of [lang, info?.id, ...(info?.aliases ?? [])]) if (name) names.add(name);
  }
  return [...names].sort();
}
