import { createSafeStorage } from '@docs/docs-chrome';
import type { SdkKey } from '@docs/sdk-catalog';
import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setCodeLanguageStorage } from '../../sdk/codeLanguageChoice';
import { EverySdkContext, SdkContext } from '../../sdk/SdkContext';
import { CodeBlock } from '../CodeBlock';
import { CodeTab } from '../CodeTabs';
import { CodeSample, sampleNote } from './CodeSample';

// As the build hands a sample to the page (build/mdx/remark-code-samples.ts): one tab per file.
const sample = (
  <CodeSample id="checks/one">
    <CodeTab family="cypress" language="javascript">
      <CodeBlock>cy.eyesCheckWindow();</CodeBlock>
    </CodeTab>
    <CodeTab family="selenium" language="java">
      <CodeBlock>eyes.check(Target.window());</CodeBlock>
    </CodeTab>
    <CodeTab family="selenium" language="python">
      <CodeBlock>eyes.check(Target.window())</CodeBlock>
    </CodeTab>
  </CodeSample>
);

const renderFor = (sdk: SdkKey, everySdk = false) =>
  render(
    <EverySdkContext.Provider value={everySdk}>
      <SdkContext.Provider value={sdk}>{sample}</SdkContext.Provider>
    </EverySdkContext.Provider>,
  );

beforeEach(() => {
  const memory = new Map<string, string>();
  setCodeLanguageStorage(
    createSafeStorage(() => ({ getItem: (k) => memory.get(k) ?? null, setItem: (k, v) => void memory.set(k, v) })),
  );
});

describe('CodeSample', () => {
  it("shows the reader's family alone, named in the code's header, without a note", () => {
    renderFor('cypress');
    const group = screen.getByRole('group', { name: 'Cypress code sample' });
    expect(group).toHaveTextContent('Cypress');
    expect(group).toHaveTextContent('cy.eyesCheckWindow();');
    expect(screen.queryByText(/Shown (for|in)/)).toBeNull();
    expect(screen.queryByRole('tablist')).toBeNull();
  });

  it("opens a family of several languages on the reader's, as tabs", () => {
    renderFor('selenium-python');
    expect(screen.getByRole('group', { name: 'Selenium code sample' })).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Python' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByText(/Shown (for|in)/)).toBeNull();
  });

  it('says which family it shows instead of the reader’s, and which language instead of theirs', () => {
    renderFor('webdriverio');
    expect(screen.getByRole('group', { name: 'Selenium code sample' })).toHaveTextContent(
      'Shown for Selenium: there is no WebdriverIO version of this sample yet.',
    );
    expect(sampleNote('selenium-ruby', new Map([['selenium', ['java', 'python']]]))).toBe(
      'Shown for Selenium Java: there is no Ruby version of this sample yet.',
    );
    expect(sampleNote('watir', new Map([['selenium', ['java']]]))).toBe(
      'Shown for Selenium Java: there is no Watir version of this sample yet.',
    );
  });

  it('renders every family for every SDK, marked, before the stored SDK is known', () => {
    const { container } = renderFor('cypress', true);
    const groups = [...container.querySelectorAll('[role="group"]')];
    expect(groups.map((group) => group.getAttribute('aria-label'))).toEqual([
      'Cypress code sample',
      'Selenium code sample',
    ]);
    // Storybook's closest family is Cypress's.
    expect(groups[0]?.getAttribute('data-sdks')).toBe('cypress storybook');
    const seleniumReaders = groups[1]?.getAttribute('data-sdks')?.split(' ') ?? [];
    expect(seleniumReaders).toContain('selenium-python');
    expect(seleniumReaders).toContain('appium-java-native');
    expect(seleniumReaders).not.toContain('cypress');
    // A note for each family shown instead, marked for its readers only.
    const notes = [...container.querySelectorAll('p[data-sdks]')];
    expect(notes.find((note) => note.getAttribute('data-sdks') === 'webdriverio')).toHaveTextContent(
      'Shown for Selenium: there is no WebdriverIO version of this sample yet.',
    );
    expect(notes.some((note) => note.getAttribute('data-sdks')?.split(' ').includes('selenium-java'))).toBe(false);
  });
});
