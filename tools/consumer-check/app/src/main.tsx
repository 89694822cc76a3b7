// An ordinary React app using the packed @docs/sdk-picker as any internal app
// would: the components, the styles file, props in and a callback out. Written in
// TypeScript so that build-and-serve.mjs type-checks it against the packed types
// (tsconfig.bundler.json, tsconfig.node16.json).
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
// This app is not a workspace project (.nxignore): build-and-serve.mjs copies it out
// of the workspace and installs the packed package there, so the tools project's
// boundaries do not apply to it.
import type { SdkKey } from '@docs/sdk-catalog';
import { SdkPicker, SdkPickerPopover } from '@docs/sdk-picker';
import '@docs/sdk-picker/styles.css';

function App() {
  const [sdk, setSdk] = useState<SdkKey>('cypress');
  const [selected, setSelected] = useState('');
  const choose = (key: SdkKey) => {
    setSelected(key);
    setSdk(key);
  };

  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', maxWidth: 960, margin: '0 auto', padding: 16 }}>
      <h1>@docs/sdk-picker consumer</h1>
      <nav aria-label="Toolbar">
        <SdkPickerPopover value={sdk} onSelect={choose} tooltip="The SDK the examples are written for" />
      </nav>
      <p>
        Selected SDK: <output aria-label="Selected SDK">{selected}</output>
      </p>
      <section aria-label="Inline picker">
        <SdkPicker value={sdk} onSelect={choose} />
      </section>
    </main>
  );
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element to render the app into');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
