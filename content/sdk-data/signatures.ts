/**
 * Renders a member of the API model (`api.ts`) as the SDK's language writes
 * it: Java and PHP setters, C# PascalCase properties, Python and Ruby
 * snake_case, TypeScript types and promises, Swift `func`/`var`, Cypress
 * commands and option keys, Robot Framework keywords and Storybook keys.
 */
import type { ApiAvailability, ApiClassName, ApiMember, ApiParam, ApiType } from './api';
import { member, recase, type Style } from './languages';

/** How an SDK exposes the API: classes (`oo`) or commands, keywords and configuration keys. */
export type Binding = 'oo' | 'cypress' | 'robot' | 'storybook';

/** What the formatter needs to know about an SDK. */
export interface SignatureContext {
  binding: Binding;
  /** Language of the object-oriented SDKs; `ts` for the command-style JavaScript SDKs. */
  style: Style;
  /** The driver or page type `open` takes; absent for image SDKs. */
  driverType?: string;
  /** Name of the driver parameter (`driver`, `page`, `browser`, `t`). */
  driverName?: string;
  /** What regions are located by (`By`, `string`, `Region`...). */
  regionType: string;
  /** Whether the checkpoints are rendered from a browser DOM (web and mobile web). */
  browser: boolean;
  /** Whether the SDK captures a running app (every SDK but the image SDKs). */
  liveApp: boolean;
}

const PRIMITIVES: Record<'string' | 'int' | 'boolean' | 'void' | 'Date', Record<Style, string>> = {
  string: {
    java: 'String',
    csharp: 'string',
    python: 'str',
    ruby: 'String',
    php: 'string',
    js: 'string',
    ts: 'string',
    swift: 'String',
  },
  int: {
    java: 'int',
    csharp: 'int',
    python: 'int',
    ruby: 'Integer',
    php: 'int',
    js: 'number',
    ts: 'number',
    swift: 'Int',
  },
  boolean: {
    java: 'boolean',
    csharp: 'bool',
    python: 'bool',
    ruby: 'Boolean',
    php: 'bool',
    js: 'boolean',
    ts: 'boolean',
    swift: 'Bool',
  },
  void: {
    java: 'void',
    csharp: 'void',
    python: 'None',
    ruby: 'nil',
    php: 'void',
    js: 'void',
    ts: 'void',
    swift: 'Void',
  },
  Date: {
    java: 'Calendar',
    csharp: 'DateTimeOffset',
    python: 'datetime',
    ruby: 'Time',
    php: 'DateTimeInterface',
    js: 'Date',
    ts: 'Date',
    swift: 'Date',
  },
};

const CLASS_NAMES: Record<ApiClassName, string> = {
  Eyes: 'Eyes',
  Configuration: 'Configuration',
  CheckSettings: 'CheckSettings',
  Runner: 'EyesRunner',
  BatchInfo: 'BatchInfo',
};

/** A neutral type in the context's language. */
export function typeName(type: ApiType, ctx: SignatureContext): string {
  const style = ctx.style;
  if (typeof type === 'string') {
    if (type === 'Driver') return ctx.driverType ?? PRIMITIVES.void[style];
    if (type === 'RegionLocator') return ctx.regionType;
    return PRIMITIVES[type][style];
  }
  if ('list' in type) {
    const item = typeName(type.list, ctx);
    switch (style) {
      case 'java':
        return `List<${item}>`;
      case 'csharp':
        return `IList<${item}>`;
      case 'python':
        return `list[${item}]`;
      case 'ruby':
        return `Array<${item}>`;
      case 'php':
        return 'array';
      case 'swift':
        return `[${item}]`;
      default:
        return item.includes(' | ') ? `(${item})[]` : `${item}[]`;
    }
  }
  if ('literal' in type) {
    return style === 'ts' || style === 'js'
      ? type.literal.map((value) => `'${value}'`).join(' | ')
      : PRIMITIVES.string[style];
  }
  return type.ref in CLASS_NAMES ? CLASS_NAMES[type.ref as ApiClassName] : type.ref;
}

