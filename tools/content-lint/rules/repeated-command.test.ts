import { describe, expect, it } from 'vitest';
import { lintPage } from '../lint-page.mjs';
import { shellCommands } from './repeated-command.mjs';

const repeated = async (markdown: string) =>
  (await lintPage({ route: 'sdks/image-tester/quickstart', markdown })).filter(
    (finding) => finding.rule === 'repeated-command',
  );

/** The Image Tester quickstart's key and run steps, with the run step's block as given. */
const page = (runBlock: string) => `# Quickstart: Image Tester

## Set your API key

\`\`\`bash
export EYES_API_KEY=<your API key>
\`\`\`

## Run it

\`\`\`bash
${runBlock}
\`\`\`
`;

describe('repeated-command', () => {
  it('finds a variable exported again in a later step of the page', async () => {
    const findings = await repeated(
      page('export EYES_API_KEY=<your API key>\nimage-tester --folder ./screenshots --app-name "Demo Shop"'),
    );
    expect(findings).toEqual([
      {
        rule: 'repeated-command',
        line: 12,
        message:
          '"export EYES_API_KEY=<your API key>" sets the variable again (set on line 6, in "Set your API key", for the rest of the page): remove this line',
      },
    ]);
  });

  it('finds the same command twice across the blocks of one section, and two identical blocks', async () => {
    const markdown = `# Run

## Run it

\`\`\`bash
npm ci
npx cypress run \\
  --spec login.cy.js
\`\`\`

Then:

\`\`\`bash
npx cypress run --spec login.cy.js
\`\`\`

\`\`\`javascript
cy.eyesCheckWindow('Home');
\`\`\`

\`\`\`javascript
cy.eyesCheckWindow('Home');
\`\`\`
`;
    expect(await repeated(markdown)).toEqual([
      expect.objectContaining({
        line: 14,
        message: expect.stringContaining('"npx cypress run --spec login.cy.js" is already run on line 7 in "Run it"'),
      }),
      expect.objectContaining({
        line: 21,
        message: 'this code block repeats the one on line 17 in "Run it": keep one',
      }),
    ]);
  });

  it('passes a page that sets the key once, and a command run again in a later step', async () => {
    expect(await repeated(page('image-tester --folder ./screenshots --app-name "Demo Shop"'))).toEqual([]);
    const again =
      '# Run\n\n## First run\n\n```bash\nnpx cypress run\n```\n\n## Second run\n\n```bash\nnpx cypress run\n```\n';
    expect(await repeated(again)).toEqual([]);
  });

  it('reads commands, not comments, blank lines or console output', () => {
    const commands = shellCommands({
      type: 'code',
      lang: 'console',
      value: '$ npm ci\nadded 3 packages\n# a note\n\n$ npx cypress run \\\n  --headed',
    });
    expect(commands).toEqual([
      { command: 'npm ci', index: 0 },
      { command: 'npx cypress run --headed', index: 4 },
    ]);
  });
});
