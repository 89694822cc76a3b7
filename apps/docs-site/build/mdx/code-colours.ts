/**
 * Code colours as classes, from one tokenisation.
 *
 * Shiki tokenises a block once per theme, so the light and dark themes cost
 * two passes (about a sixth of the whole MDX compile), and it writes both
 * colours inline on every token (`style="color:#CF222E;--shiki-dark:#FF7B72"`).
 * GitHub's light and dark themes have the same rules in the same order, each
 * light colour always paired with the same dark one, so the build highlights
 * with the light theme alone and names each colour with a short class; the
 * stylesheet (`virtual:code-colours.css`) gives every class its light colour
 * and, under `[data-theme='dark']`, its dark one.
 */
import type { Element, Root } from 'hast';
import { bundledThemes, type ThemeRegistration } from 'shiki';
import { SKIP, visit } from 'unist-util-visit';
import { THEMES } from './highlight.ts';
import { isHighlightedBlock } from './rehype-code-html.ts';

export interface CodeColours {
  /** Class of each light-theme colour (lower case), e.g. `#cf222e` -> `c2`. */
  classOf: ReadonlyMap<string, string>;
  /** The stylesheet: each class's light colour, and its dark colour in dark mode. */
  css: string;
}

/**
 * A highlighted line (code-meta.ts) in each mode: a tinted background with an
 * accent bar, and darker (light mode) or lighter (dark mode) replacements for
 * the theme colours that fall below AA (4.5:1) on that tint: github-light's
 * comment grey is 3.96:1 and its purple 4.39:1 there.
 */
export const HIGHLIGHTED_LINE = {
  light: { background: '#e6f0ff', accent: '#1d4ed8', text: { '#6e7781': '#57606a', '#8250df': '#6639ba' } },
  dark: { background: '#1c2b41', accent: '#8ab4ff', text: {} },
} as const satisfies Record<'light' | 'dark', { background: string; accent: string; text: Record<string, string> }>;

/** Classes for the font styles a theme rule may set. */
const FONT_CLASSES: Record<string, string> = {
  'font-style:italic': 'ci',
  'font-weight:bold': 'cb',
  'text-decoration:underline': 'cu',
  'text-decoration:line-through': 'cs',
  'text-decoration:underline line-through': 'cu cs',
};

/**
 * The class of every light colour, from the two themes: rule by rule, the
 * light theme's colours (text and background) against the dark theme's.
 * Throws when the themes stop matching, naming the rule, since a colour then
 * has no single dark counterpart.
 */
export function codeColours(light: ThemeRegistration, dark: ThemeRegistration): CodeColours {
  const pairs = new Map<string, string>();
  // Which colours rules use for text and which for backgrounds: the stylesheet needs only those rules.
  const uses = { text: new Set<string>(), background: new Set<string>() };
  const pair = (
    lightColour: string | undefined,
    darkColour: string | undefined,
    where: string,
    use?: keyof typeof uses,
  ) => {
    if (lightColour === undefined && darkColour === undefined) return;
    const key = lightColour?.toLowerCase();
    const value = darkColour?.toLowerCase();
    if (key === undefined || value === undefined || (pairs.has(key) && pairs.get(key) !== value)) {
      throw new Error(
        `Code colours: ${where} of "${light.name}" is ${lightColour ?? 'unset'}, which "${dark.name}" makes ` +
          `${darkColour ?? 'unset'}${key && pairs.has(key) ? ` here and ${pairs.get(key)} elsewhere` : ''}; ` +
          'the two themes must pair each light colour with one dark colour.',
      );
    }
    pairs.set(key, value);
    if (use) uses[use].add(key);
  };
  // Rules with a scope: Shiki adds an unscoped one for the editor colours to a theme it has loaded.
  const lightRules = (light.tokenColors ?? []).filter((rule) => rule.scope !== undefined);
  const darkRules = (dark.tokenColors ?? []).filter((rule) => rule.scope !== undefined);
  if (lightRules.length !== darkRules.length) {
    throw new Error(
      `Code colours: "${light.name}" has ${lightRules.length} rules and "${dark.name}" ${darkRules.length}; they must match.`,
    );
  }
  pair(light.colors?.['editor.foreground'], dark.colors?.['editor.foreground'], 'the text colour');
  pair(light.colors?.['editor.background'], dark.colors?.['editor.background'], 'the background');
  lightRules.forEach((rule, index) => {
    const other = darkRules[index];
    const where = `rule ${index + 1} (${[rule.scope].flat().join(', ')})`;
    pair(rule.settings.foreground, other?.settings.foreground, `the text colour of ${where}`, 'text');
    pair(rule.settings.background, other?.settings.background, `the background of ${where}`, 'background');
  });

  const classOf = new Map([...pairs.keys()].map((colour, index) => [colour, `c${index}`]));
  const rules = [...pairs].flatMap(([lightColour, darkColour]) => {
    const name = classOf.get(lightColour);
    return [
      ...(uses.text.has(lightColour)
        ? [`.shiki .${name}{color:${lightColour}}`, `[data-theme='dark'] .shiki .${name}{color:${darkColour}}`]
        : []),
      ...(uses.background.has(lightColour)
        ? [
            `.shiki .${name}-bg{background-color:${lightColour}}`,
            `[data-theme='dark'] .shiki .${name}-bg{background-color:${darkColour}}`,
          ]
        : []),
    ];
  });
  const highlighted = highlightedLineRules(classOf, pairs);
  const css = [
    `.shiki{color:${light.colors?.['editor.foreground']};background-color:${light.colors?.['editor.background']}}`,
    `[data-theme='dark'] .shiki{color:${dark.colors?.['editor.foreground']};background-color:${dark.colors?.['editor.background']}}`,
    ...rules,
    ...highlighted,
    ...Object.entries(FONT_CLASSES).map(
      ([declaration, classes]) => `.shiki .${classes.replace(' ', '.')}{${declaration}}`,
    ),
  ].join('\n');
  return { classOf, css };
}

