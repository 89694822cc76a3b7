import { describe, expect, it } from 'vitest';
import { lintPage } from '../lint-page.mjs';

/** The Image Tester quickstart as its Markdown reads, with "Configure the run" as given. */
const quickstart = (configure: string) => `---
title: "Quickstart: Image Tester"
description: Install the Image Tester SDK, add a first visual checkpoint and review the result.
---

# Quickstart: Image Tester

This guide adds one visual test to a project.

## Set your API key

\`\`\`bash
export EYES_API_KEY=<your API key>
\`\`\`

## Configure the run
${configure}
## Run it

\`\`\`bash
image-tester --folder ./screenshots
\`\`\`

## Related pages
`;

const emptySections = async (route: string, markdown: string) =>
  (await lintPage({ route, markdown })).filter((finding) => finding.rule === 'empty-section');

describe('empty-section', () => {
  it('finds a heading followed directly by one of its level, and one at the end of the page', async () => {
    expect(await emptySections('sdks/image-tester/quickstart', quickstart(''))).toEqual([
      {
        rule: 'empty-section',
        line: 16,
        message: '"Configure the run" has no content: write it, or remove the heading',
      },
      { rule: 'empty-section', line: 24, message: '"Related pages" has no content: write it, or remove the heading' },
    ]);
  });

  it('finds a subsection heading followed by a heading of a higher level', async () => {
    const markdown = '# Page\n\nLead.\n\n## Options\n\n### Batch\n\n## Next\n\nText.\n';
    expect(await emptySections('concepts/a', markdown)).toEqual([
      expect.objectContaining({ line: 7, message: expect.stringContaining('"Batch" has no content') }),
    ]);
  });

  it('passes sections with content, and a heading whose subsections are its content', async () => {
    const clean = quickstart('\nPass the folder and the names with options.\n').replace('## Related pages\n', '');
    expect(await emptySections('sdks/image-tester/quickstart', clean)).toEqual([]);
    expect(await emptySections('concepts/a', '# Page\n\n## Options\n\n### Batch\n\nText.\n')).toEqual([]);
  });
});
