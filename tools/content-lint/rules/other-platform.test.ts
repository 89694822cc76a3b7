import { describe, expect, it } from 'vitest';
import { lintPage } from '../lint-page.mjs';

const otherPlatform = async (route: string, markdown: string) =>
  (await lintPage({ route, markdown })).filter((finding) => finding.rule === 'other-platform');

describe('other-platform', () => {
  it("finds another platform's tool named in a Python page's prose", async () => {
    const markdown = `# Quickstart: Selenium Python

## Install the SDK

Add the package to your Gemfile and run \`bundle install\`; Bundler keeps the version.
`;
    expect(await otherPlatform('sdks/selenium-python/quickstart', markdown)).toEqual([
      {
        rule: 'other-platform',
        line: 5,
        message: '"Gemfile" is Ruby\'s tool: Selenium Python pages name pip and requirements.txt',
      },
      {
        rule: 'other-platform',
        line: 5,
        message: '"bundle install" is Ruby\'s tool: Selenium Python pages name pip and requirements.txt',
      },
      {
        rule: 'other-platform',
        line: 5,
        message: '"Bundler" is Ruby\'s tool: Selenium Python pages name pip and requirements.txt',
      },
    ]);
  });

  it('finds web words on a native app page, and Maven on an Espresso page', async () => {
    const markdown = `# Quickstart: Espresso

This guide adds one visual test to an AndroidJUnit4 project: it opens a checkout page, captures it and reports the result.

Add the dependency to your Maven build.
`;
    expect(await otherPlatform('sdks/espresso/quickstart', markdown)).toEqual([
      {
        rule: 'other-platform',
        line: 3,
        message:
          '"checkout page" is a web word, and Espresso tests a native app: say a screen of the app (the checkout screen)',
      },
      {
        rule: 'other-platform',
        line: 5,
        message: '"Maven" is not Espresso\'s tool: its pages name Gradle (Android apps build with Gradle)',
      },
    ]);
  });

  it("passes a page's own tools, code blocks showing other tools, and pages of no SDK", async () => {
    const robot = `# Quickstart: Robot Framework

Install the library with pip, from PyPI, into the virtualenv of your suite.

\`\`\`bash
pip install eyes-sdk-robotframework
npm install -g image-tester
\`\`\`
`;
    expect(await otherPlatform('sdks/robot/quickstart', robot)).toEqual([]);
    const espresso = `# Quickstart: Espresso

Package \`io.eyessdk:eyes-sdk-espresso\` from Maven Central. It opens the checkout screen.

\`\`\`kotlin
eyes.open(activity, "Demo Shop", "Checkout page")
\`\`\`
`;
    expect(await otherPlatform('sdks/espresso/quickstart', espresso)).toEqual([]);
    expect(
      await otherPlatform(
        'concepts/ci',
        '# CI\n\nRun `npm ci`, `pip install` or Bundler, then open the checkout page.\n',
      ),
    ).toEqual([]);
  });
});