function isList(type: ApiType): type is { list: ApiType } {
  return typeof type === 'object' && 'list' in type;
}

function defaultLiteral(param: ApiParam, style: Style): string {
  const raw = param.default ?? 'null';
  if (raw === 'null') return { python: 'None', ruby: 'nil', swift: 'nil' }[style as 'python'] ?? 'null';
  if (style === 'python' && (raw === 'true' || raw === 'false')) return raw === 'true' ? 'True' : 'False';
  return raw;
}

/**
 * Swift members whose first argument has no label. The Swift API Design Guidelines omit the
 * first label when the base name already says what the argument is (`check(_ settings:)`,
 * `withName(_ name:)`, `matchLevel(_ level:)`), and keep it on initializers and where the
 * argument needs naming (`Eyes(runner:)`, `open(appName:testName:)`, `close(throwException:)`).
 * Samples call them the same way (`eyes.check(Target.window())`).
 */
const SWIFT_UNLABELLED_FIRST = new Set([
  'check',
  'checkWindow',
  'checkRegion',
  'region',
  'frame',
  'image',
  'floating',
  'matchLevel',
  'timeout',
  'withName',
  'addProperty',
]);

/** One parameter as the language declares it; `unlabelled`: a Swift argument without label. */
export function paramDecl(param: ApiParam, ctx: SignatureContext, unlabelled = false): string {
  const style = ctx.style;
  const list = isList(param.type);
  const itemType = typeName(list ? (param.type as { list: ApiType }).list : param.type, ctx);
  const type = typeName(param.type, ctx);
  const neutral = param.type === 'Driver' && ctx.driverName ? ctx.driverName : param.name;
  const name = recase(neutral, style === 'python' || style === 'ruby' ? 'snake' : 'camel');
  const dflt = param.optional ? defaultLiteral(param, style) : undefined;
  switch (style) {
    case 'java':
      return list ? `${itemType}... ${name}` : `${type} ${name}`;
    case 'csharp':
      return list
        ? `params ${itemType}[] ${name}`
        : `${type} ${name}${dflt !== undefined ? ` = ${dflt === 'null' ? 'default' : dflt}` : ''}`;
    case 'python':
      return list
        ? `*${name}: ${itemType}`
        : `${name}: ${type}${dflt !== undefined ? `${dflt === 'None' ? ' | None' : ''} = ${dflt}` : ''}`;
    case 'ruby':
      return list ? `*${name}` : `${name}${dflt !== undefined ? ` = ${dflt}` : ''}`;
    case 'php':
      return list
        ? `${itemType} ...$${name}`
        : `${dflt === 'null' ? '?' : ''}${type} $${name}${dflt !== undefined ? ` = ${dflt}` : ''}`;
    case 'swift':
      return list
        ? `_ ${name}: ${itemType}...`
        : `${unlabelled ? '_ ' : ''}${name}: ${type}${dflt !== undefined ? `${dflt === 'nil' ? '?' : ''} = ${dflt}` : ''}`;
    default:
      return list ? `...${name}: ${type}` : `${name}${param.optional ? '?' : ''}: ${type}`;
  }
}

/** Parameters that apply to the SDK (image SDKs take no driver). */
function paramsOf(entry: ApiMember, ctx: SignatureContext): ApiParam[] {
  return (entry.params ?? []).filter(
    (param) =>
      (param.type !== 'Driver' || ctx.driverType !== undefined) &&
      // native apps have a fixed screen size: the viewport applies to browsers and images only
      (param.name !== 'viewportSize' || ctx.browser || !ctx.liveApp),
  );
}

