import { SDK_CATALOG, SDK_KEYS, type InstallLanguage, type SdkKey } from '@docs/sdk-catalog';
import type { ReactNode } from 'react';
import { useCurrentSdk, useEverySdk } from '../../../sdk/SdkContext';
import { CodeBlock, CodeCaptionContext } from '../../CodeBlock';
import { SdkInstall } from '../SdkInstall';

/**
 * Renders `render(sdk)` for the reader's SDK. Before the stored SDK is known
 * (`useEverySdk`: general pages, prerendered for every reader) it renders it
 * for every SDK, each marked with `data-sdks`, and the head's pre-paint rule
 * shows the reader's (src/sdk/sdkEntries.ts).
 */
function ForReaderSdk({ render, inline }: { render: (sdk: SdkKey) => ReactNode; inline?: boolean }) {
  const sdk = useCurrentSdk();
  if (!useEverySdk()) return <>{render(sdk)}</>;
  const Mark = inline ? 'span' : 'div';
  return (
    <>
      {SDK_KEYS.map((key) => (
        <Mark key={key} data-sdks={key}>
          {render(key)}
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
          <CodeCaptionContext.Provider value={INSTALL_PLACES[SDK_CATALOG[sdk].installLanguage]}>
            <CodeBlock>
              {/* The language, as on every highlighted block: what the page's Markdown names its fence by. */}
              <code className={`language-${SDK_CATALOG[sdk].installLanguage}`}>{SDK_CATALOG[sdk].installCommand}</code>
            </CodeBlock>
          </CodeCaptionContext.Provider>
        </SdkInstall>
      )}
    />
  );
}
