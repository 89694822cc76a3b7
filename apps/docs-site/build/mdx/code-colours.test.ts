// @vitest-environment node
import { AA_LARGE_OR_UI, AA_TEXT } from '@docs/docs-chrome';
import Color from 'color';
import { bundledThemes, type ThemeRegistration } from 'shiki';
import { describe, expect, it } from 'vitest';
import { codeColours, HIGHLIGHTED_LINE, loadCodeColours, tokenClasses } from './code-colours';
import { THEMES } from './highlight';

const theme = (name: string, colours: [string, string | undefined][]): ThemeRegistration => ({
  name,
  colors: { 'editor.foreground': colours[0]?.[0] ?? '#000000', 'editor.background': colours[0]?.[1] ?? '#ffffff' },
  tokenColors: colours.slice(1).map(([foreground, background], index) => ({
    scope: `scope.${index}`,
    settings: { foreground, ...(background ? { background } : {}) },
  })),
});

describe('code colours', () => {
  it("gives each of the site's light colours a class, coloured by the dark theme in dark mode", async () => {
    const { classOf, css } = await loadCodeColours();
    // github-light-default's keyword red is github-dark-default's #ff7b72.
    const keyword = classOf.get('#cf222e');
    expect(keyword).toBeDefined();
    expect(css).toContain(`.shiki .${keyword}{color:#cf222e}`);
    expect(css).toContain(`[data-theme='dark'] .shiki .${keyword}{color:#ff7b72}`);
    expect(css).toContain(`[data-theme='dark'] .shiki{color:#e6edf3;background-color:#0d1117}`);
  });

  it.each(['light', 'dark'] as const)(
    'keeps every token of a highlighted line at AA contrast on its tint in %s mode, the tint and bar visible',
    async (mode) => {
      const theme = (await bundledThemes[THEMES[mode]]()).default;
      const { background, accent, text } = HIGHLIGHTED_LINE[mode];
      const replaced: Record<string, string> = text;
      const colours = new Set(
        [theme.colors?.['editor.foreground'], ...(theme.tokenColors ?? []).map((rule) => rule.settings.foreground)]
          .filter((colour): colour is string => colour !== undefined)
          .map((colour) => colour.toLowerCase()),
      );
      // Colours a theme uses only on a background of their own (invalid code) are not on the tint.
      for (const rule of theme.tokenColors ?? []) {
        if (rule.settings.background) colours.delete(rule.settings.foreground?.toLowerCase() ?? '');
      }
      for (const colour of colours) {
        const shown = replaced[colour] ?? colour;
        expect(Color(shown).contrast(Color(background)), `${shown} on ${background}`).toBeGreaterThanOrEqual(AA_TEXT);
      }
      const page = theme.colors?.['editor.background'] as string;
      expect(Color(accent).contrast(Color(background)), 'accent bar').toBeGreaterThanOrEqual(AA_LARGE_OR_UI);
      expect(Color(background).contrast(Color(page)), 'tint against the block').toBeGreaterThan(1.1);
      const { css, classOf } = await loadCodeColours();
      const scope = mode === 'light' ? `html:not([data-theme='dark'])` : `[data-theme='dark']`;
      expect(css).toContain(`${scope} .shiki mark.highlighted{color:inherit;background-color:${background}`);
      if (mode === 'light')
        expect(css).toContain(`${scope} .shiki mark.highlighted .${classOf.get('#6e7781')}{color:#57606a}`);
    },
  );

  it('fails, naming the rule, when a light colour would need two dark ones', () => {
    const light = theme('light', [
      ['#000000', '#ffffff'],
      ['#aa0000', undefined],
      ['#aa0000', undefined],
    ]);
    const dark = theme('dark', [
      ['#ffffff', '#000000'],
      ['#ff0000', undefined],
      ['#ff8800', undefined],
    ]);
    expect(() => codeColours(light, dark)).toThrow(
      /the text colour of rule 2 \(scope\.1\) of "light" is #aa0000, which "dark" makes #ff8800 here and #ff0000 elsewhere/,
    );
  });

  it('fails when the themes have different rules', () => {
    const light = theme('light', [
      ['#000000', '#ffffff'],
      ['#aa0000', undefined],
    ]);
    const dark = theme('dark', [['#ffffff', '#000000']]);
    expect(() => codeColours(light, dark)).toThrow(/"light" has 1 rules and "dark" 0; they must match/);
  });

  it("turns a token's style into classes, and refuses a colour without one", () => {
    const colours = codeColours(
      theme('light', [
        ['#000000', '#ffffff'],
        ['#aa0000', '#eeeeee'],
      ]),
      theme('dark', [
        ['#ffffff', '#000000'],
        ['#ff0000', '#111111'],
      ]),
    );
    const red = colours.classOf.get('#aa0000');
    expect(tokenClasses('color:#AA0000;font-style:italic', colours)).toEqual([red, 'ci']);
    expect(tokenClasses('color:#AA0000;background-color:#EEEEEE;font-weight:bold', colours)).toEqual([
      red,
      `${colours.classOf.get('#eeeeee')}-bg`,
      'cb',
    ]);
    expect(() => tokenClasses('color:#123456', colours)).toThrow(
      /style "color:#123456", which has no class; known colours: #000000, #ffffff, #aa0000, #eeeeee/,
    );
  });
});