/** PHP and the reference tables name the receiver by class: `$eyes->`, `$config->`. */
const RECEIVERS: Record<ApiClassName, string> = {
  Eyes: 'eyes',
  Configuration: 'config',
  CheckSettings: 'settings',
  Runner: 'runner',
  BatchInfo: 'batch',
};

/** Whether a member applies to an SDK. */
export function isAvailable(availability: ApiAvailability | undefined, ctx: SignatureContext): boolean {
  switch (availability ?? 'all') {
    case 'all':
      return true;
    case 'driver':
      return ctx.liveApp;
    case 'browser':
      return ctx.browser;
    case 'no-driver':
      return !ctx.liveApp;
  }
}

function ooSignature(owner: ApiClassName, entry: ApiMember, ctx: SignatureContext): string {
  const style = ctx.style;
  const params = paramsOf(entry, ctx).map((param, index) =>
    paramDecl(param, ctx, index === 0 && entry.kind !== 'constructor' && SWIFT_UNLABELLED_FIRST.has(entry.name)),
  );
  const list = params.join(', ');
  const returns = entry.returns ? typeName(entry.returns, ctx) : PRIMITIVES.void[style];
  const name = member(style, entry.name);
  const jsReturns = entry.async ? `Promise<${returns}>` : returns;

  if (entry.kind === 'constructor') {
    const type = entry.name;
    switch (style) {
      case 'python':
        return `${type}(${list})`;
      case 'ruby':
        return `${type}.new(${list})`;
      case 'swift':
        return `${type}(${list})`;
      default:
        return `new ${type}(${list})`;
    }
  }

  if (entry.kind === 'property') {
    const pascal = recase(entry.name, 'pascal');
    const isBool = entry.returns === 'boolean';
    const getter = isBool && entry.name.startsWith('is') ? entry.name : `get${pascal}`;
    switch (style) {
      case 'java':
        return entry.readonly
          ? `${returns} ${getter}()`
          : `${owner === 'Configuration' ? 'Configuration' : 'void'} set${pascal}(${returns} value)`;
      case 'csharp':
        return `${returns} ${pascal} { get;${entry.readonly ? '' : ' set;'} }`;
      case 'python':
        return `${name}: ${returns}`;
      case 'ruby':
        return `${entry.readonly ? 'attr_reader' : 'attr_accessor'} :${name}  # ${returns}`;
      case 'php':
        return entry.readonly
          ? `$${RECEIVERS[owner]}->${getter}(): ${returns}`
          : `$${RECEIVERS[owner]}->set${pascal}(${returns} $value): ${owner === 'Configuration' ? 'self' : 'void'}`;
      case 'swift':
        return `var ${name}: ${returns}${entry.readonly ? ' { get }' : ''}`;
      default:
        // JavaScript settings take the SDK's object or its plain form (`{ name: … }`, `'Strict'`), as
        // options objects such as the WebdriverIO service's do.
        return `${entry.readonly ? 'readonly ' : ''}${name}: ${returns}${entry.plain ? ` | ${entry.plain.ts}` : ''}`;
    }
  }

  const isStatic = entry.kind === 'static';
  switch (style) {
    case 'java':
      return `${isStatic ? 'static ' : ''}${returns} ${isStatic ? 'Target.' : ''}${name}(${list})`;
    case 'csharp':
      return `${isStatic ? 'static ' : ''}${returns} ${isStatic ? 'Target.' : ''}${name}(${list})`;
    case 'python':
      return `${isStatic ? 'Target.' : ''}${name}(${list}) -> ${returns}`;
    case 'ruby':
      return `${isStatic ? 'Target.' : ''}${name}${list ? `(${list})` : ''} → ${returns}`;
    case 'php':
      return `${isStatic ? 'Target::' : `$${RECEIVERS[owner]}->`}${name}(${list}): ${returns}`;
    case 'swift':
      return `${isStatic ? 'static ' : ''}func ${name}(${list})${returns === 'Void' ? '' : ` -> ${returns}`}`;
    default:
      return `${isStatic ? 'Target.' : ''}${name}(${list}): ${jsReturns}`;
  }
}

