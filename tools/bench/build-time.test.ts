import { describe, expect, it } from 'vitest';
import { buildSteps } from './build-time.mjs';

describe('buildSteps', () => {
  it("reads the client and server bundles' times and the prerender total from a build's log", () => {
    const log = [
      'vite v8.3.8 building client environment for production...',
      '✓ 1229 modules transformed.',
      '✓ built in 14.87s',
      'vite v8.3.8 building ssr environment for production...',
      '✓ built in 920ms',
      'Link check: 0 broken internal link(s) or anchor(s)',
      'Prerendered 763 pages and 404.html into /work/main/apps/docs-site/dist/site in 5.48s',
    ].join('\n');
    expect(buildSteps(log)).toEqual({ clientSeconds: 14.87, serverSeconds: 0.92, prerenderSeconds: 5.48 });
  });

  it('leaves a step undefined when its line is missing', () => {
    expect(buildSteps('✓ built in 2.10s')).toEqual({
      clientSeconds: 2.1,
      serverSeconds: undefined,
      prerenderSeconds: undefined,
    });
  });
});
