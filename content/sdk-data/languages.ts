/**
 * How each SDK language spells the same Eyes code: identifiers, calls,
 * property assignment, the fluent `Target` chain, literals and environment
 * variables. `snippets.ts` builds every code sample from these, so a sample
 * reads the same way in each language and a convention is fixed in one place.
 */

/** Languages of the object-oriented SDKs (the command-style SDKs have their own samples). */
export type Style = 'java' | 'csharp' | 'python' | 'ruby' | 'php' | 'js' | 'ts' | 'swift';

export type Case = 'camel' | 'pascal' | 'snake';

/** Splits a lower-camel-case name into lower-case words: `appName` -> `app`, `name`. */
export function words(name: string): string[] {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(/[\s_-]+/)
    .filter(Boolean)
    .map((word) => word.toLowerCase());
}

/** Re-cases a neutral lower-camel-case name. */
export function recase(name: string, style: Case): string {
  const parts = words(name);
  const cap = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
  if (style === 'snake') return parts.join('_');
  if (style === 'pascal') return parts.map(cap).join('');
  return parts.map((word, index) => (index === 0 ? word : cap(word))).join('');
}

/** Naming case of members in a language. */
export const MEMBER_CASE: Record<Style, Case> = {
  java: 'camel',
  csharp: 'pascal',
  python: 'snake',
  ruby: 'snake',
  php: 'camel',
  js: 'camel',
  ts: 'camel',
  swift: 'camel',
};

/** Shiki language id of a style's code fences. */
export const FENCE: Record<Style, string> = {
  java: 'java',
  csharp: 'csharp',
  python: 'python',
  ruby: 'ruby',
  php: 'php',
  js: 'javascript',
  ts: 'typescript',
  swift: 'swift',
};

/** A member name as the language spells it. */
export function member(style: Style, name: string): string {
  return recase(name, MEMBER_CASE[style]);
}

/** A string literal. */
export function str(style: Style, value: string): string {
  return style === 'ruby' || style === 'php' || style === 'js' || style === 'ts'
    ? `'${value.replace(/'/g, "\\'")}'`
    : JSON.stringify(value);
}

/** A variable reference (`$eyes` in PHP). */
export function v(style: Style, name: string): string {
  return style === 'php' ? `$${name}` : name;
}

/** A statement terminator. */
export function end(style: Style): string {
  return style === 'python' || style === 'ruby' || style === 'swift' ? '' : ';';
}

/** An expression reading an environment variable. */
export function env(style: Style, name: string): string {
  switch (style) {
    case 'java':
      return `System.getenv("${name}")`;
    case 'csharp':
      return `Environment.GetEnvironmentVariable("${name}")`;
    case 'python':
      // `os.environ[...]` raises KeyError when the variable is unset; `get` gives None like the others.
      return `os.environ.get("${name}")`;
    case 'ruby':
      return `ENV['${name}']`;
    case 'php':
      return `getenv('${name}')`;
    case 'js':
    case 'ts':
      return `process.env.${name}`;
    case 'swift':
      // The dictionary gives an optional; settings take a String.
      return `ProcessInfo.processInfo.environment["${name}"] ?? ""`;
  }
}

/**
 * Whether a string expression equals a string literal, as the language compares text: Java's
 * `==` compares references (always false for a string read at run time), so `"true".equals(x)`,
 * which is also null-safe; JavaScript and PHP compare strictly with `===`; the others with `==`
 * (Swift compares an optional with a literal directly).
 */
export function equalsLiteral(style: Style, expr: string, literal: string): string {
  const value = str(style, literal);
  switch (style) {
    case 'java':
      return `${value}.equals(${expr})`;
    case 'js':
    case 'ts':
    case 'php':
      return `${expr} === ${value}`;
    case 'swift':
      return `${expr.replace(/ \?\? ""$/, '')} == ${value}`;
    default:
      return `${expr} == ${value}`;
  }
}

/** A method call expression on an object: `eyes.check(x)`, `$eyes->check($x)`. */
export function callExpr(style: Style, object: string, method: string, args: readonly string[] = []): string {
  const name = member(style, method);
  const target = v(style, object);
  const arrow = style === 'php' ? '->' : '.';
  const awaited = style === 'js' || style === 'ts' ? 'await ' : '';
  const list = args.join(', ');
  if (style === 'ruby' && args.length === 0) return `${target}${arrow}${name}`;
  return `${awaited}${target}${arrow}${name}(${list})`;
}

/** A method call statement. */
export function call(style: Style, object: string, method: string, args: readonly string[] = []): string {
  return `${callExpr(style, object, method, args)}${end(style)}`;
}

/** Assigning a property: a setter in Java and PHP, a property elsewhere. */
export function setProp(style: Style, object: string, prop: string, value: string): string {
  if (style === 'java' || style === 'php') {
    const arrow = style === 'php' ? '->' : '.';
    return `${v(style, object)}${arrow}set${recase(prop, 'pascal')}(${value})${end(style)}`;
  }
  return `${object}.${member(style, prop)} = ${value}${end(style)}`;
}

/** Declaring a variable: `Eyes eyes = new Eyes(runner);`, `eyes = Eyes(runner)`. */
export function declare(style: Style, type: string, name: string, init: string): string {
  switch (style) {
    case 'java':
      return `${type} ${name} = ${init};`;
    case 'csharp':
      return `var ${name} = ${init};`;
    case 'python':
    case 'ruby':
      return `${name} = ${init}`;
    case 'php':
      return `$${name} = ${init};`;
    case 'js':
    case 'ts':
      return `const ${name} = ${init};`;
    case 'swift':
      return `let ${name} = ${init}`;
  }
}

/** Constructing an object: `new Eyes(runner)`, `Eyes(runner)`, `Eyes.new(runner)`. */
export function construct(style: Style, type: string, args: readonly string[] = []): string {
  const list = args.join(', ');
  switch (style) {
    case 'python':
    case 'swift':
      return `${type}(${list})`;
    case 'ruby':
      return args.length ? `${type}.new(${list})` : `${type}.new`;
    default:
      return `new ${type}(${list})`;
  }
}

/** A fluent `Target` chain: `Target.window().fully()`. Steps are neutral method names with already-spelled arguments. */
export function target(style: Style, steps: readonly (readonly [string, ...string[]])[]): string {
  const [first, ...rest] = steps;
  if (!first) return 'Target';
  const arrow = style === 'php' ? '->' : '.';
  const head = style === 'php' ? 'Target::' : style === 'ruby' ? 'EyesSdk::Target.' : 'Target.';
  const step = ([name, ...args]: readonly string[], index: number) => {
    const spelled = member(style, name ?? '');
    const list = args.join(', ');
    const parens = style === 'ruby' && args.length === 0 ? '' : `(${list})`;
    return `${index === 0 ? head : arrow}${spelled}${parens}`;
  };
  return [first, ...rest].map(step).join('');
}

/** A line comment. */
export function comment(style: Style, text: string): string {
  return style === 'python' || style === 'ruby' ? `# ${text}` : `// ${text}`;
}
