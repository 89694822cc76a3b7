import type { Meta, StoryObj } from '@storybook/react-vite';
import { SdkKeyList } from './SdkKeyList';

const meta = {
  title: 'sdk-picker/SdkKeyList',
  component: SdkKeyList,
} satisfies Meta<typeof SdkKeyList>;
export default meta;

type Story = StoryObj<typeof meta>;

export const AllSdks: Story = {};

export const AFewSdks: Story = {
  args: { keys: ['cypress', 'playwright-ts', 'selenium-java'], label: 'Popular SDKs' },
};
