/**
 * Facts about the product that pages state: where its server is, what its
 * results UI is called, its match levels, the environment variables every SDK
 * reads and the commands that set them. Pages read them through MDX
 * components instead of restating them, and the content tests check the
 * pages against them (content/product-facts.test.ts), so a fact changed here
 * changes, or fails, every page that states it.
 */
import type { SdkKey } from './keys';

/** The address of the Eyes server an SDK talks to unless told otherwise (`EYES_SERVER_URL`). */
export const DEFAULT_SERVER_URL = 'https://eyes.example.com';

/** The product's other public hosts, each under the server's host: what each serves. */
export const PRODUCT_HOSTS = {
  /** SDK uploads, the REST API and the results UI. */
  server: new URL(DEFAULT_SERVER_URL).host,
  /** Ultrafast Grid snapshot uploads and rendering. */
  ultrafastGrid: `render.${new URL(DEFAULT_SERVER_URL).host}`,
  /** Execution Cloud WebDriver sessions. */
  executionCloud: `exec.${new URL(DEFAULT_SERVER_URL).host}`,
} as const;

/** The WebDriver address of the Execution Cloud, where a test's remote driver connects. */
export const EXECUTION_CLOUD_URL = `https://${PRODUCT_HOSTS.executionCloud}/wd/hub`;

/** The web UI where results are reviewed, baselines kept and the account administered. */
export const RESULTS_UI = {
  /** Its one name, in prose: "review the result in the Test Manager". */
  name: 'Test Manager',
  /** Its address. */
  url: `${DEFAULT_SERVER_URL}/app`,
  /**
   * Names pages must not give it (case-insensitive, as whole words), which a
   * reader would take for a different product. "Usage dashboard", a view of
   * the Test Manager, and the dashboards of applications under test are not
   * among them.
   */
  otherNames: ['Eyes dashboard', 'the dashboard', 'dashboard region', 'dashboard regions'],
} as const;

/** A match level's id: the anchor of its section on the match levels page, and the key pages name it by. */
export type MatchLevelId = 'strict' | 'layout' | 'content' | 'exact' | 'ignore-colors';

/** How strictly a checkpoint is compared with its baseline. */
export interface MatchLevel {
  readonly id: MatchLevelId;
  /** Its name in prose and in the Test Manager: `Strict`, `Ignore colors`. */
  readonly name: string;
  /** What it does, in one line. */
  readonly meaning: string;
  /** The changes it reports. */
  readonly flags: string;
  /** The changes it lets pass. */
  readonly tolerates: string;
  /** When to choose it. */
  readonly typicalUse: string;
}

/** The match levels, from the default (Strict) on, in the order the match levels page explains them. */
export const MATCH_LEVELS: readonly MatchLevel[] = [
  {
    id: 'strict',
    name: 'Strict',
    meaning: 'Reports any difference a person would notice.',
    flags: 'Text, images, colours, position and size of any visible element',
    tolerates: 'Anti-aliasing, sub-pixel rendering, tiny shifts a person would not see',
    typicalUse: 'Almost every checkpoint',
  },
  {
    id: 'layout',
    name: 'Layout',
    meaning: 'Reports changes to the structure of the screen, not to its text or images.',
    flags: 'The number, order, alignment and relative size of elements',
    tolerates: 'Different text, different images, colour changes',
    typicalUse: 'Pages with live data, localised builds, news feeds',
  },
  {
    id: 'content',
    name: 'Content',
    meaning: 'Reports changes to text and images, ignoring colour and style.',
    flags: 'Text and images',
    tolerates: 'Colour, font weight, shadows and other style changes',
    typicalUse: 'Theme or brand refreshes where only wording matters',
  },
  {
    id: 'exact',
    name: 'Exact',
    meaning: 'Reports any pixel that differs.',
    flags: 'Any pixel',
    tolerates: 'Nothing',
    typicalUse: 'Rendering engines, charts drawn on canvas, image diff tooling',
  },
  {
    id: 'ignore-colors',
    name: 'Ignore colors',
    meaning: 'Reports what Strict reports, except changes of colour.',
    flags: 'Everything Strict flags except colour',
    tolerates: 'Colour and brightness differences',
    typicalUse: 'Dark mode and light mode sharing one baseline, tinted themes',
  },
];

