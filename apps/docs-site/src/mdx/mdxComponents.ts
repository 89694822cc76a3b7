import { SdkKeyList } from '@docs/sdk-picker';
import type { MDXComponents } from 'mdx/types';
import { Admonition } from './Admonition';
import { CodeBlock } from './CodeBlock';
import { CodeTab, CodeTabs } from './CodeTabs';
import { LandingSdkPicker } from './LandingSdkPicker';
import { SiteLink } from '../routes/SiteLink';
import { SdkFacts, SdkInstall, SdkMember, SdkMembers } from './sdk';

/** Components every MDX page can use without importing them. */
export const mdxComponents: MDXComponents = {
  a: SiteLink,
  pre: CodeBlock,
  Admonition,
  CodeTab,
  CodeTabs,
  LandingSdkPicker,
  SdkKeyList,
  SdkFacts,
  SdkInstall,
  SdkMember,
  SdkMembers,
};
