/**
 * What the contrast tests of the theme tokens share: the WCAG 2 AA minimums and a reader
 * of a theme's tokens. The ratio itself comes from the `color` package (`Color#contrast`).
 */

/** WCAG AA minimums: 4.5:1 for text, 3:1 for large text and user-interface parts. */
export const AA_TEXT = 4.5;
export const AA_LARGE_OR_UI = 3;

/**
 * Reads the `--docs-*` custom properties of one `[data-theme='…']` rule from a
 * stylesheet's text.
 */
export function themeTokens(css: string, theme: 'light' | 'dark'): Record<string, string> {
  const tokens: Record<string, string> = {};
  const rule = new RegExp(`\\[data-theme='${theme}'\\]\\s*\\{([^}]*)\\}`).exec(css);
  if (!rule?.[1]) throw new Error(`No [data-theme='${theme}'] rule found`);
  for (const [, name, value] of rule[1].matchAll(/(--docs-[\w-]+)\s*:\s*([^;]+);/g)) {
    if (name && value) tokens[name] = value.trim();
  }
  return tokens;
}
