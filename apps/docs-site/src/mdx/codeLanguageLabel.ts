/** Display names of the code languages of fences and samples, by Shiki language id. */
const LABELS: Readonly<Record<string, string>> = {
  bash: 'Shell',
  sh: 'Shell',
  shell: 'Shell',
  powershell: 'PowerShell',
  csharp: 'C#',
  java: 'Java',
  javascript: 'JavaScript',
  js: 'JavaScript',
  typescript: 'TypeScript',
  ts: 'TypeScript',
  python: 'Python',
  ruby: 'Ruby',
  php: 'PHP',
  swift: 'Swift',
  kotlin: 'Kotlin',
  objectivec: 'Objective-C',
  robotframework: 'Robot Framework',
  'visual-basic': 'Visual Basic',
  gherkin: 'Gherkin',
  json: 'JSON',
  yaml: 'YAML',
  yml: 'YAML',
  xml: 'XML',
  html: 'HTML',
  css: 'CSS',
  http: 'HTTP',
  groovy: 'Groovy',
  dockerfile: 'Dockerfile',
  ini: 'INI',
  toml: 'TOML',
};

/** Display name of a code language: `csharp` -> `C#`; an id without one is shown as it is. */
export function codeLanguageLabel(language: string): string {
  return LABELS[language] ?? language;
}

/** The language of a highlighted block, from its HTML (`<code class="language-java">`), if it names one other than text. */
export function languageOfHighlighted(html: string | undefined): string | undefined {
  const language = html && /^<code class="language-([\w-]+)"/.exec(html)?.[1];
  return language && language !== 'text' && language !== 'plaintext' ? language : undefined;
}
