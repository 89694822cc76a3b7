import type { Meta, StoryObj } from '@storybook/react-vite';
import { NavbarSdkSwitch } from './NavbarSdkSwitch';

const meta = {
  title: 'docs-chrome/Navbar/NavbarSdkSwitch',
  component: NavbarSdkSwitch,
  parameters: { layout: 'padded' },
  args: { sdk: 'cypress', productName: 'Eyes', active: 'docs' },
} satisfies Meta<typeof NavbarSdkSwitch>;
export default meta;

type Story = StoryObj<typeof meta>;

export const OtherSdk: Story = {};
export const OtherSdkApiDark: Story = { args: { active: 'api' }, globals: { theme: 'dark' } };
export const PlaywrightTypeScript: Story = { args: { sdk: 'playwright-ts' } };
export const PlaywrightTypeScriptApi: Story = { args: { sdk: 'playwright-ts', active: 'api' } };
