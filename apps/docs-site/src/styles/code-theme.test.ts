// @vitest-environment node
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { AA_TEXT, contrastRatio, themeTokens } from '@docs/docs-chrome';
import { describe, expect, it } from 'vitest';
import { CODE_COLOR_VARIABLES } from '../../build/mdx/highlight';

const css = readFileSync(resolve(import.meta.dirname, 'code-theme.css'), 'utf8');

describe.each(['light', 'dark'] as const)('code colours, %s mode', (mode) => {
  const tokens = themeTokens(css, mode);

  it('define every variable the highlighter writes', () => {
    const missing = CODE_COLOR_VARIABLES.filter((name) => !tokens[name]);
    expect(missing, `missing from the [data-theme='${mode}'] rule of code-theme.css`).toEqual([]);
  });

  it.each(CODE_COLOR_VARIABLES.filter((name) => name !== '--docs-code-background'))(
    '%s meets AA on the code background',
    (name) => {
      const background = tokens['--docs-code-background'] as string;
      expect(contrastRatio(tokens[name] as string, background)).toBeGreaterThanOrEqual(AA_TEXT);
    },
  );
});
