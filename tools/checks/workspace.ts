import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';

export const workspaceRoot = resolve(import.meta.dirname, '../..');

/** The publishable libraries, by Nx project name. */
export const LIBRARIES = ['sdk-catalog', 'content-model', 'sdk-picker', 'docs-chrome'] as const;

/** Runs a command at the workspace root and returns its standard output. */
export function runInWorkspace(command: string, args: string[]): string {
  return execFileSync(command, args, {
    cwd: workspaceRoot,
    encoding: 'utf8',
    env: { ...process.env, NX_DAEMON: 'false', NX_TUI: 'false', FORCE_COLOR: '0' },
    maxBuffer: 64 * 1024 * 1024,
  });
}
