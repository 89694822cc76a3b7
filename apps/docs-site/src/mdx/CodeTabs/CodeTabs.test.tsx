import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createSafeStorage } from '@docs/docs-chrome';
import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { beforeEach, describe, expect, it } from 'vitest';
import { memoryStorage } from '../../testing/memoryStorage';
import { chosenCodeLanguage, forgetCodeLanguage, setCodeLanguageStorage } from '../../sdk/codeLanguageChoice';
import { EverySdkContext, SdkContext } from '../../sdk/SdkContext';
import { CodeTab, CodeTabs } from './CodeTabs';
import { pickTab, tabsBySdkLanguage } from './pickTab';

const samples = (
  <CodeTabs>
    <CodeTab language="java">
      <pre>eyes.open(driver);</pre>
    </CodeTab>
    <CodeTab language="python">
      <pre>eyes.open(driver)</pre>
    </CodeTab>
    <CodeTab language="csharp">
      <pre>eyes.Open(driver);</pre>
    </CodeTab>
  </CodeTabs>
);

// Each test starts with nothing chosen by hand, in a storage of its own.
beforeEach(() => {
  const storage = memoryStorage();
  setCodeLanguageStorage(createSafeStorage(() => storage));
});

describe('CodeTabs', () => {
  it("selects the tab of the reader's SDK language", () => {
    render(<SdkContext.Provider value="selenium-python">{samples}</SdkContext.Provider>);
    expect(screen.getByRole('tab', { name: 'Python' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('eyes.open(driver)');
  });

  it('falls back to the first tab when no sample is in the SDK language', () => {
    render(<SdkContext.Provider value="cypress">{samples}</SdkContext.Provider>);
    expect(screen.getByRole('tab', { name: 'Java' })).toHaveAttribute('aria-selected', 'true');
  });

  it('switches with a click and with the arrow keys', async () => {
    render(<SdkContext.Provider value="selenium-java">{samples}</SdkContext.Provider>);
    await userEvent.click(screen.getByRole('tab', { name: 'C#' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('eyes.Open(driver);');
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Java' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Java' })).toHaveFocus();
  });
});

describe('CodeTabs chosen by hand', () => {
  const twoSets = (
    <SdkContext.Provider value="selenium-java">
      {samples}
      <CodeTabs>
        <CodeTab language="bash">
          <pre>export KEY=1</pre>
        </CodeTab>
        <CodeTab language="python">
          <pre>os.environ["KEY"]</pre>
        </CodeTab>
      </CodeTabs>
    </SdkContext.Provider>
  );

  it('switches every set of tabs on the page that has the language, and leaves the others', async () => {
    render(twoSets);
    expect(screen.getAllByRole('tab', { name: 'Python' }).map((tab) => tab.getAttribute('aria-selected'))).toEqual([
      'false',
      'false',
    ]);
    await userEvent.click(screen.getAllByRole('tab', { name: 'Python' })[0] as HTMLElement);
    expect(screen.getAllByRole('tab', { name: 'Python' }).map((tab) => tab.getAttribute('aria-selected'))).toEqual([
      'true',
      'true',
    ]);
    await userEvent.click(screen.getByRole('tab', { name: 'C#' }));
    // The second set has no C#: it keeps Python, the last language it has that the reader chose.
    expect(screen.getByRole('tab', { name: 'C#' })).toHaveAttribute('aria-selected', 'true');
  });

  it('opens the chosen language on the next page, until the reader chooses an SDK', async () => {
    const { unmount } = render(twoSets);
    await userEvent.click(screen.getByRole('tab', { name: 'C#' }));
    unmount();
    expect(chosenCodeLanguage()).toBe('csharp');

    render(<SdkContext.Provider value="selenium-python">{samples}</SdkContext.Provider>);
    expect(screen.getByRole('tab', { name: 'C#' })).toHaveAttribute('aria-selected', 'true');
    act(() => forgetCodeLanguage());
    expect(screen.getByRole('tab', { name: 'Python' })).toHaveAttribute('aria-selected', 'true');
  });

  it('marks each tab and panel with its language in the server render, and not once storage is read', () => {
    const html = renderToString(<SdkContext.Provider value="selenium-java">{samples}</SdkContext.Provider>);
    expect(html.match(/data-tab-language="(\w+)"/g)).toEqual([
      'data-tab-language="java"',
      'data-tab-language="python"',
      'data-tab-language="csharp"',
      'data-tab-language="java"',
      'data-tab-language="python"',
      'data-tab-language="csharp"',
    ]);
    render(<SdkContext.Provider value="selenium-java">{samples}</SdkContext.Provider>);
    expect(screen.getByRole('tab', { name: 'Java' })).not.toHaveAttribute('data-tab-language');
  });
});

describe('CodeTabs before the stored SDK is read', () => {
  const languagesOf = (role: 'tab' | 'tabpanel') =>
    screen.getAllByRole(role, { hidden: true }).map((element) => element.getAttribute('data-sdk-languages'));

  it("marks every tab and panel with the SDK languages that open it, and keeps the default SDK's tab open", () => {
    render(
      <EverySdkContext.Provider value={true}>
        <SdkContext.Provider value="cypress">{samples}</SdkContext.Provider>
      </EverySdkContext.Provider>,
    );
    // Cypress (JavaScript) has no sample: the first tab is open, and every language without a sample opens it too.
    expect(screen.getByRole('tab', { name: 'Java' })).toHaveAttribute('aria-selected', 'true');
    expect(languagesOf('tab')).toEqual([
      'javascript typescript java php ruby swift bash',
      // Robot Framework readers read Python.
      'python robotframework',
      'csharp',
    ]);
    expect(languagesOf('tabpanel')).toEqual(languagesOf('tab'));
  });

  it('renders no marks once the stored SDK is known', () => {
    render(<SdkContext.Provider value="selenium-csharp">{samples}</SdkContext.Provider>);
    expect(screen.getByRole('tab', { name: 'C#' })).toHaveAttribute('aria-selected', 'true');
    expect(languagesOf('tab')).toEqual([null, null, null]);
  });
});

describe('tabsBySdkLanguage', () => {
  it('gives each language to the one tab pickTab opens for it', () => {
    expect(tabsBySdkLanguage(['python', 'javascript'], ['typescript', 'python', 'ruby', 'python'])).toEqual([
      'python ruby',
      'typescript',
    ]);
    expect(tabsBySdkLanguage(['bash', 'java'], ['java'])).toEqual(['', 'java']);
  });
});

describe('pickTab', () => {
  it('accepts a close language when the exact one is missing', () => {
    expect(pickTab(['python', 'javascript'], 'typescript')).toBe(1);
    expect(pickTab(['python', 'javascript'], 'ruby')).toBe(0);
  });
});
