// @ts-check
/**
 * repeated-command: the same command twice where a reader follows the page.
 *
 * - Two identical code blocks in one section (between a heading and the next).
 * - The same shell command twice in one section, across its code blocks.
 * - The same line setting an environment variable (`export NAME=…`,
 *   `$env:NAME = …`, `set NAME=…`) twice on a page: a variable set once holds
 *   for every later step of the same shell, so the second line only repeats
 *   the first (whereas running a command again in a later step can be the
 *   point, as in "run it again").
 */
import { lineOf, sections } from '../markdown-tree.mjs';

/** @typedef {import('../lint-page.mjs').Finding} Finding */
/** @typedef {import('mdast').Code} Code */

/** Fence languages whose lines are shell commands. */
export const SHELL_LANGUAGES = new Set([
  'bash',
  'sh',
  'shell',
  'zsh',
  'console',
  'shellsession',
  'powershell',
  'ps1',
  'pwsh',
  'bat',
  'cmd',
  'batch',
]);

/** A line that sets an environment variable for the rest of the shell session. */
const SETS_VARIABLE = /^(?:export\s+\w+=|set\s+\w+=|setx\s+\w+\s|\$env:\w+\s*=)/i;

/**
 * The commands of a shell block with the line each starts on (counting from
 * the block's first code line as 0): continued lines joined, blank lines and
 * comments left out; in a `console` block only the lines after a `$ ` prompt.
 *
 * @param {Code} code
 * @returns {{ command: string, index: number }[]}
 */
export function shellCommands(code) {
  const console = code.lang === 'console' || code.lang === 'shellsession';
  /** @type {{ command: string, index: number }[]} */
  const commands = [];
  let pending = '';
  let start = 0;
  code.value.split('\n').forEach((raw, index) => {
    let line = raw.trim();
    if (!pending) {
      start = index;
      if (console) {
        if (!line.startsWith('$ ')) return;
        line = line.slice(2).trim();
      }
      if (line === '' || line.startsWith('#') || /^(?:rem\s|::)/i.test(line)) return;
    }
    const continued = /[\\`^]$/.test(line);
    pending += continued ? `${line.slice(0, -1).trim()} ` : line;
    if (continued) return;
    commands.push({ command: pending.trim(), index: start });
    pending = '';
  });
  if (pending.trim()) commands.push({ command: pending.trim(), index: start });
  return commands;
}

/** The line of a block's first code line (the line after its opening fence). @param {Code} code */
const firstCodeLine = (code) => lineOf(code) + 1;

/** A command shortened for a message. @param {string} command */
const quoted = (command) => `"${command.length > 70 ? `${command.slice(0, 67)}…` : command}"`;

/**
 * @param {import('mdast').Root} tree
 * @returns {Finding[]}
 */
export function repeatedCommands(tree) {
  /** @type {Finding[]} */
  const findings = [];
  /** Variable-setting lines of the page already seen: line and section. */
  const variables = new Map();
  for (const section of sections(tree)) {
    /** @type {Map<string, Code>} */
    const blocks = new Map();
    /** @type {Map<string, number>} */
    const commands = new Map();
    /** @type {Code[]} */
    const codes = [];
    for (const node of section.nodes) collectCode(node, codes);
    for (const code of codes) {
      const key = `${code.lang ?? ''}\n${code.value.trim()}`;
      const first = code.value.trim() ? blocks.get(key) : undefined;
      if (first) {
        findings.push({
          rule: 'repeated-command',
          line: lineOf(code),
          message: `this code block repeats the one on line ${lineOf(first)} in "${section.title}": keep one`,
        });
        continue;
      }
      blocks.set(key, code);
      if (!SHELL_LANGUAGES.has(code.lang ?? '')) continue;
      for (const { command, index } of shellCommands(code)) {
        const line = firstCodeLine(code) + index;
        if (SETS_VARIABLE.test(command)) {
          const earlier = variables.get(command);
          if (earlier) {
            findings.push({
              rule: 'repeated-command',
              line,
              message: `${quoted(command)} sets the variable again (set on line ${earlier.line}, in "${earlier.section}", for the rest of the page): remove this line`,
            });
          } else {
            variables.set(command, { line, section: section.title });
          }
          continue;
        }
        const earlier = commands.get(command);
        if (earlier !== undefined) {
          findings.push({
            rule: 'repeated-command',
            line,
            message: `${quoted(command)} is already run on line ${earlier} in "${section.title}": keep one`,
          });
        } else {
          commands.set(command, line);
        }
      }
    }
  }
  return findings;
}

/**
 * The code blocks in a node, in order (in lists, quotes and admonitions too).
 *
 * @param {import('mdast').Nodes} node
 * @param {Code[]} codes
 */
function collectCode(node, codes) {
  if (node.type === 'code') codes.push(node);
  else if ('children' in node) for (const child of node.children) collectCode(child, codes);
}
