import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  apiKeyRoute,
  API_KEY_VARIABLE,
  DEFAULT_MATCH_LEVEL,
  DEFAULT_SERVER_URL,
  ENVIRONMENT_VARIABLES,
  EXECUTION_CLOUD_URL,
  MATCH_LEVELS,
  PRODUCT_HOSTS,
  RESULTS_UI,
  SERVER_URL_VARIABLE,
  SHELLS,
  persistVariableCommand,
  setApiKeyCode,
  setVariableCommand,
} from './product';

describe('product facts', () => {
  it('has one server, whose hosts and addresses derive from it', () => {
    expect(DEFAULT_SERVER_URL).toBe('https://eyes.example.com');
    expect(PRODUCT_HOSTS.server).toBe('eyes.example.com');
    for (const host of Object.values(PRODUCT_HOSTS)) expect(host.endsWith(PRODUCT_HOSTS.server)).toBe(true);
    expect(EXECUTION_CLOUD_URL).toBe('https://exec.eyes.example.com/wd/hub');
    expect(RESULTS_UI.url).toBe('https://eyes.example.com/app');
  });

  it('never lists the results UI name among the names it must not have', () => {
    for (const name of RESULTS_UI.otherNames) expect(name.toLowerCase()).not.toContain('test manager');
  });

  it('lists five match levels in order, Strict first and the default, with unique ids and names', () => {
    expect(MATCH_LEVELS.map((level) => level.name)).toEqual(['Strict', 'Layout', 'Content', 'Exact', 'Ignore colors']);
    expect(MATCH_LEVELS[0]?.id).toBe(DEFAULT_MATCH_LEVEL);
    expect(new Set(MATCH_LEVELS.map((level) => level.id)).size).toBe(MATCH_LEVELS.length);
    for (const level of MATCH_LEVELS) {
      // The id is the anchor of the level's section: its name as a heading slug.
      expect(level.id).toBe(level.name.toLowerCase().replace(/ /g, '-'));
      expect(level.meaning).toMatch(/^[A-Z].*\.$/);
      expect(level.meaning).not.toContain('\n');
    }
  });

  it('names the API key and server variables among the environment variables, the required one first', () => {
    const names = ENVIRONMENT_VARIABLES.map((variable) => variable.name);
    expect(names[0]).toBe(API_KEY_VARIABLE);
    expect(names).toContain(SERVER_URL_VARIABLE);
    expect(new Set(names).size).toBe(names.length);
    expect(ENVIRONMENT_VARIABLES.filter((variable) => variable.required).map((variable) => variable.name)).toEqual([
      API_KEY_VARIABLE,
    ]);
    for (const name of names) expect(name).toMatch(/^EYES_[A-Z_]+$/);
  });
});

describe('setVariableCommand', () => {
  it('writes the export line for POSIX shells and the $env: line for PowerShell', () => {
    expect(setVariableCommand('posix', 'EYES_API_KEY', '<your API key>')).toBe('export EYES_API_KEY="<your API key>"');
    expect(setVariableCommand('powershell', 'EYES_API_KEY', '<your API key>')).toBe(
      '$env:EYES_API_KEY = "<your API key>"',
    );
  });

  it('escapes what would end or expand the quoted value in each shell', () => {
    expect(setVariableCommand('posix', 'A', 'x"$y`z\\')).toBe('export A="x\\"\\$y\\`z\\\\"');
    expect(setVariableCommand('powershell', 'A', 'x"$y`z')).toBe('$env:A = "x`"`$y``z"');
  });

  it('sets the value a POSIX shell then holds, byte for byte', () => {
    const value = 'k"e$y`\\ with spaces';
    const out = execFileSync('sh', ['-c', `${setVariableCommand('posix', 'A', value)}; printf %s "$A"`], {
      encoding: 'utf8',
    });
    expect(out).toBe(value);
  });

  it('refuses a name that is not a variable name, saying what is valid', () => {
    expect(() => setVariableCommand('posix', 'EYES-API-KEY', 'x')).toThrow(
      'setVariableCommand: "EYES-API-KEY" is not an environment variable name (letters, digits and _, not starting with a digit).',
    );
    expect(() => setVariableCommand('powershell', '1A', 'x')).toThrow(/"1A" is not an environment variable name/);
  });
});

describe('persistVariableCommand', () => {
  it('appends the export line to ~/.zshrc, so a new shell has the value byte for byte', () => {
    const home = mkdtempSync(join(tmpdir(), 'persist-'));
    try {
      const value = 'it\'s "k"$y';
      execFileSync('sh', ['-c', persistVariableCommand('posix', 'A', value)], { env: { HOME: home } });
      const out = execFileSync('sh', ['-c', '. ~/.zshrc; printf %s "$A"'], { env: { HOME: home }, encoding: 'utf8' });
      expect(out).toBe(value);
    } finally {
      rmSync(home, { recursive: true, force: true });
    }
  });

  it("sets PowerShell's user environment", () => {
    expect(persistVariableCommand('powershell', 'EYES_API_KEY', '<your API key>')).toBe(
      '[Environment]::SetEnvironmentVariable("EYES_API_KEY", "<your API key>", "User")',
    );
  });
});

describe('setApiKeyCode', () => {
  it('gives one block per shell, POSIX first, setting the API key variable to the placeholder', () => {
    expect(setApiKeyCode()).toEqual([
      {
        shell: 'posix',
        label: 'macOS / Linux',
        language: 'bash',
        code: 'export EYES_API_KEY="<your API key>"',
      },
      {
        shell: 'powershell',
        label: 'Windows PowerShell',
        language: 'powershell',
        code: '$env:EYES_API_KEY = "<your API key>"',
      },
    ]);
    expect(SHELLS.map((shell) => shell.id)).toEqual(['posix', 'powershell']);
  });

  it('adds, with persist, the command for every new session under a comment saying which is which', () => {
    const [posix, powershell] = setApiKeyCode({ persist: true });
    expect(posix?.code).toBe(
      [
        '# This shell only',
        'export EYES_API_KEY="<your API key>"',
        '',
        '# Every new shell (zsh; for bash, append to ~/.bashrc)',
        `echo 'export EYES_API_KEY="<your API key>"' >> ~/.zshrc`,
      ].join('\n'),
    );
    expect(powershell?.code.split('\n')).toEqual([
      '# This session only',
      '$env:EYES_API_KEY = "<your API key>"',
      '',
      '# Every new session, for your user',
      '[Environment]::SetEnvironmentVariable("EYES_API_KEY", "<your API key>", "User")',
    ]);
  });
});

describe('apiKeyRoute', () => {
  it('sends Espresso through the Gradle build, the iOS test SDKs through xcodebuild, the rest through the environment', () => {
    expect(apiKeyRoute('espresso')).toBe('instrumentation-argument');
    expect(apiKeyRoute('xcui')).toBe('xcodebuild');
    expect(apiKeyRoute('xctest')).toBe('xcodebuild');
    for (const sdk of ['cypress', 'selenium-python', 'image-tester', 'appium-java-native'] as const) {
      expect(apiKeyRoute(sdk), sdk).toBe('environment');
    }
  });
});
