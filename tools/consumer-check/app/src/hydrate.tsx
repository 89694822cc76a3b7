// The other half of ssr.mjs's hydrated page: the same tree, rendered by ssr.mjs in plain Node
// with the logo addresses of SdkLogoProvider (`/sdk-logos/<logoId>.svg`, a folder
// build-and-serve.mjs serves from @docs/sdk-catalog/logos/), hydrated here from the Vite
// bundle. React keeps attributes the server rendered, so without the provider the server's
// `file:` logo URLs would stay and break (the catalogue's README).
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { SdkEntry, SdkKey } from '@docs/sdk-catalog';
import { SdkLogoProvider, SdkPicker } from '@docs/sdk-picker';
import '@docs/sdk-picker/styles.css';

const logoSrc = (entry: SdkEntry) => `/sdk-logos/${entry.logoId}.svg`;

function HydratedPicker() {
  const [sdk, setSdk] = useState<SdkKey>('cypress');
  return (
    <SdkLogoProvider src={logoSrc}>
      <main>
        <h1>Server-rendered picker</h1>
        <p>
          Selected SDK: <output aria-label="Selected SDK">{sdk}</output>
        </p>
        <SdkPicker value={sdk} onSelect={setSdk} />
      </main>
    </SdkLogoProvider>
  );
}

const root = document.getElementById('root');
if (!root) throw new Error('hydrate.html has no #root element to hydrate');
hydrateRoot(root, <HydratedPicker />);
