import type { SdkEntry } from '@docs/sdk-catalog';
import { createContext, useContext, type ReactNode } from 'react';

/** Where the image of an SDK's logo is: an `<img src>` for the entry. */
export type SdkLogoSrc = (entry: SdkEntry) => string;

/** Without a provider: the catalogue's own URL (the bundler's asset, or a `file:` URL in plain Node). */
const catalogueLogo: SdkLogoSrc = (entry) => entry.logo;

const SdkLogoContext = createContext<SdkLogoSrc>(catalogueLogo);

export interface SdkLogoProviderProps {
  /**
   * The address of an entry's logo, the same on the server and in the browser: for example
   * ``(entry) => `/sdk-logos/${entry.logoId}.svg` `` with the catalogue's `dist/logos/` folder
   * served at `/sdk-logos/`.
   */
  src: SdkLogoSrc;
  children?: ReactNode;
}

/**
 * Gives the pickers inside it the address of each SDK's logo. Without it they use the
 * catalogue's URLs, which a bundler turns into asset URLs: enough for a client-only app, and
 * for a server and a client built by one bundler (Next.js). An app rendered in plain Node and
 * hydrated from a bundle gets a `file:` URL on the server and an asset URL in the browser, and
 * React keeps the server's broken one; wrapping both renders in this provider, with the same
 * `src`, makes them agree.
 */
export function SdkLogoProvider({ src, children }: SdkLogoProviderProps) {
  return <SdkLogoContext.Provider value={src}>{children}</SdkLogoContext.Provider>;
}

/** The logo address of the nearest `SdkLogoProvider`, or the catalogue's. */
export function useSdkLogoSrc(): SdkLogoSrc {
  return useContext(SdkLogoContext);
}
