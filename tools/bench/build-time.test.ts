import { describe, expect, it } from 'vitest';
import { breakdown } from './build-time.mjs';

describe('breakdown', () => {
  it("splits a build's wall time into its steps and what is left for Nx and starting processes", () => {
    const steps = {
      clientSeconds: 12.6,
      serverSeconds: 1.3,
      mdxCompile: { pages: 733, secondsPerThread: 8.6, threads: 2, share: 0.68 },
      contentCheckSeconds: 1.4,
      pagesSeconds: 4.2,
      searchIndexSeconds: 1.1,
      compressThreadSeconds: 2.3,
      prerenderSeconds: 8.9,
      cspSeconds: 0.3,
    };
    expect(breakdown(steps, 25)).toEqual({
      text: 'client bundle 12.6 s, server bundle 1.3 s, prerender 8.9 s (content check 1.4 s, pages 4.2 s, search index 1.1 s), CSP 0.3 s, Nx and process start-up 1.9 s',
      otherSeconds: 1.9,
    });
  });

  it('says which steps did not report, and leaves the rest unsplit', () => {
    expect(breakdown({ clientSeconds: 10 }, 12)).toEqual({
      text: 'client bundle 10.0 s, server bundle not reported, prerender not reported, CSP not reported',
      otherSeconds: undefined,
    });
  });
});
