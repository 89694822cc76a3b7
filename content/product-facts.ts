/**
 * Checks that content states the product's facts as @docs/sdk-catalog's
 * product module has them (libs/sdk-catalog/src/product.ts): one server, one
 * name for the results UI, as many match levels as there are, the environment
 * variables the SDKs read, and the API key step as the `<SetApiKey />`
 * component rather than a copy of its command, and the SDK packages at their current release. Each check is derived from the
 * module, so changing a fact there changes what the checks accept.
 */
import {
  API_KEY_VARIABLE,
  DEFAULT_SERVER_URL,
  ENVIRONMENT_VARIABLES,
  MATCH_LEVELS,
  PRODUCT_HOSTS,
  RESULTS_UI,
  SDK_VERSION,
} from '@docs/sdk-catalog';

/** A place in a file that states a fact otherwise than the product module, and what it should say. */
export interface FactProblem {
  file: string;
  line: number;
  message: string;
}

const lineAt = (text: string, index: number) => text.slice(0, index).split('\n').length;

const serverHost = PRODUCT_HOSTS.server;
// The server's own name (`eyes` of eyes.example.com): a host named so elsewhere is another server.
const serverLabel = serverHost.split('.')[0] as string;
const productHosts = new Set<string>(Object.values(PRODUCT_HOSTS));

/**
 * Addresses of another Eyes server: a host named like the server's
 * (`eyes.<anything>`) that is not it, or a host under the server's that the
 * product module does not list.
 */
export function serverUrlProblems(file: string, text: string): FactProblem[] {
  const problems: FactProblem[] = [];
  for (const match of text.matchAll(/\bhttps?:\/\/([a-z0-9.-]+)/gi)) {
    const host = (match[1] as string).toLowerCase().replace(/\.$/, '');
    const namedLikeServer = host.split('.')[0] === serverLabel && host !== serverHost;
    const underServer = host.endsWith(`.${serverHost}`) && !productHosts.has(host);
    if (!namedLikeServer && !underServer) continue;
    problems.push({
      file,
      line: lineAt(text, match.index),
      message: `"${match[0]}" names another Eyes server: the server is ${DEFAULT_SERVER_URL}${
        underServer ? ` and its hosts are ${[...productHosts].join(', ')}` : ''
      } (DEFAULT_SERVER_URL and PRODUCT_HOSTS of @docs/sdk-catalog)`,
    });
  }
  return problems;
}

/**
 * A Maven coordinate of an SDK package with another version than the current release: an older
 * one, or Gradle's dynamic `latest.release`, which Maven does not accept and which makes builds
 * resolve a different package as releases come out.
 */
export function packageVersionProblems(file: string, text: string): FactProblem[] {
  const problems: FactProblem[] = [];
  for (const match of text.matchAll(/\bio\.eyessdk:[\w.-]+:([\w.+-]+)/g)) {
    if (match[1] === SDK_VERSION) continue;
    problems.push({
      file,
      line: lineAt(text, match.index),
      message: `"${match[0]}" names version ${match[1]}: builds pin the SDKs' current release, ${SDK_VERSION} (SDK_VERSION of @docs/sdk-catalog)`,
    });
  }
  return problems;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Another name for the results UI than its own ("the dashboard" for the Test Manager), across line breaks. */
export function resultsUiNameProblems(file: string, text: string): FactProblem[] {
  const problems: FactProblem[] = [];
  for (const name of RESULTS_UI.otherNames) {
    // Words of the name may be split over lines (prose is wrapped) or by Markdown emphasis.
    const words = name.split(' ').map(escapeRegExp).join('[\\s*_]+');
    for (const match of text.matchAll(new RegExp(`(?<![\\w-])${words}(?![\\w-])`, 'gi'))) {
      problems.push({
        file,
        line: lineAt(text, match.index),
        message: `"${match[0].replace(/\s+/g, ' ')}": the results UI is called the ${RESULTS_UI.name} (RESULTS_UI of @docs/sdk-catalog); say "${RESULTS_UI.name}", or whose dashboard it is if it is not that`,
      });
    }
  }
  return problems;
}

const NUMBER_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

/** A count of the match levels ("the four match levels", "5 match levels") that is not theirs. */
export function matchLevelCountProblems(file: string, text: string): FactProblem[] {
  const problems: FactProblem[] = [];
  for (const match of text.matchAll(/\b(\w+)[\s-]+match[\s-]+levels\b/gi)) {
    const word = (match[1] as string).toLowerCase();
    const count = /^\d+$/.test(word) ? Number(word) : NUMBER_WORDS.indexOf(word);
    if (count === -1 || count === MATCH_LEVELS.length) continue;
    problems.push({
      file,
      line: lineAt(text, match.index),
      message: `"${match[0].replace(/\s+/g, ' ')}": there are ${MATCH_LEVELS.length} match levels (${MATCH_LEVELS.map((level) => level.name).join(', ')}; MATCH_LEVELS of @docs/sdk-catalog)`,
    });
  }
  return problems;
}

const variableNames = new Set(ENVIRONMENT_VARIABLES.map((variable) => variable.name));

/** An `EYES_…` environment variable the SDKs do not read (`EYES_BRANCH` for `EYES_BRANCH_NAME`). */
export function environmentVariableProblems(file: string, text: string): FactProblem[] {
  const problems: FactProblem[] = [];
  for (const match of text.matchAll(/\bEYES_[A-Z0-9_]+\b/g)) {
    if (variableNames.has(match[0])) continue;
    const close = [...variableNames].filter((name) => name.startsWith(match[0]) || match[0].startsWith(name));
    problems.push({
      file,
      line: lineAt(text, match.index),
      message: `${match[0]} is not an environment variable the SDKs read${
        close.length > 0 ? `; did you mean ${close.join(' or ')}?` : ''
      } (ENVIRONMENT_VARIABLES of @docs/sdk-catalog: ${[...variableNames].join(', ')})`,
    });
  }
  return problems;
}

/**
 * A copy of the API key step (`export EYES_API_KEY="<your key>"`, `$env:EYES_API_KEY = ...`) in a
 * page, which `<SetApiKey />` shows for every shell. Setting it from another variable (a CI secret,
 * `"$SECRET"`) is not the step.
 */
export function apiKeyStepProblems(file: string, text: string): FactProblem[] {
  const variable = escapeRegExp(API_KEY_VARIABLE);
  const step = new RegExp(`(?:\\bexport\\s+${variable}|\\$env:${variable}\\s*)=\\s*(?!["']?\\$)`, 'g');
  return [...text.matchAll(step)].map((match) => ({
    file,
    line: lineAt(text, match.index),
    message: `sets ${API_KEY_VARIABLE} by hand: write <SetApiKey /> instead, which shows the step for macOS / Linux and Windows`,
  }));
}

/** The `###` headings of section `## The match levels` of the match levels page, in order. */
export function matchLevelSections(text: string): string[] {
  const section = /^## The match levels\n([\s\S]*?)(?=^## )/m.exec(text)?.[1] ?? '';
  return [...section.matchAll(/^### (.+)$/gm)].map((match) => (match[1] as string).trim());
}

/** Problems as `file:line: message` lines. */
export const formatProblems = (problems: readonly FactProblem[]): string[] =>
  problems.map(({ file, line, message }) => `${file}:${line}: ${message}`);
