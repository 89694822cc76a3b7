import type { Meta, StoryObj } from '@storybook/react-vite';
import { SDK_CATALOG, type SdkEntry } from '@docs/sdk-catalog';
import { expect, within } from 'storybook/test';
import { SdkPicker } from '../SdkPicker';
import { SdkLogoProvider } from './SdkLogoProvider';

/**
 * The logos from an address of the host's choosing (a server would serve the catalogue's
 * `dist/logos/<logoId>.svg`). Here each is the catalogue's own file, marked with its id.
 */
const byFileName = (entry: SdkEntry) => `${SDK_CATALOG[entry.key].logo}#${entry.logoId}`;

const meta = {
  title: 'sdk-picker/SdkLogoProvider',
  component: SdkLogoProvider,
  args: { src: byFileName },
  render: (args) => (
    <SdkLogoProvider {...args}>
      <SdkPicker value="cypress" onSelect={() => undefined} />
    </SdkLogoProvider>
  ),
} satisfies Meta<typeof SdkLogoProvider>;
export default meta;

type Story = StoryObj<typeof meta>;

export const LogosFromTheHost: Story = {
  play: async ({ canvasElement }) => {
    const [card] = within(canvasElement).getAllByRole('button', { name: 'Cypress' });
    await expect(card?.querySelector('img')?.getAttribute('src')).toBe(
      `${SDK_CATALOG.cypress.logo}#${SDK_CATALOG.cypress.logoId}`,
    );
  },
};
