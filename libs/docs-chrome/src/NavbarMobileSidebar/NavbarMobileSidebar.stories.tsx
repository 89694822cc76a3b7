import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { sampleSidebar } from '../fixtures/sidebar';
import { Sidebar } from '../Sidebar/Sidebar';
import { NavbarMobileSidebar } from './NavbarMobileSidebar';

const meta = {
  title: 'docs-chrome/Navbar/NavbarMobileSidebar',
  component: NavbarMobileSidebar,
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'mobile1' } },
  tags: ['mobile'],
  args: {
    open: true,
    onClose: fn(),
    header: <strong>Eyes Tutorials</strong>,
    sidebar: <Sidebar items={sampleSidebar} activePath="/getting-started/viewports" />,
    children: (
      <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        <li>
          <a href="#get-started" style={{ color: 'var(--docs-color-link)' }}>
            Get Started
          </a>
        </li>
      </ul>
    ),
  },
} satisfies Meta<typeof NavbarMobileSidebar>;
export default meta;

type Story = StoryObj<typeof meta>;

export const WithDocsSidebar: Story = {};
export const WithDocsSidebarDark: Story = { globals: { theme: 'dark' } };
export const MainMenuOnly: Story = { args: { sidebar: undefined } };
