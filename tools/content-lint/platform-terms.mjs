// @ts-check
/**
 * What a page of one SDK must not speak of: the tools of other platforms
 * (package managers, build tools, their files) and, for apps that are not web
 * pages, the web's words. One small table per tool ecosystem and per platform;
 * which ones an SDK may name follows from its catalogue entry (its language and
 * platform), with the few exceptions its family needs.
 *
 * Terms are matched in prose only (the text of paragraphs, lists, headings,
 * tables, links and inline code), never in code blocks: a Robot Framework
 * page's install line is `pip install …`, and a test named "Checkout page" in
 * a native test's code is a name, not a claim about the app.
 */

/** @typedef {import('@docs/sdk-catalog').SdkKey} SdkKey */
/** @typedef {import('@docs/sdk-catalog').SdkEntry} SdkEntry */

/**
 * A tool ecosystem: the package managers, build tools and their files of one
 * platform, and what its pages use.
 *
 * @typedef {object} Ecosystem
 * @property {string} label whose tools they are, in a message: "Ruby's"
 * @property {readonly (string | RegExp)[]} terms names as written in prose
 *   (a string matches as a whole word, case-sensitively; a RegExp as written)
 * @property {string} instead what a page of this ecosystem names for the same job
 */

/** @typedef {'javascript' | 'jvm' | 'python' | 'ruby' | 'dotnet' | 'php' | 'cocoapods'} EcosystemId */

/** @type {Readonly<Record<EcosystemId, Ecosystem>>} */
export const ECOSYSTEMS = {
  javascript: {
    label: "JavaScript's",
    terms: ['npm', 'npx', 'Yarn', 'yarn', 'pnpm', 'package.json', 'node_modules'],
    instead: 'npm and package.json',
  },
  jvm: {
    label: "the JVM's",
    // "Maven Central" is a registry every JVM package (Android's included) comes from, not the build tool.
    terms: [/\bMaven\b(?! Central)/, 'Gradle', 'pom.xml', 'build.gradle', 'build.gradle.kts', 'mvn'],
    instead: 'Maven or Gradle',
  },
  python: {
    label: "Python's",
    terms: ['pip', 'pipenv', 'PyPI', 'requirements.txt', 'virtualenv', 'venv', 'pytest'],
    instead: 'pip and requirements.txt',
  },
  ruby: {
    label: "Ruby's",
    terms: ['Bundler', 'bundler', 'Gemfile', 'RubyGems', /\bbundle (?:install|exec)\b/, /\bgem install\b/],
    instead: 'Bundler and the Gemfile',
  },
  dotnet: {
    label: ".NET's",
    terms: ['NuGet', /\bdotnet (?:add|test|restore)\b/, /\.csproj\b/],
    instead: 'NuGet and dotnet',
  },
  php: {
    label: "PHP's",
    terms: ['Composer', 'composer.json', 'Packagist', 'PHPUnit'],
    instead: 'Composer',
  },
  cocoapods: {
    label: "iOS's",
    terms: ['CocoaPods', 'Podfile', /\bpod install\b/],
    instead: 'CocoaPods and the Podfile',
  },
};

/**
 * The ecosystems whose tools a page of each SDK language names. Robot
 * Framework runs on Python; the Image Tester (`bash`) is installed with npm;
 * Swift projects may use Bundler to pin CocoaPods, so Ruby's tools are theirs too.
 *
 * @type {Readonly<Record<SdkEntry['language'], readonly EcosystemId[]>>}
 */
export const ECOSYSTEMS_OF_LANGUAGE = {
  javascript: ['javascript'],
  typescript: ['javascript'],
  java: ['jvm'],
  python: ['python'],
  robotframework: ['python'],
  ruby: ['ruby'],
  csharp: ['dotnet'],
  php: ['php'],
  swift: ['cocoapods', 'ruby'],
  bash: ['javascript'],
};

/**
 * Terms an SDK must not name although its ecosystem does, and what it uses
 * instead: Android apps (Espresso) build with Gradle only.
 *
 * @type {Readonly<Partial<Record<SdkKey, { terms: readonly (string | RegExp)[], instead: string }>>>}
 */
export const SDK_EXCLUSIONS = {
  espresso: { terms: [/\bMaven\b(?! Central)/, 'pom.xml', 'mvn'], instead: 'Gradle (Android apps build with Gradle)' },
};

/**
 * Web words a page about apps that are not web pages must not use, with what
 * they are called there.
 *
 * @type {Readonly<Partial<Record<SdkEntry['platform'], { subject: string, terms: readonly (string | RegExp)[], instead: string }>>>}
 */
export const PLATFORM_WORDS = {
  'mobile-native': {
    subject: 'a native app',
    terms: [/\b(?:checkout|login|home|web) page\b/i, /\bweb ?site\b/i],
    instead: 'a screen of the app (the checkout screen)',
  },
  images: {
    subject: 'images',
    terms: [/\b(?:checkout|login|home|web) page\b/i, /\bweb ?site\b/i],
    instead: 'the image or document checked (the checkout screenshot)',
  },
};

/**
 * A term as a global RegExp (a string: the whole word, case-sensitively).
 *
 * @param {string | RegExp} term
 * @returns {RegExp}
 */
export function termPattern(term) {
  if (term instanceof RegExp) return new RegExp(term.source, term.flags.includes('g') ? term.flags : `${term.flags}g`);
  const escaped = term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  // Not part of a longer name: no letter, digit, dot, dash or underscore either side (pip, not pipeline).
  return new RegExp(`(?<![\\w.-])${escaped}(?![\\w-]|\\.\\w)`, 'g');
}

/**
 * What a page of `entry` must not name: each forbidden term with what follows
 * it in a message (why, and what the page names instead).
 *
 * @param {SdkEntry} entry
 * @returns {{ pattern: RegExp, explanation: string }[]}
 */
export function forbiddenTerms(entry) {
  const own = ECOSYSTEMS_OF_LANGUAGE[entry.language];
  const ownTools = own.map((id) => ECOSYSTEMS[id].instead).join(', or ');
  /** @type {{ pattern: RegExp, explanation: string }[]} */
  const forbidden = [];
  for (const [id, ecosystem] of /** @type {[EcosystemId, Ecosystem][]} */ (Object.entries(ECOSYSTEMS))) {
    if (own.includes(id)) continue;
    for (const term of ecosystem.terms) {
      forbidden.push({
        pattern: termPattern(term),
        explanation: `is ${ecosystem.label} tool: ${entry.name} pages name ${ownTools}`,
      });
    }
  }
  const exclusions = SDK_EXCLUSIONS[entry.key];
  for (const term of exclusions?.terms ?? []) {
    forbidden.push({
      pattern: termPattern(term),
      explanation: `is not ${entry.name}'s tool: its pages name ${exclusions?.instead}`,
    });
  }
  const words = PLATFORM_WORDS[entry.platform];
  for (const term of words?.terms ?? []) {
    forbidden.push({
      pattern: termPattern(term),
      explanation: `is a web word, and ${entry.name} tests ${words?.subject}: say ${words?.instead}`,
    });
  }
  return forbidden;
}
