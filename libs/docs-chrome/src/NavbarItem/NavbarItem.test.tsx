import { render, screen } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NavbarItem, NavbarItemProvider } from './NavbarItem';
import type { NavbarItemConfig, NavbarItemContextValue } from './types';

const context: NavbarItemContextValue = {
  sdk: 'cypress',
  onSdkSelect: () => undefined,
  productName: 'Eyes',
  activeSwitch: 'docs',
  colorMode: 'light',
  onColorModeChange: () => undefined,
  sidebarLinkTargets: { tutorialSidebar: '/concepts/eyes-test-manager', emptySidebar: undefined },
  mobile: false,
};

class Catch extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <pre data-testid="error">{this.state.error.message}</pre> : this.props.children;
  }
}

function renderItem(item: NavbarItemConfig) {
  return render(
    <Catch>
      <NavbarItemProvider value={context}>
        <NavbarItem item={item} />
      </NavbarItemProvider>
    </Catch>,
  );
}

beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => vi.restoreAllMocks());

describe('NavbarItem', () => {
  it('throws for an unknown item type, naming the type and the configuration', () => {
    renderItem({ type: 'mystery', position: 'left' } as unknown as NavbarItemConfig);
    const message = screen.getByTestId('error').textContent ?? '';
    expect(message).toContain('No NavbarItem component found for type "mystery"');
    expect(message).toContain('"type": "mystery"');
  });

  it('names the item configuration when rendering fails', () => {
    function Crash(): ReactNode {
      throw new Error('search box exploded');
    }
    render(
      <Catch>
        <NavbarItemProvider value={{ ...context, search: <Crash /> }}>
          <NavbarItem item={{ type: 'search', position: 'right' }} />
        </NavbarItemProvider>
      </Catch>,
    );
    const message = screen.getByTestId('error').textContent ?? '';
    expect(message).toContain('A navbar item failed to render: search box exploded');
    expect(message).toContain(JSON.stringify({ type: 'search', position: 'right' }, null, 2));
  });

  it('throws for a sidebar link whose sidebar has no link target', () => {
    renderItem({ type: 'sidebarLink', sidebarId: 'emptySidebar', label: 'Docs' });
    const message = screen.getByTestId('error').textContent ?? '';
    expect(message).toContain('sidebar "emptySidebar" has no link target');
    expect(message).toContain('"sidebarId": "emptySidebar"');
  });

  it('links a sidebar link to its sidebar first page', () => {
    renderItem({ type: 'sidebarLink', sidebarId: 'tutorialSidebar', label: 'Docs' });
    expect(screen.getByRole('link', { name: 'Docs' })).toHaveAttribute('href', '/concepts/eyes-test-manager');
  });

  it('opens external links and buttons in a new tab with rel=noopener', () => {
    renderItem({ type: 'button', label: 'Get Started', href: 'https://auth.example.com/register' });
    const link = screen.getByRole('link', { name: /Get Started/ });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('renders the source-hosting link as a labelled icon', () => {
    renderItem({ type: 'link', label: 'Source on GitHub', href: 'https://github.com/example/docs', icon: 'source' });
    expect(screen.getByRole('link', { name: 'Source on GitHub (opens in a new tab)' })).toHaveAttribute(
      'href',
      'https://github.com/example/docs',
    );
  });
});
