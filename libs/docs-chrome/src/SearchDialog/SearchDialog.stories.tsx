import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { sampleSearchGroups } from '../fixtures/search';
import { SearchDialog } from './SearchDialog';

const meta = {
  title: 'docs-chrome/Search/SearchDialog',
  component: SearchDialog,
  parameters: { layout: 'fullscreen' },
  args: {
    open: true,
    onOpenChange: fn(),
    onQueryChange: fn(),
    onAllSdksChange: fn(),
    onResultSelect: fn(),
    onRetry: fn(),
    onRecentClear: fn(),
    status: 'ready',
    defaultQuery: 'match level',
    groups: sampleSearchGroups,
    scopeLabel: 'Cypress',
    allSdks: false,
  },
} satisfies Meta<typeof SearchDialog>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Results: Story = {};
export const ResultsDark: Story = { globals: { theme: 'dark' } };
export const AllSdks: Story = {
  args: {
    allSdks: true,
    groups: [
      ...sampleSearchGroups,
      {
        id: 'other',
        label: 'Other SDKs',
        results: [
          {
            id: 'selenium-java-config',
            href: '/sdks/selenium-java/configuration#match-level',
            title: 'Configuration: Selenium Java',
            heading: 'Match level',
            excerpt: 'Set the default match level with setMatchLevel on the configuration object.',
            matches: ['match', 'level'],
            badge: 'Selenium Java',
          },
        ],
      },
    ],
  },
};
/** The reader's scope leaves matches of other SDKs out: the last option counts them and shows them. */
export const MoreInOtherSdks: Story = { args: { hiddenCount: 7 } };
export const MoreInOtherSdksDark: Story = { ...MoreInOtherSdks, globals: { theme: 'dark' } };
export const MoreInOtherSdksMobile: Story = {
  ...MoreInOtherSdks,
  globals: { viewport: { value: 'mobile1' } },
  tags: ['mobile'],
};
export const Loading: Story = { args: { status: 'loading', groups: [] } };
export const LoadFailed: Story = {
  args: { status: 'error', error: 'the search index could not be fetched (HTTP 404)', groups: [] },
};
export const LoadFailedDark: Story = { ...LoadFailed, globals: { theme: 'dark' } };
/** Results of the titles index while the full-text index loads. */
export const Partial: Story = { args: { status: 'partial' } };
export const PartialDark: Story = { ...Partial, globals: { theme: 'dark' } };
/** Nothing in the titles yet: the full text may still find it. */
export const PartialNothingYet: Story = { args: { status: 'partial', groups: [] } };
/** The full-text index failed after the titles index loaded: its results stay under the failure. */
export const FullTextFailed: Story = {
  args: { status: 'error', error: 'the full-text search index could not be fetched (HTTP 503)' },
};
export const NoResults: Story = { args: { defaultQuery: 'flux capacitor', groups: [], hiddenCount: 3 } };
export const NoResultsDark: Story = { ...NoResults, globals: { theme: 'dark' } };
export const RecentSearches: Story = {
  args: { defaultQuery: '', groups: [], recentSearches: ['baseline', 'match level', 'batch'] },
};
/** Nothing typed yet: says what a search covers (the general docs and the reader's SDK). */
export const Empty: Story = { args: { defaultQuery: '', groups: [] } };
export const EmptyDark: Story = { ...Empty, globals: { theme: 'dark' } };
export const EmptyAllSdks: Story = { args: { defaultQuery: '', groups: [], allSdks: true } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile1' } }, tags: ['mobile'] };
