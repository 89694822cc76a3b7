import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import Color from 'color';
import { AA_LARGE_OR_UI, AA_TEXT, themeTokens } from './contrast';

const tokensCss = readFileSync(resolve(import.meta.dirname, 'tokens.css'), 'utf8');

/** [foreground, background, minimum] for every pair the components use. */
const PAIRS: [string, string, number][] = [
  ['--docs-color-text', '--docs-color-background', AA_TEXT],
  ['--docs-color-text', '--docs-color-surface', AA_TEXT],
  ['--docs-color-text', '--docs-color-surface-muted', AA_TEXT],
  ['--docs-color-text-muted', '--docs-color-background', AA_TEXT],
  ['--docs-color-text-muted', '--docs-color-surface-muted', AA_TEXT],
  ['--docs-color-text-muted', '--docs-color-surface', AA_TEXT],
  ['--docs-color-text', '--docs-color-active-background', AA_TEXT],
  ['--docs-color-text-muted', '--docs-color-active-background', AA_TEXT],
  ['--docs-color-highlight-text', '--docs-color-highlight-background', AA_TEXT],
  ['--docs-color-link', '--docs-color-background', AA_TEXT],
  ['--docs-color-link', '--docs-color-surface', AA_TEXT],
  ['--docs-color-link', '--docs-color-surface-muted', AA_TEXT],
  ['--docs-color-primary-contrast', '--docs-color-primary', AA_TEXT],
  ['--docs-color-active-text', '--docs-color-active-background', AA_TEXT],
  ['--docs-color-danger', '--docs-color-danger-background', AA_TEXT],
  ['--docs-color-warning-text', '--docs-color-warning-background', AA_TEXT],
  ['--docs-color-announcement-text', '--docs-color-announcement-background', AA_TEXT],
  ['--docs-color-control-border', '--docs-color-background', AA_LARGE_OR_UI],
  ['--docs-color-control-border', '--docs-color-surface', AA_LARGE_OR_UI],
  ['--docs-color-focus', '--docs-color-background', AA_LARGE_OR_UI],
  ['--docs-color-focus', '--docs-color-surface', AA_LARGE_OR_UI],
  ['--docs-color-progress', '--docs-color-background', AA_LARGE_OR_UI],
];

describe.each(['light', 'dark'] as const)('%s theme tokens', (theme) => {
  const tokens = themeTokens(tokensCss, theme);

  it.each(PAIRS)('%s on %s meets %d:1', (foreground, background, minimum) => {
    const fg = tokens[foreground];
    const bg = tokens[background];
    expect(fg, `${foreground} is defined`).toBeDefined();
    expect(bg, `${background} is defined`).toBeDefined();
    expect(Color(fg).contrast(Color(bg))).toBeGreaterThanOrEqual(minimum);
  });

  it('defines the same colour tokens as the other theme', () => {
    const other = themeTokens(tokensCss, theme === 'light' ? 'dark' : 'light');
    expect(Object.keys(tokens).sort()).toEqual(Object.keys(other).sort());
  });
});
