/** WCAG 2 colour contrast, for checking the theme tokens. */

/** Parses `#rgb` or `#rrggbb` into 0-255 channels; throws on anything else. */
export function parseHexColor(color: string): [number, number, number] {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color.trim());
  if (!match?.[1]) throw new Error(`Not a hex colour: "${color}"`);
  const hex = match[1].length === 3 ? [...match[1]].map((digit) => digit + digit).join('') : match[1];
  return [0, 2, 4].map((start) => parseInt(hex.slice(start, start + 2), 16)) as [number, number, number];
}

/** Relative luminance of a colour (WCAG 2.x definition). */
export function relativeLuminance(color: string): number {
  const [r, g, b] = parseHexColor(color).map((channel) => {
    const value = channel / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Contrast ratio between two hex colours, from 1 to 21. */
export function contrastRatio(foreground: string, background: string): number {
  const [light, dark] = [relativeLuminance(foreground), relativeLuminance(background)].sort((a, b) => b - a) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

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