/** The match level a checkpoint has unless a test, checkpoint or region sets another. */
export const DEFAULT_MATCH_LEVEL: MatchLevelId = 'strict';

/** The environment variable that holds the API key. */
export const API_KEY_VARIABLE = 'EYES_API_KEY';

/** The environment variable that points an SDK at another server than {@link DEFAULT_SERVER_URL}. */
export const SERVER_URL_VARIABLE = 'EYES_SERVER_URL';

/** An environment variable every SDK reads. */
export interface EnvironmentVariable {
  readonly name: string;
  /** Whether a test run fails without it. */
  readonly required: boolean;
  /** What it is for, in a sentence or two of Markdown-free text. */
  readonly meaning: string;
}

/** The environment variables every SDK reads, the required one first. */
export const ENVIRONMENT_VARIABLES: readonly EnvironmentVariable[] = [
  {
    name: API_KEY_VARIABLE,
    required: true,
    meaning: "The team's API key. Store it as a secret, never in the repository.",
  },
  {
    name: SERVER_URL_VARIABLE,
    required: false,
    meaning: `The Eyes server, for dedicated or on-premises installations; ${DEFAULT_SERVER_URL} when unset.`,
  },
  {
    name: 'EYES_BATCH_ID',
    required: false,
    meaning:
      'Groups tests into one batch. Set it to a value unique per build and identical in every parallel job of that build.',
  },
  {
    name: 'EYES_BATCH_NAME',
    required: false,
    meaning: `The batch's name in the ${RESULTS_UI.name} and in notifications.`,
  },
  {
    name: 'EYES_BRANCH_NAME',
    required: false,
    meaning: "The branch under test. Selects the branch's baselines.",
  },
  {
    name: 'EYES_PARENT_BRANCH_NAME',
    required: false,
    meaning: "The branch a new branch takes its baselines from, usually the pull request's target.",
  },
  {
    name: 'EYES_REPOSITORY',
    required: false,
    meaning: '`owner/name` of the repository, recorded as the batch property `scm.repository`.',
  },
  {
    name: 'EYES_COMMIT_SHA',
    required: false,
    meaning:
      'The full commit SHA under test, recorded as `scm.commitSha`. Source-control integrations post the status on it.',
  },
  {
    name: 'EYES_DONT_CLOSE_BATCHES',
    required: false,
    meaning: '`true` stops each runner from closing the batch when it finishes, for batches shared by parallel jobs.',
  },
  {
    name: 'EYES_PROXY',
    required: false,
    meaning: 'A proxy for every request to the Eyes server; HTTPS_PROXY when unset.',
  },
  {
    name: 'EYES_LOG_LEVEL',
    required: false,
    meaning: "The SDK's log level (`debug` for a support request); no log when unset.",
  },
  {
    name: 'EYES_DISABLED',
    required: false,
    meaning: 'Turns Eyes off: checkpoints are skipped and no API key is needed.',
  },
];

/** A shell readers set environment variables in, with the tab label code tabs give it. */
export interface Shell {
  readonly id: 'posix' | 'powershell';
  /** The tab's label: which systems and shells the command is for. */
  readonly label: string;
  /** The code language the command is highlighted as and its tab is keyed by. */
  readonly language: 'bash' | 'powershell';
}

/** The shells of the set-up steps: POSIX shells on macOS and Linux, PowerShell on Windows. */
export const SHELLS: readonly Shell[] = [
  { id: 'posix', label: 'macOS / Linux', language: 'bash' },
  { id: 'powershell', label: 'Windows PowerShell', language: 'powershell' },
];

