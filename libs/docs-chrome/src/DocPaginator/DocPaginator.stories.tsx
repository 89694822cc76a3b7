import type { SdkPreviousAndNext } from '@docs/content-model';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DocPaginator } from './DocPaginator';

const overview = {
  type: 'link',
  docId: 'getting-started/overview',
  href: '/getting-started/overview',
  label: 'Overview',
} as const;
const viewports = {
  type: 'link',
  docId: 'getting-started/viewports',
  href: '/getting-started/viewports',
  label: 'Viewports',
} as const;
const nativeLibrary = {
  type: 'link',
  docId: 'sdks/native',
  href: '/sdks/native',
  label: 'Native mobile library',
} as const;

/** The host's rule (as the site writes it) that hides what the reader's SDK does not see. */
const readerSdk =
  (sdk: string): Decorator =>
  (Story) => (
    <>
      <style>{`[data-sdks]:not([data-sdks~="${sdk}"]) { display: none; }`}</style>
      {Story()}
    </>
  );

const meta = {
  title: 'docs-chrome/Page parts/DocPaginator',
  component: DocPaginator,
  parameters: { layout: 'padded' },
  args: { previous: overview, next: viewports },
} satisfies Meta<typeof DocPaginator>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Light: Story = {};
export const Dark: Story = { globals: { theme: 'dark' } };
export const FirstPage: Story = { args: { previous: undefined } };
export const LastPage: Story = { args: { next: undefined } };
/** A blog post's neighbours: the newer post first, as a blog lists them. */
export const BlogPost: Story = {
  args: { label: 'Blog posts', sublabels: { previous: 'Newer post', next: 'Older post' } },
};

/** Prerendered before the reader's SDK is known: web SDKs and Espresso see different next pages. */
const bySdk: SdkPreviousAndNext[] = [
  { sdks: ['cypress', 'webdriverio'], previous: overview, next: viewports },
  { sdks: ['espresso'], previous: overview, next: nativeLibrary },
];
export const BySdkForCypress: Story = {
  args: { bySdk },
  decorators: [readerSdk('cypress')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: /Next.*Viewports/ })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: /Native mobile library/ })).toBeNull();
  },
};
export const BySdkForEspresso: Story = {
  args: { bySdk },
  decorators: [readerSdk('espresso')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: /Next.*Native mobile library/ })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: /Next.*Viewports/ })).toBeNull();
  },
};
