import {
  API_KEY_PLACEHOLDER,
  API_KEY_VARIABLE,
  apiKeyRoute,
  SDK_CATALOG,
  SDK_KEYS,
  setVariableCommand,
  XCODEBUILD_TEST_PREFIX,
  type InstallLanguage,
  type SdkKey,
} from '@docs/sdk-catalog';
import type { ReactNode } from 'react';
import { useCurrentSdk, useEverySdk } from '../../../sdk/SdkContext';
import { CodeBlock, CodeCaptionContext } from '../../CodeBlock';
import { CodeTab, CodeTabs } from '../../CodeTabs';
import { SiteLink } from '../../../routes/SiteLink';
import { SdkInstall } from '../SdkInstall';
import { SetApiKey } from '../SetApiKey';

/**
 * Renders `render(sdk)` for the reader's SDK. Before the stored SDK is known
 * (`useEverySdk`: general pages, prerendered for every reader) it renders it
 * for every SDK, each marked with `data-sdks`, and the head's pre-paint rule
 * shows the reader's (src/sdk/sdkEntries.ts). With `sameFor`, SDKs that give the
 * same key render once, marked with all their keys.
 */
function ForReaderSdk({
  render,
  inline,
  sameFor,
}: {
  render: (sdk: SdkKey) => ReactNode;
  inline?: boolean;
  sameFor?: (sdk: SdkKey) => string;
}) {
  const sdk = useCurrentSdk();
  if (!useEverySdk()) return <>{render(sdk)}</>;
  const Mark = inline ? 'span' : 'div';
  const groups = new Map<string, SdkKey[]>();
  for (const key of SDK_KEYS) {
    const group = sameFor ? sameFor(key) : key;
    groups.set(group, [...(groups.get(group) ?? []), key]);
  }
  return (
    <>
      {[...groups.values()].map((keys) => (
        <Mark key={keys[0]} data-sdks={keys.join(' ')}>
          {render(keys[0] as SdkKey)}
        </Mark>
      ))}
    </>
  );
}

/** The reader's SDK's name, in running text: "These steps are for <ReaderSdkName />." */
export function ReaderSdkName() {
  return <ForReaderSdk inline render={(sdk) => <strong>{SDK_CATALOG[sdk].name}</strong>} />;
}

/** What the header of an install line names: its language (a shell command), or the file it goes in. */
const INSTALL_PLACES: Readonly<Record<InstallLanguage, string>> = {
  bash: 'Shell',
  kotlin: 'build.gradle.kts',
  ruby: 'Podfile',
};

/**
 * The install step of the reader's SDK: its package, its registry, where the
 * line goes and the command, all from the catalogue.
 */
export function ReaderSdkInstall() {
  return (
    <ForReaderSdk
      render={(sdk) => (
        <SdkInstall sdk={sdk}>
          <InstallLines sdk={sdk} />
        </SdkInstall>
      )}
    />
  );
}

/** The install line of an SDK; for Maven packages that Maven builds use too, tabs for Gradle and Maven. */
function InstallLines({ sdk }: { sdk: SdkKey }) {
  const entry = SDK_CATALOG[sdk];
  const line = (
    <CodeCaptionContext.Provider value={INSTALL_PLACES[entry.installLanguage]}>
      <CodeBlock>
        {/* The language, as on every highlighted block: what the page's Markdown names its fence by. */}
        <code className={`language-${entry.installLanguage}`}>{entry.installCommand}</code>
      </CodeBlock>
    </CodeCaptionContext.Provider>
  );
  if (!entry.pomDependency) return line;
  return (
    <CodeTabs label="Build tool">
      <CodeTab language={entry.installLanguage} label="Gradle">
        {line}
      </CodeTab>
      <CodeTab language="xml" label="Maven">
        <CodeCaptionContext.Provider value="pom.xml">
          <CodeBlock>
            <code className="language-xml">{entry.pomDependency}</code>
          </CodeBlock>
        </CodeCaptionContext.Provider>
      </CodeTab>
    </CodeTabs>
  );
}

/**
 * The step that hands the API key to the reader's SDK's tests, the way they can receive it
 * (`apiKeyRoute` of the catalogue): the shell's environment for most; for Espresso, the shell
 * that runs Gradle, which hands the key to the test run as an instrumentation argument; for the iOS test SDKs, a
 * `TEST_RUNNER_` variable that `xcodebuild` passes on to the simulator.
 */
export function ReaderApiKeyStep() {
  // Most SDKs read the environment and see the same step; Espresso and the iOS SDKs name themselves.
  const sameFor = (sdk: SdkKey) => (apiKeyRoute(sdk) === 'environment' ? `environment ${SDK_CATALOG[sdk].kind}` : sdk);
  return <ForReaderSdk sameFor={sameFor} render={(sdk) => <ApiKeyStepFor sdk={sdk} />} />;
}

function ApiKeyStepFor({ sdk }: { sdk: SdkKey }) {
  const entry = SDK_CATALOG[sdk];
  const variable = <code>{API_KEY_VARIABLE}</code>;
  switch (apiKeyRoute(sdk)) {
    case 'instrumentation-argument':
      return (
        <>
          <p>
            {entry.framework} tests run on the device, which does not see your shell’s variables: Gradle reads{' '}
            {variable} on the machine that runs the tests and hands it to the test run as an instrumentation argument
            (the <SiteLink href={`/${entry.homeLink}`}>{entry.name} quickstart</SiteLink> shows the lines). Set it in
            the shell that runs Gradle:
          </p>
          <SetApiKey />
        </>
      );
    case 'xcodebuild':
      return (
        <>
          <p>
            {entry.framework} tests run in the simulator, which gets only the variables <code>xcodebuild</code> passes
            on: those whose name starts with <code>{XCODEBUILD_TEST_PREFIX}</code>, without the prefix. In the shell
            that runs <code>xcodebuild</code> (and as a secret in CI):
          </p>
          <CodeCaptionContext.Provider value="Shell">
            <CodeBlock>
              <code className="language-bash">
                {setVariableCommand('posix', XCODEBUILD_TEST_PREFIX + API_KEY_VARIABLE, API_KEY_PLACEHOLDER)}
              </code>
            </CodeBlock>
          </CodeCaptionContext.Provider>
          <p>
            From Xcode instead, add {variable} to the environment variables of the scheme’s test action, and keep the
            scheme out of version control.
          </p>
        </>
      );
    case 'environment':
      return (
        <>
          <p>
            Then make the key available to {entry.kind === 'cli' ? <code>image-tester</code> : 'the test process'} as{' '}
            {variable}:
          </p>
          <SetApiKey />
        </>
      );
  }
}
