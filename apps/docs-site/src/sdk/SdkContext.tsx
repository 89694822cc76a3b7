import { DEFAULT_SDK, type SdkKey } from '@docs/sdk-catalog';
import { createContext, useContext } from 'react';

/**
 * The reader's current SDK, for content components (code tabs, install
 * snippets) that follow it. The app provides the value from its store.
 */
export const SdkContext = createContext<SdkKey>(DEFAULT_SDK);

export function useCurrentSdk(): SdkKey {
  return useContext(SdkContext);
}

/**
 * Whether content that follows the SDK must render what every SDK would see,
 * marked for the head's pre-paint rule: on a page where only the stored SDK
 * decides, until it has been read (see src/sdk/sdkEntries.ts). The SDK of
 * `SdkContext` is then the default one, which the server rendered.
 */
export const EverySdkContext = createContext(false);

export function useEverySdk(): boolean {
  return useContext(EverySdkContext);
}
