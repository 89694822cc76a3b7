import { describe, expect, it } from 'vitest';
import { inlineScript } from './prePaint';

/** Runs an inline script's text as the browser would, and returns what it left on `window.__result`. */
function run(html: string): unknown {
  const scope = window as unknown as { __result?: unknown };
  delete scope.__result;
  new Function(html.replace(/^<script>|<\/script>$/g, ''))();
  return scope.__result;
}

function keepOne(value: unknown) {
  (window as unknown as { __result?: unknown }).__result = value;
}

function keep(value: unknown, twice: (n: number) => number) {
  (window as unknown as { __result?: unknown }).__result = [value, twice(2)];
}

describe('inlineScript', () => {
  it('calls the function with its arguments as JSON, < escaped so the page cannot end the script', () => {
    const html = inlineScript(keepOne, { text: '</script><b>' });
    expect(html).not.toMatch(/<\/script><b>/);
    expect(run(html)).toEqual({ text: '</script><b>' });
  });

  it('writes a function argument as its source, which runs as the app runs it', () => {
    function double(n: number) {
      return n * 2;
    }
    expect(run(inlineScript(keep, 'a', double))).toEqual(['a', 4]);
  });

  it('refuses a function whose source would end the script early, saying why', () => {
    // Built at run time: a bundler writes "</script" in a string literal of the source as "<\/script".
    const closing = new Function('n', `return "${'<'}/script>".length + n;`) as (n: number) => number;
    expect(() => inlineScript(keep, 'a', closing)).toThrow(
      /the source of anonymous contains "<\/script", which ends the inline script there/,
    );
  });
});
