/**
 * What `vite build` prints: a few lines a person reads (per bundle its modules, MDX pages, files,
 * size and time, and the MDX compile's share of the client bundle), not Vite's listing of every
 * chunk (about 1,700 lines for this site). The listing goes to a report file instead: every file
 * of each output folder with its size and what it is, with the rest of Vite's own log. Warnings
 * and errors still reach the terminal in full, as Vite prints them (a page's
 * `path:line:column: message` among them), and are copied into the report.
 *
 * Vite's supported means: `logLevel` (Vite runs at `warn`, so its reporter lists nothing); a
 * `customLogger` that applies the level asked for and, during a build, keeps Vite's
 * informational messages for the report instead of printing them; a plugin per environment that
 * counts its bundle in `writeBundle` and prints its lines; and one plugin shared by the
 * environments (`sharedDuringBuild`) that writes the report once every environment is built
 * (`buildApp`). Vite loads the configuration again for each environment, so each environment's
 * logger and plugin come from one `buildReport()` call; they reach the shared plugin through its
 * `api`. The dev server (and Vitest) log as usual.
 */
import { existsSync, mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { createLogger, type Logger, type LogLevel, type Plugin, type Rolldown } from 'vite';
import {
  bundleLine,
  counted,
  mdxCompileLine,
  reportLine,
  shownPath,
  templatePagesLine,
} from '../../../tools/scripts/build-log.mjs';
import { MDX_BUILD_PLUGIN, type MdxBuildApi, type MdxCompileStats } from './mdx/vite-plugin.ts';
import { SDK_PAGES_PLUGIN, type SdkPagesApi, type SdkPagesStats } from './sdk-pages/vite-plugin.ts';

const REPORT_PLUGIN = 'docs:build-report';
const LEVELS: Record<LogLevel, number> = { silent: 0, error: 1, warn: 2, info: 3 };
/** Rolldown's note that JavaScript plugins took most of the build: advice to profile, not a finding about the site. */
const BUNDLER_TIMINGS = new Set(['PLUGIN_TIMINGS', 'BUNDLER_TIMINGS']);

/** One environment's part of the report. */
export interface BuildReportSection {
  /** The lines printed for it, the first naming the bundle (`client bundle: ...`). */
  summary: string[];
  /** The folder it wrote, from the workspace root. */
  dir: string;
  /** Every file it wrote, largest first (fileListLines). */
  files: string[];
  /** Warnings and errors, as printed. */
  warnings: string[];
  /** What the bundler said about its own run (plugin timings). */
  bundlerNotes: string[];
  /** Vite's other messages about the build. */
  viteLog: string[];
}

/** An environment's section as it hands it over, with what its list of files is made from. */
interface BuiltEnvironment {
  section: BuildReportSection;
  /** The output folder; files in it besides the bundle's are listed too (public/, plugins' own). */
  outDir?: string;
  publicDir?: string;
  bundleFiles: WrittenFile[];
}

interface ReportApi {
  add(environment: BuiltEnvironment): void;
}

/** A file a bundle wrote: its name in the output folder, size and what it is. */
export interface WrittenFile {
  fileName: string;
  bytes: number;
  /** `entry`, `page content/docs/a.mdx` (a page's chunk), `chunk` or `asset`, and for chunks how many modules. */
  description: string;
}

/** The files of a bundle, largest first, one a line: `  462.7 KB  assets/index-BZul-EzT.js  entry, 215 modules`. */
export function fileListLines(files: WrittenFile[]): string[] {
  const sorted = [...files].sort((a, b) => b.bytes - a.bytes || (a.fileName < b.fileName ? -1 : 1));
  const sizes = sorted.map((file) => `${(file.bytes / 1024).toFixed(1)} KB`);
  const sizeWidth = Math.max(0, ...sizes.map((text) => text.length));
  const nameWidth = Math.max(0, ...sorted.map((file) => file.fileName.length));
  return sorted.map(
    (file, index) => `  ${sizes[index]?.padStart(sizeWidth)}  ${file.fileName.padEnd(nameWidth)}  ${file.description}`,
  );
}

/** The report file: the lines printed, then per bundle its warnings and errors, bundler notes, files and Vite's log. */
export function reportText(sections: BuildReportSection[], builtAt: Date): string {
  const block = (title: string, lines: string[]) => (lines.length ? ['', `== ${title}`, ...lines] : []);
  return `${[
    `vite build, ${builtAt.toISOString()}`,
    '',
    ...sections.flatMap((section) => section.summary),
    ...sections.flatMap((section) => {
      const name = section.summary[0]?.split(':')[0] ?? 'bundle';
      return [
        ...block(`${name}: warnings and errors (printed in the terminal too)`, section.warnings),
        ...block(`${name}: bundler notes`, section.bundlerNotes),
        ...block(`${name}: ${counted(section.files.length, 'file')} in ${section.dir}, largest first`, section.files),
        ...block(`${name}: Vite's log`, section.viteLog),
      ];
    }),
  ].join('\n')}\n`;
}

const byteLength = (file: Rolldown.OutputChunk | Rolldown.OutputAsset) =>
  file.type === 'chunk'
    ? Buffer.byteLength(file.code)
    : typeof file.source === 'string'
      ? Buffer.byteLength(file.source)
      : file.source.byteLength;

/**
 * Every file of the output folder, the bundle's described as it is and the others by where they
 * came from: copied from `public/`, or written by a plugin of its own (the MDX plugin's links).
 */
function filesOfFolder({ outDir, publicDir, bundleFiles }: BuiltEnvironment): WrittenFile[] {
  if (!outDir || !existsSync(outDir)) return bundleFiles;
  const listed = new Set(bundleFiles.map((file) => file.fileName));
  const others = readdirSync(outDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(outDir, join(entry.parentPath, entry.name)).split('\\').join('/'))
    .filter((fileName) => !listed.has(fileName))
    .map((fileName) => ({
      fileName,
      bytes: statSync(join(outDir, fileName)).size,
      description: publicDir && existsSync(join(publicDir, fileName)) ? 'copied from public/' : 'written by a plugin',
    }));
  return [...bundleFiles, ...others];
}

/** What a written file is, for the list: the page a chunk holds, named from the workspace root. */
function describe(file: Rolldown.OutputChunk | Rolldown.OutputAsset, root: string): string {
  if (file.type === 'asset') return 'asset';
  const modules = counted(Object.keys(file.modules).length, 'module');
  if (file.isEntry) return `entry, ${modules}`;
  const facade = file.facadeModuleId;
  if (facade?.endsWith('.mdx')) return `page ${shownPath(facade, root)}, ${modules}`;
  return `${file.isDynamicEntry ? 'lazy chunk' : 'chunk'}, ${modules}`;
}

/**
 * @param options.file - where the report goes (`dist/build-report.txt`)
 * @param options.root - the workspace root: the lines name files from it
 */
export function buildReport({ file, root }: { file: string; root: string }): { logger: Logger; plugins: Plugin[] } {
  const base = createLogger('info');
  /** The level asked for (`--logLevel`), which this logger applies: Vite leaves that to a custom logger. */
  let level: LogLevel = 'info';
  let building = false;
  const shows = (type: Exclude<LogLevel, 'silent'>) => LEVELS[level] >= LEVELS[type];
  /** What Vite says while this environment builds. */
  const section: BuildReportSection = { summary: [], dir: '', files: [], warnings: [], bundlerNotes: [], viteLog: [] };
  const plain = (message: string) => stripVTControlCharacters(message);

  const logger: Logger = {
    get hasWarned() {
      return base.hasWarned;
    },
    set hasWarned(value) {
      base.hasWarned = value;
    },
    info(message, options) {
      if (building) section.viteLog.push(plain(message));
      else if (shows('info')) base.info(message, options);
    },
    warn(message, options) {
      if (building) section.warnings.push(plain(message));
      if (shows('warn')) base.warn(message, options);
    },
    warnOnce(message, options) {
      if (building && !section.warnings.includes(plain(message))) section.warnings.push(plain(message));
      if (shows('warn')) base.warnOnce(message, options);
    },
    error(message, options) {
      if (building) section.warnings.push(plain(message));
      if (shows('error')) base.error(message, options);
    },
    clearScreen(type) {
      if (shows(type)) base.clearScreen(type);
    },
    hasErrorLogged: (error) => base.hasErrorLogged(error),
  };

  const print = (line: string) => {
    section.summary.push(line);
    if (shows('info')) base.info(line);
  };

  let report: ReportApi | undefined;
  let mdx: MdxBuildApi | undefined;
  let started = 0;
  let compiledBefore: MdxCompileStats = { pages: 0, ms: 0, threads: 0 };
  let templates: SdkPagesApi | undefined;
  let renderedBefore: SdkPagesStats = { pages: 0, ms: 0, threads: 0 };

  const environmentPlugin: Plugin = {
    name: 'docs:build-log',
    config(user, { command }) {
      level = user.logLevel ?? 'info';
      building = command === 'build';
      // Vite's reporter prints every file it writes at the info level (and, outside a terminal,
      // "transforming..." and "rendering chunks..." itself): a build runs Vite at the warn level,
      // or below when asked, and writeBundle below lists the files in the report instead.
      if (building) return { logLevel: LEVELS[level] < LEVELS.warn ? level : 'warn' };
    },
    configResolved(config) {
      report = config.plugins.find((plugin) => plugin.name === REPORT_PLUGIN)?.api as ReportApi | undefined;
      mdx = config.plugins.find((plugin) => plugin.name === MDX_BUILD_PLUGIN)?.api as MdxBuildApi | undefined;
      templates = config.plugins.find((plugin) => plugin.name === SDK_PAGES_PLUGIN)?.api as SdkPagesApi | undefined;
    },
    buildStart() {
      started = performance.now();
      compiledBefore = mdx?.compileStats() ?? compiledBefore;
      renderedBefore = templates?.renderStats() ?? renderedBefore;
    },
    onLog(_level, log) {
      if (!log.code || !BUNDLER_TIMINGS.has(log.code)) return;
      section.bundlerNotes.push(plain(log.message));
      return false;
    },
    writeBundle: {
      order: 'post',
      handler(options, bundle) {
        const ms = performance.now() - started;
        const environment = this.environment.name === 'client' ? 'client' : 'server';
        const files = Object.values(bundle);
        const modules = [...this.getModuleIds()];
        print(
          bundleLine({
            environment,
            modules: modules.length,
            mdxPages: modules.filter((id) => /\.mdx$/.test(id)).length,
            files: files.length,
            bytes: files.reduce((total, output) => total + byteLength(output), 0),
            ms,
          }),
        );
        const compiled = mdx?.compileStats();
        if (compiled) {
          const line = mdxCompileLine({
            pages: compiled.pages - compiledBefore.pages,
            ms: compiled.ms - compiledBefore.ms,
            threads: compiled.threads,
            bundleMs: ms,
            environment,
          });
          if (line) print(line);
        }
        const rendered = templates?.renderStats();
        if (rendered) {
          const line = templatePagesLine({
            pages: rendered.pages - renderedBefore.pages,
            ms: rendered.ms - renderedBefore.ms,
            threads: rendered.threads,
            bundleMs: ms,
            environment,
          });
          if (line) print(line);
        }
        section.dir = options.dir ? shownPath(options.dir, root) : '';
        const { publicDir, build } = this.environment.config;
        report?.add({
          section,
          outDir: options.dir,
          publicDir: build.copyPublicDir && publicDir ? publicDir : undefined,
          bundleFiles: files.map((output) => ({
            fileName: output.fileName,
            bytes: byteLength(output),
            description: describe(output, root),
          })),
        });
      },
    },
  };

  const built: BuiltEnvironment[] = [];
  const reportPlugin: Plugin = {
    name: REPORT_PLUGIN,
    apply: 'build',
    // One instance for every environment: they hand it their sections.
    sharedDuringBuild: true,
    api: { add: (environment) => built.push(environment) } satisfies ReportApi,
    buildStart() {
      // A build that fails leaves no report of an earlier one.
      if (built.length === 0) rmSync(file, { force: true });
    },
    buildApp: {
      order: 'post',
      async handler() {
        if (built.length === 0) return;
        // Listed once every environment is written: a plugin may write its own files last.
        for (const environment of built) environment.section.files = fileListLines(filesOfFolder(environment));
        mkdirSync(dirname(file), { recursive: true });
        writeFileSync(
          file,
          reportText(
            built.map((environment) => environment.section),
            new Date(),
          ),
        );
        const line = reportLine(shownPath(file, root));
        if (shows('info')) base.info(line);
      },
    },
  };
  return { logger, plugins: [environmentPlugin, reportPlugin] };
}