/** What a reader replaces in the set-up commands with their own API key. */
export const API_KEY_PLACEHOLDER = '<your API key>';

/**
 * The command that sets environment variable `name` to `value` for the
 * current session of `shell`: `export NAME="value"`, `$env:NAME = "value"`.
 * Throws on a name a shell would not take as a variable name.
 */
export function setVariableCommand(shell: Shell['id'], name: string, value: string): string {
  if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name)) {
    throw new Error(
      `setVariableCommand: "${name}" is not an environment variable name (letters, digits and _, not starting with a digit).`,
    );
  }
  // Double quotes in both shells; their own escape for what would end or expand inside them.
  const quoted = shell === 'posix' ? value.replace(/(["\\$`])/g, '\\$1') : value.replace(/(["`$])/g, '`$1');
  return shell === 'posix' ? `export ${name}="${quoted}"` : `$env:${name} = "${quoted}"`;
}

/**
 * The commands that keep environment variable `name` set to `value` in every
 * new session of `shell`, for the current user: a line appended to zsh's
 * start-up file (bash reads `~/.bashrc`), or PowerShell's user environment.
 */
export function persistVariableCommand(shell: Shell['id'], name: string, value: string): string {
  const line = setVariableCommand(shell, name, value);
  if (shell === 'posix') return `echo '${line.replace(/'/g, "'\\''")}' >> ~/.zshrc`;
  return `[Environment]::SetEnvironmentVariable("${name}", "${value.replace(/(["`$])/g, '`$1')}", "User")`;
}

/** A shell's code for a set-up step: its tab label, language and commands. */
export interface ShellCode {
  readonly shell: Shell['id'];
  readonly label: string;
  readonly language: Shell['language'];
  readonly code: string;
}

/**
 * The set-up step that puts the API key in the environment, per shell: for
 * the current session, and with `persist` also for every new one, each under
 * a comment saying which.
 */
export function setApiKeyCode({ persist = false }: { persist?: boolean } = {}): ShellCode[] {
  return SHELLS.map(({ id, label, language }) => {
    const now = setVariableCommand(id, API_KEY_VARIABLE, API_KEY_PLACEHOLDER);
    const code = persist
      ? [
          id === 'posix' ? '# This shell only' : '# This session only',
          now,
          '',
          id === 'posix'
            ? '# Every new shell (zsh; for bash, append to ~/.bashrc)'
            : '# Every new session, for your user',
          persistVariableCommand(id, API_KEY_VARIABLE, API_KEY_PLACEHOLDER),
        ].join('\n')
      : now;
    return { shell: id, label, language, code };
  });
}

/**
 * How an SDK's tests get the API key. Most read `EYES_API_KEY` from the environment of the
 * shell or CI step that runs them. Espresso tests run on the Android device, which never sees
 * the build machine's environment: Gradle reads the variable there and hands it to the test run
 * as an instrumentation argument (nothing is compiled into the app, so the key never ships in a
 * release APK), which the test reads with `InstrumentationRegistry.getArguments()`. XCTest and XCUITest tests run in the simulator, whose process gets
 * only the variables `xcodebuild` passes on: those named with {@link XCODEBUILD_TEST_PREFIX}.
 */
export type ApiKeyRoute = 'environment' | 'instrumentation-argument' | 'xcodebuild';

/** `xcodebuild` hands a variable named `TEST_RUNNER_<NAME>` to the test process as `<NAME>`. */
export const XCODEBUILD_TEST_PREFIX = 'TEST_RUNNER_';

const API_KEY_ROUTES: Partial<Record<SdkKey, ApiKeyRoute>> = {
  espresso: 'instrumentation-argument',
  xctest: 'xcodebuild',
  xcui: 'xcodebuild',
};

/** How the tests of `sdk` get the API key (see {@link ApiKeyRoute}). */
export function apiKeyRoute(sdk: SdkKey): ApiKeyRoute {
  return API_KEY_ROUTES[sdk] ?? 'environment';
}
