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
