import type { ComponentModules } from './remark-import-components.ts';

/**
 * The components MDX pages use without importing them, and their modules.
 * Each page imports those it uses (remark-import-components.ts), so they
 * travel with the pages' chunks, not in the entry. Paths starting with `/`
 * are relative to the site's root (apps/docs-site), as Vite resolves them; a
 * test checks that each module exports its name.
 */
export const PAGE_COMPONENTS: ComponentModules = {
  Admonition: '/src/mdx/Admonition/index.ts',
  CodeSample: '/src/mdx/CodeSample/index.ts',
  CodeTab: '/src/mdx/CodeTabs/index.ts',
  CodeTabs: '/src/mdx/CodeTabs/index.ts',
  DefaultServerUrl: '/src/mdx/product/DefaultServerUrl/index.ts',
  EnvironmentVariableTable: '/src/mdx/product/EnvironmentVariableTable/index.ts',
  LandingSdkPicker: '/src/mdx/LandingSdkPicker/index.ts',
  MatchLevelTable: '/src/mdx/product/MatchLevelTable/index.ts',
  ReaderApiKeyStep: '/src/mdx/sdk/ReaderSdk/index.ts',
  ReaderSdkInstall: '/src/mdx/sdk/ReaderSdk/index.ts',
  ReaderSdkName: '/src/mdx/sdk/ReaderSdk/index.ts',
  SdkFacts: '/src/mdx/sdk/SdkFacts/index.ts',
  SdkInstall: '/src/mdx/sdk/SdkInstall/index.ts',
  SdkKeyList: '@docs/sdk-picker',
  SdkMember: '/src/mdx/sdk/SdkMembers/index.ts',
  SdkMembers: '/src/mdx/sdk/SdkMembers/index.ts',
  SetApiKey: '/src/mdx/sdk/SetApiKey/index.ts',
};
