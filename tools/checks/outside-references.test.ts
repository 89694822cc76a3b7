import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { workspaceRoot } from './workspace';

/**
 * The repository stands alone: a comment, test title, name or README states the rule it
 * relies on, or links to docs/architecture.md or a README section, never to a section of
 * the product specification or the design and toolchain notes kept outside the repository
 * (`SPEC 2.8`, `DESIGN.md section 3`, `TOOLCHAIN.md`, `SPEC_KEYS`, "the specification").
 * A new maintainer has none of those documents.
 */
const OUTSIDE_REFERENCES: readonly { pattern: RegExp; names: string }[] = [
  { pattern: /\b(?:SPEC|DESIGN|TOOLCHAIN)(?:\.md)?\b/, names: 'a section of the specification or design notes' },
  { pattern: /\bSPEC_[A-Z]/, names: 'the specification, in a name' },
  { pattern: /\bthe specification\b/i, names: 'the specification' },
];

const ADVICE =
  'state the rule itself ("While a page loads, a spinner shows"), or link to docs/architecture.md ' +
  'or a README section, and name things by what they hold (REQUIRED_SDK_KEYS, not SPEC_KEYS)';

/** This file names the patterns it looks for. */
const SELF = 'tools/checks/outside-references.test.ts';

interface OutsideReference {
  file: string;
  line: number;
  text: string;
  names: string;
}

/** The lines of one file that point outside the repository. */
function findOutsideReferences(file: string, source: string): OutsideReference[] {
  return source.split('\n').flatMap((text, index) => {
    const found = OUTSIDE_REFERENCES.find(({ pattern }) => pattern.test(text));
    return found ? [{ file, line: index + 1, text: text.trim(), names: found.names }] : [];
  });
}

/** Tracked text files: `git grep -I` skips binary files (images, fonts). */
function trackedTextFiles(): string[] {
  return execFileSync('git', ['grep', '-I', '--name-only', '-e', '', '--', '.', `:!${SELF}`], {
    cwd: workspaceRoot,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  })
    .split('\n')
    .filter(Boolean);
}

describe('references to documents outside the repository', () => {
  it('finds a cited section, a file name, a name and the phrase, and leaves other words alone', () => {
    const source = [
      '/** Shown while a page loads (SPEC 2.8). */',
      '// MDX must run first (TOOLCHAIN.md).',
      ' * see DESIGN.md section 3',
      'const SPEC_KEYS = [];',
      "it('has the docs of the specification', () => {});",
      '// a spec file, SPECIAL, DESIGNER, the CSP specification (CSP3)',
    ].join('\n');
    expect(findOutsideReferences('a.ts', source).map(({ line }) => line)).toEqual([1, 2, 3, 4, 5]);
  });

  it('are in no tracked file', () => {
    const found = trackedTextFiles().flatMap((file) =>
      findOutsideReferences(file, readFileSync(join(workspaceRoot, file), 'utf8')),
    );
    const report = found.map(({ file, line, text, names }) => `${file}:${line}: cites ${names}: ${text}`);
    expect(report, `${found.length} lines point outside the repository; ${ADVICE}`).toEqual([]);
  });
});
