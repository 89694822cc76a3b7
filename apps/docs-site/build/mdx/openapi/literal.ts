/**
 * JSON values written as literals of a language (JSON itself, a TypeScript object, a Python
 * dict), laid out as a person would: an object or array whose members are all plain values
 * stays on one line when that line fits in the width, anything else opens one member per line.
 * So `"viewport": { "width": 1280, "height": 800 }` stays whole and a list of records reads one
 * record per line.
 */

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** How a language writes keys, strings and the three constants, and how far it indents. */
export interface LiteralStyle {
  indent: string;
  /** Spaces inside the braces of an object on one line: `{ "a": 1 }` (Prettier's), `{"a": 1}` (Black's). */
  braceSpacing: boolean;
  /** A comma after the last member of one laid out over several lines (Prettier's and Black's). */
  trailingComma: boolean;
  key(name: string): string;
  string(text: string): string;
  null: string;
  true: string;
  false: string;
}

export const JSON_STYLE: LiteralStyle = {
  indent: '  ',
  braceSpacing: true,
  trailingComma: false,
  key: (name) => JSON.stringify(name),
  string: (text) => JSON.stringify(text),
  null: 'null',
  true: 'true',
  false: 'false',
};

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/** A string in single quotes, as the site's TypeScript is written (Prettier's singleQuote). */
const singleQuoted = (text: string) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\n/g, '\\n')}'`;

export const TYPESCRIPT_STYLE: LiteralStyle = {
  indent: '  ',
  braceSpacing: true,
  trailingComma: true,
  key: (name) => (IDENTIFIER.test(name) ? name : singleQuoted(name)),
  string: singleQuoted,
  null: 'null',
  true: 'true',
  false: 'false',
};

/** Python's own choice of quotes: double (PEP 8 leaves it open; Black's), single when the text has double ones. */
export const pythonString = (text: string) =>
  text.includes('"') && !text.includes("'") ? `'${text.replace(/\\/g, '\\\\')}'` : JSON.stringify(text);

export const PYTHON_STYLE: LiteralStyle = {
  indent: '    ',
  braceSpacing: false,
  trailingComma: true,
  key: pythonString,
  string: pythonString,
  null: 'None',
  true: 'True',
  false: 'False',
};

const isPlain = (value: Json) => value === null || typeof value !== 'object';

/**
 * `value` as a literal of `style`, its first line starting at column `column` (for the width
 * check) and its following lines indented by `indent`.
 */
export function formatLiteral(value: Json, style: LiteralStyle, { width = 100, column = 0, indent = '' } = {}): string {
  if (value === null) return style.null;
  if (typeof value === 'boolean') return value ? style.true : style.false;
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') return style.string(value);
  const isArray = Array.isArray(value);
  const entries: [string | undefined, Json][] = isArray
    ? value.map((item): [undefined, Json] => [undefined, item])
    : Object.entries(value);
  const [open, close] = isArray ? ['[', ']'] : ['{', '}'];
  if (entries.length === 0) return `${open}${close}`;
  const member = ([key, item]: [string | undefined, Json], at: number, inner: string) => {
    const prefix = key === undefined ? '' : `${style.key(key)}: `;
    return prefix + formatLiteral(item, style, { width, column: at + prefix.length, indent: inner });
  };
  if (entries.every(([, item]) => isPlain(item))) {
    const inline = entries.map((entry) => member(entry, 0, '')).join(', ');
    const space = style.braceSpacing ? ' ' : '';
    const line = isArray ? `[${inline}]` : `{${space}${inline}${space}}`;
    if (column + line.length <= width) return line;
  }
  const inner = indent + style.indent;
  const lines = entries.map((entry) => `${inner}${member(entry, inner.length, inner)}`);
  return `${open}\n${lines.join(',\n')}${style.trailingComma ? ',' : ''}\n${indent}${close}`;
}
