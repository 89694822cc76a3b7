import { describe, expect, it } from 'vitest';
import { lintPage } from '../lint-page.mjs';
import { articleForName } from './retext-article-before-names.mjs';

const prose = async (route: string, markdown: string) =>
  (await lintPage({ route, markdown })).filter(
    (finding) => finding.rule === 'indefinite-article' || finding.rule === 'repeated-word',
  );

/** A quickstart's front matter and lead, as the generated SDK pages write them. */
const quickstart = (framework: string, description = 'Install the SDK and add a first checkpoint.') => `---
title: "Quickstart: ${framework}"
description: ${description}
---

# Quickstart: ${framework}

This guide adds one visual test to a ${framework} project: it opens the login screen, captures it and reports the result.
`;

describe('indefinite-article', () => {
  it('finds "a" before a name said with a vowel: a AndroidJUnit4 project, a XCTest project', async () => {
    expect(await prose('sdks/espresso/quickstart', quickstart('AndroidJUnit4'))).toEqual([
      { rule: 'indefinite-article', line: 8, message: '"a" before "AndroidJUnit4" should be "an"' },
    ]);
    expect(
      await prose('sdks/xctest/quickstart', quickstart('XCTest', 'Choose what a XCTest checkpoint captures.')),
    ).toEqual([
      { rule: 'indefinite-article', line: 3, message: '"a" before "XCTest" should be "an"' },
      { rule: 'indefinite-article', line: 8, message: '"a" before "XCTest" should be "an"' },
    ]);
  });

  it('reads table cells too', async () => {
    const table =
      '# A\n\n| Kind | Use |\n| --- | --- |\n| Project | Start a XCTest project |\n| Level | Level of a |\n| An | Eyes test |\n';
    expect(await prose('sdks/xctest/a', table)).toEqual([
      { rule: 'indefinite-article', line: 5, message: '"a" before "XCTest" should be "an"' },
    ]);
  });

  it('finds the common words retext-indefinite-article knows: an user, a hour', async () => {
    expect(await prose('concepts/a', '# A\n\nAsk an user to wait a hour.\n')).toEqual([
      { rule: 'indefinite-article', line: 3, message: '"an" before "user" should be "a"' },
      { rule: 'indefinite-article', line: 3, message: '"a" before "hour" should be "an"' },
    ]);
  });

  it('passes the right articles', async () => {
    expect(
      await prose(
        'sdks/espresso/quickstart',
        quickstart('AndroidJUnit4').replace('a AndroidJUnit4', 'an AndroidJUnit4'),
      ),
    ).toEqual([]);
    expect(await prose('sdks/cypress/quickstart', quickstart('Cypress'))).toEqual([]);
    expect(
      await prose(
        'concepts/a',
        '# A\n\nAn SDK, a URL, an HTML page, a JSON file, a UFG run, an Eyes test, a one-off, an iOS app.\n',
      ),
    ).toEqual([]);
  });

  it('says an initialism by its letters and a word as written, and leaves the doubtful alone', () => {
    expect(
      ['XCTest', 'XCUITest', 'SDK', 'MDX', 'RSpec', 'iOS', 'Android', 'Eyes', 'Espresso'].map(articleForName),
    ).toEqual(['an', 'an', 'an', 'an', 'an', 'an', 'an', 'an', 'an']);
    expect(['JSON', 'UFG', 'URL', 'JUnit', 'Cypress', 'NuGet', 'Europe', 'One'].map(articleForName)).toEqual([
      'a',
      'a',
      'a',
      'a',
      'a',
      'a',
      'a',
      'a',
    ]);
    expect(['NASA', 'NUnit', 'Ubuntu', 'Hour', 'Xcode', 'checkout'].map(articleForName)).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });
});

describe('repeated-word', () => {
  it('finds a word written twice and passes it written once', async () => {
    expect(await prose('concepts/a', '# A\n\nOpen the the test.\n')).toEqual([
      { rule: 'repeated-word', line: 3, message: '"the the" should be "the"' },
    ]);
    expect(await prose('concepts/a', '# A\n\nOpen the test.\n')).toEqual([]);
  });
});
