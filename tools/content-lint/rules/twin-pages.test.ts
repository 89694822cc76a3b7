import { describe, expect, it } from 'vitest';
import { twinPages } from './twin-pages.mjs';

/** The Ultrafast Grid page of an SDK, as generated for Puppeteer and TestCafe. */
const ufg = (name: string, key: string, extra = '') => `---
title: "Ultrafast Grid: ${name}"
description: Render ${name} checkpoints in many browsers and devices at once.
---

# Ultrafast Grid: ${name}

The Ultrafast Grid renders each checkpoint in every browser you configure.${extra}

## Related pages

- [Runners](/tutorials/sdks/${key}/runners)
- [Configuration](/tutorials/sdks/${key}/configuration)
`;

describe('twin-page', () => {
  it('finds two pages of different frameworks that differ only in links and the SDK name', () => {
    const findings = twinPages([
      { route: 'sdks/puppeteer/ufg', markdown: ufg('Puppeteer', 'puppeteer') },
      { route: 'sdks/testcafe/ufg', markdown: ufg('TestCafe', 'testcafe') },
    ]);
    expect(Object.fromEntries(findings)).toEqual({
      'sdks/puppeteer/ufg': [
        {
          rule: 'twin-page',
          line: 6,
          message:
            "the same text as sdks/testcafe/ufg (TestCafe) apart from links and the SDK's name: write what is true of Puppeteer",
        },
      ],
      'sdks/testcafe/ufg': [
        {
          rule: 'twin-page',
          line: 6,
          message:
            "the same text as sdks/puppeteer/ufg (Puppeteer) apart from links and the SDK's name: write what is true of TestCafe",
        },
      ],
    });
  });

  it('passes pages that say something of their own, pages of one framework, and different pages', () => {
    expect(
      twinPages([
        { route: 'sdks/puppeteer/ufg', markdown: ufg('Puppeteer', 'puppeteer', ' Puppeteer drives Chromium only.') },
        { route: 'sdks/testcafe/ufg', markdown: ufg('TestCafe', 'testcafe', ' TestCafe runs in any browser.') },
        // Selenium Java and Selenium Python share their framework (Selenium WebDriver).
        { route: 'sdks/selenium-java/ufg', markdown: ufg('Selenium Java', 'selenium-java') },
        { route: 'sdks/selenium-python/ufg', markdown: ufg('Selenium Python', 'selenium-python') },
        { route: 'sdks/webdriverio/runners', markdown: ufg('WebdriverIO', 'webdriverio') },
        { route: 'concepts/ufg', markdown: ufg('Cypress', 'cypress') },
      ]).size,
    ).toBe(0);
  });
});