function robotSignature(entry: ApiMember, ctx: SignatureContext): string | undefined {
  const keyword = entry.robot;
  if (!keyword) return undefined;
  // eyes.yaml holds plain YAML: mappings, lists and enum names where the class takes SDK objects.
  if (entry.plain) return `${keyword}: ${entry.plain.yaml}`;
  if (entry.kind === 'property')
    return `${keyword}: <${typeName(entry.returns ?? 'string', { ...ctx, style: 'python' })}>`;
  if (keyword.includes('=')) return `Library    EyesLibrary    ${keyword}`;
  const args = paramsOf(entry, ctx)
    .filter((param) => param.type !== 'Driver')
    .map((param) => {
      const name = recase(param.name, 'snake');
      return param.optional ? `${name}=${defaultLiteral(param, 'python')}` : name;
    });
  return [keyword, ...args].join('    ');
}

function keySignature(key: string, entry: ApiMember, ctx: SignatureContext): string {
  if (key.includes(':')) return key;
  // A configuration file holds plain values: objects, arrays and string literals, not SDK classes.
  if (entry.plain) return `${key}: ${entry.plain.ts}`;
  const ts = { ...ctx, style: 'ts' as const };
  const firstParam = paramsOf(entry, ctx)[0];
  const type =
    entry.kind === 'property'
      ? typeName(entry.returns ?? 'string', ts)
      : firstParam
        ? typeName(firstParam.type, ts)
        : 'boolean';
  return `${key}: ${type}`;
}

function cypressSignature(entry: ApiMember, ctx: SignatureContext): string | undefined {
  const key = entry.cypress;
  if (!key) return undefined;
  if (key.startsWith('cy.')) {
    const argument =
      entry.name === 'check' ? 'settings?: CheckWindowOptions' : entry.name === 'open' ? 'options?: OpenOptions' : '';
    const returns =
      entry.returns && entry.returns !== 'void' && entry.returns !== 'Driver'
        ? typeName(entry.returns, { ...ctx, style: 'ts' })
        : 'null';
    return `${key}(${argument}): Chainable<${returns}>`;
  }
  return keySignature(key, entry, ctx);
}

/**
 * A member's signature in the SDK's language, or `undefined` when the SDK
 * does not expose it.
 *
 * @example memberSignature('Eyes', EYES.members[1], seleniumJava) // 'WebDriver open(WebDriver driver, String appName, ...)'
 */
export function memberSignature(owner: ApiClassName, entry: ApiMember, ctx: SignatureContext): string | undefined {
  if (!isAvailable(entry.availability, ctx)) return undefined;
  switch (ctx.binding) {
    case 'oo':
      return ooSignature(owner, entry, ctx);
    case 'robot':
      return robotSignature(entry, ctx);
    case 'cypress':
      return cypressSignature(entry, ctx);
    case 'storybook':
      return entry.storybook ? keySignature(entry.storybook, entry, ctx) : undefined;
  }
}

/** The name a reader looks a member up by: `Open`, `api_key`, `cy.eyesOpen`, `Eyes Open`. */
export function memberLabel(entry: ApiMember, ctx: SignatureContext): string {
  switch (ctx.binding) {
    case 'robot':
      return entry.robot ?? entry.name;
    case 'cypress':
      return entry.cypress ?? entry.name;
    case 'storybook':
      return entry.storybook ?? entry.name;
    case 'oo':
      if (entry.kind === 'constructor') return entry.name;
      if (entry.kind === 'property' && (ctx.style === 'java' || ctx.style === 'php') && !entry.readonly) {
        return `set${recase(entry.name, 'pascal')}`;
      }
      return entry.kind === 'property' && ctx.style === 'csharp'
        ? recase(entry.name, 'pascal')
        : member(ctx.style, entry.name);
  }
}
