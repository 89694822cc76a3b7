import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DocSdkNotice } from './DocSdkNotice';

const meta = {
  title: 'docs-chrome/Page parts/DocSdkNotice',
  component: DocSdkNotice,
  parameters: { layout: 'padded' },
  args: {
    sdkName: 'Cypress',
    subject: 'native mobile apps',
    alternative: {
      href: '/concepts/best-practices/functional-testing-with-visual-ai',
      label: 'Functional testing with visual AI',
    },
  },
} satisfies Meta<typeof DocSdkNotice>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A general page about native mobile apps, read with Cypress chosen. */
export const NotForThisSdk: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('note')).toHaveTextContent(/does not apply to Cypress/);
    await expect(canvas.getByRole('link', { name: 'Functional testing with visual AI' })).toBeVisible();
  },
};

/** No subject could be named and nothing near the page applies. */
export const Plain: Story = { args: { subject: undefined, alternative: undefined } };