/**
 * The highlighted line's rules. Its colour replacements name the light theme's colour (the class's
 * key) for light mode and the dark theme's for dark mode (the tests check every colour's contrast).
 */
function highlightedLineRules(classOf: ReadonlyMap<string, string>, pairs: ReadonlyMap<string, string>): string[] {
  const line = (mode: 'light' | 'dark') => {
    const { background, accent, text } = HIGHLIGHTED_LINE[mode];
    const scope = mode === 'light' ? `html:not([data-theme='dark'])` : `[data-theme='dark']`;
    return [
      `${scope} .shiki mark.highlighted{color:inherit;background-color:${background};box-shadow:inset 3px 0 ${accent}}`,
      ...Object.entries(text).flatMap(([colour, replacement]) => {
        const key = mode === 'light' ? colour : [...pairs].find(([, dark]) => dark === colour)?.[0];
        const name = key === undefined ? undefined : classOf.get(key);
        return name === undefined ? [] : [`${scope} .shiki mark.highlighted .${name}{color:${replacement}}`];
      }),
    ];
  };
  return [...line('light'), ...line('dark')];
}

let loaded: Promise<CodeColours> | undefined;

/** The code colours of the site's two themes (highlight.ts), loaded once. */
export function loadCodeColours(): Promise<CodeColours> {
  loaded ??= Promise.all([bundledThemes[THEMES.light](), bundledThemes[THEMES.dark]()]).then(([light, dark]) =>
    codeColours(light.default, dark.default),
  );
  return loaded;
}

/**
 * The classes for one token's inline style, as Shiki writes it with one theme
 * (`color:#CF222E;font-style:italic`). Throws on anything else, so that a
 * colour the stylesheet lacks cannot reach a page unstyled.
 */
export function tokenClasses(style: string, colours: CodeColours): string[] {
  return style
    .split(';')
    .map((declaration) => declaration.trim().toLowerCase())
    .filter(Boolean)
    .map((declaration) => {
      const [property, value = ''] = declaration.split(':').map((part) => part.trim());
      const colourClass = colours.classOf.get(value);
      if (property === 'color' && colourClass) return colourClass;
      if (property === 'background-color' && colourClass) return `${colourClass}-bg`;
      const fontClass = FONT_CLASSES[`${property}:${value}`];
      if (fontClass) return fontClass;
      throw new Error(
        `Code colours: a token has the style "${declaration}", which has no class; known colours: ${[...colours.classOf.keys()].join(', ')}.`,
      );
    });
}

/**
 * Rehype step after Shiki: token styles become classes (tokenClasses), and
 * each block's own colours (on its `pre`) come from the `.shiki` rule.
 */
export function rehypeCodeClasses() {
  return async (tree: Root) => {
    const blocks: Element[] = [];
    visit(tree, 'element', (node: Element) => {
      if (!isHighlightedBlock(node)) return;
      blocks.push(node);
      return SKIP;
    });
    if (blocks.length === 0) return;
    const colours = await loadCodeColours();
    for (const pre of blocks) {
      delete pre.properties.style;
      visit(pre, 'element', (node: Element) => {
        if (node === pre || typeof node.properties.style !== 'string') return;
        const classes = tokenClasses(node.properties.style, colours);
        delete node.properties.style;
        node.properties.class = [...[node.properties.class ?? []].flat(), ...classes].join(' ');
      });
    }
  };
}
