import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createSafeStorage } from '@docs/docs-chrome';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { memoryStorage } from '../../../testing/memoryStorage';
import { setCodeLanguageStorage } from '../../../sdk/codeLanguageChoice';
import { SdkContext } from '../../../sdk/SdkContext';
import { CodeTab, CodeTabs } from '../../CodeTabs';
import { SetApiKey } from './SetApiKey';

const page = (children: React.ReactNode) => (
  <MemoryRouter>
    <SdkContext.Provider value="selenium-java">{children}</SdkContext.Provider>
  </MemoryRouter>
);

// Each test starts with no shell chosen, in a storage of its own.
beforeEach(() => {
  const storage = memoryStorage();
  setCodeLanguageStorage(createSafeStorage(() => storage));
});

describe('SetApiKey', () => {
  it('shows the export line for macOS / Linux first, highlighted, and the PowerShell line on its tab', async () => {
    render(page(<SetApiKey />));
    expect(screen.getByRole('tablist', { name: 'Shell' })).toBeInTheDocument();
    const posix = screen.getByRole('tab', { name: 'macOS / Linux' });
    expect(posix).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel');
    expect(panel).toHaveTextContent('export EYES_API_KEY="<your API key>"');
    // Highlighted at build time: tokens with the code colours' classes, the language named in the header.
    expect(panel.querySelector('pre.shiki code.language-bash span[class^="c"]')).not.toBeNull();
    expect(within(panel).getByText('Shell')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'Windows PowerShell' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('$env:EYES_API_KEY = "<your API key>"');
    expect(screen.getByRole('tabpanel').querySelector('code.language-powershell span[class^="c"]')).not.toBeNull();
  });

  it('switches with the other code tabs of the page that have the same shell', async () => {
    render(
      page(
        <>
          <SetApiKey />
          <CodeTabs>
            <CodeTab language="bash">
              <pre>curl https://example.test</pre>
            </CodeTab>
            <CodeTab language="powershell">
              <pre>Invoke-WebRequest https://example.test</pre>
            </CodeTab>
          </CodeTabs>
        </>,
      ),
    );
    await userEvent.click(screen.getByRole('tab', { name: 'Windows PowerShell' }));
    expect(screen.getAllByRole('tabpanel').map((panel) => panel.textContent)).toEqual([
      expect.stringContaining('$env:EYES_API_KEY'),
      'Invoke-WebRequest https://example.test',
    ]);
  });

  it('adds, with persist, the commands that keep the key for new sessions', async () => {
    render(page(<SetApiKey persist />));
    expect(screen.getByRole('tabpanel')).toHaveTextContent(`echo 'export EYES_API_KEY="<your API key>"' >> ~/.zshrc`);
    await userEvent.click(screen.getByRole('tab', { name: 'Windows PowerShell' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent(
      '[Environment]::SetEnvironmentVariable("EYES_API_KEY", "<your API key>", "User")',
    );
  });

  it('says where the key goes in CI, with a link to the environment variables', () => {
    render(page(<SetApiKey />));
    expect(screen.getByText(/secret store/)).toHaveTextContent(
      'In CI, keep the key in the CI system’s secret store and expose it to the test step as EYES_API_KEY',
    );
    expect(screen.getByRole('link', { name: 'environment variables' })).toHaveAttribute(
      'href',
      '/integrations#environment-variables',
    );
  });
});
