import { render, screen } from '@testing-library/react';
import { SDK_VERSION, type SdkKey } from '@docs/sdk-catalog';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { EverySdkContext, SdkContext } from '../../../sdk/SdkContext';
import { ReaderApiKeyStep, ReaderSdkInstall } from './ReaderSdk';

const forSdk = (sdk: SdkKey, children: ReactNode) => (
  <MemoryRouter>
    <SdkContext.Provider value={sdk}>{children}</SdkContext.Provider>
  </MemoryRouter>
);

describe('ReaderSdkInstall', () => {
  it("marks the install line with its language, as the page's highlighted blocks are", () => {
    render(forSdk('playwright-java', <ReaderSdkInstall />));
    const line = screen.getByText(`testImplementation("io.eyessdk:eyes-sdk-playwright:${SDK_VERSION}")`);
    expect(line.tagName).toBe('CODE');
    expect(line).toHaveClass('language-kotlin');
  });

  it('gives Java readers the Gradle line and the Maven dependency, as tabs', () => {
    render(forSdk('selenium-java', <ReaderSdkInstall />));
    expect(screen.getByRole('tablist', { name: 'Build tool' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Gradle' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Maven' })).toBeInTheDocument();
    expect(screen.getByText(/with Maven, add the dependency to the dependencies of your pom\.xml/)).toBeInTheDocument();
  });
});

describe('ReaderApiKeyStep', () => {
  it('gives readers of SDKs that read the environment the shell commands', () => {
    render(forSdk('selenium-python', <ReaderApiKeyStep />));
    expect(screen.getByText(/make the key available to the test process/)).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'macOS / Linux' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Windows PowerShell' })).toBeInTheDocument();
  });

  it('tells Espresso readers that Gradle hands the key to the test run as an instrumentation argument, and links their quickstart', () => {
    render(forSdk('espresso', <ReaderApiKeyStep />));
    expect(screen.getByText(/hands it to the test run as an instrumentation argument/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /quickstart/ })).toHaveAttribute(
      'href',
      expect.stringContaining('/sdks/espresso/quickstart'),
    );
    expect(screen.getByRole('tab', { name: 'macOS / Linux' })).toBeInTheDocument();
  });

  it('gives XCUITest readers the variable xcodebuild passes to the simulator, not a plain export', () => {
    render(forSdk('xcui', <ReaderApiKeyStep />));
    expect(screen.getByText('export TEST_RUNNER_EYES_API_KEY="<your API key>"')).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Windows PowerShell' })).toBeNull();
  });

  it('before the SDK is known, renders one step per way of receiving the key, each marked with its SDKs', () => {
    const { container } = render(
      forSdk(
        'cypress',
        <EverySdkContext.Provider value>
          <ReaderApiKeyStep />
        </EverySdkContext.Provider>,
      ),
    );
    const marks = [...container.querySelectorAll('[data-sdks]')].map((node) => node.getAttribute('data-sdks') ?? '');
    // The environment's step for test SDKs, for the CLI, and one each for Espresso, XCTest and XCUITest.
    expect(marks).toHaveLength(5);
    expect(marks.filter((keys) => keys.split(' ').includes('cypress'))).toHaveLength(1);
    expect(marks).toContain('espresso');
    expect(marks).toContain('image-tester');
  });
});
