import { describe, expect, it } from 'vitest';
import { parseLintSummary } from './content-lint-time.mjs';

describe('content lint benchmark', () => {
  it("reads the lint's summary line", () => {
    const output =
      'sdks/a/b (line 3): empty-section: …\n\ncontent-lint: 350 findings on 339 of 747 pages (11.2 s, 15.1 s of CPU)\nA line is …\n';
    expect(parseLintSummary(output)).toEqual({
      findings: 350,
      pagesWithFindings: 339,
      pages: 747,
      seconds: 11.2,
      cpuSeconds: 15.1,
    });
    expect(parseLintSummary('content-lint: 1 finding on 1 of 2 pages (0.9 s, 1.0 s of CPU)')).toMatchObject({
      findings: 1,
    });
    expect(parseLintSummary('content-lint: no built site in /x')).toBeUndefined();
  });
});
