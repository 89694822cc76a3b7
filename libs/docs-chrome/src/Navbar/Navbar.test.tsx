import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installMatchMedia } from '../fixtures/matchMedia';
import { sampleLogo, sampleNavbarItems } from '../fixtures/navbar';
import { sampleSidebar } from '../fixtures/sidebar';
import { Sidebar } from '../Sidebar/Sidebar';
import { Navbar, type NavbarProps } from './Navbar';

let media: ReturnType<typeof installMatchMedia> | undefined;
afterEach(() => media?.restore());

const props: NavbarProps = {
  title: 'Eyes Tutorials',
  logo: sampleLogo,
  items: sampleNavbarItems,
  sdk: 'cypress',
  onSdkSelect: () => undefined,
  search: <input type="search" aria-label="Search" />,
};

describe('Navbar', () => {
  it('renders the brand and the configured items in a Main navigation', () => {
    media = installMatchMedia({ width: 1280 });
    render(<Navbar {...props} />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Eyes Tutorials' })).toHaveAttribute('href', '/');
    expect(within(nav).getByRole('link', { name: 'Eyes Docs' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'API Ref' })).toHaveAttribute('href', '/sdks/cypress');
    expect(within(nav).getByRole('button', { name: /Select SDK/ })).toBeInTheDocument();
    expect(within(nav).getByRole('searchbox', { name: 'Search' })).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'Language: English' })).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: /currently light mode/ })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: /Get Started/ })).toHaveAttribute(
      'href',
      'https://auth.example.com/register',
    );
    expect(within(nav).getByRole('link', { name: /Source on GitHub/ })).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('shows Docs and API for Playwright TypeScript', () => {
    render(<Navbar {...props} sdk="playwright-ts" activeSwitch="api" />);
    expect(screen.getByRole('link', { name: 'Docs' })).toHaveAttribute('href', '/playwright');
    expect(screen.getByRole('link', { name: 'API' })).toHaveAttribute('aria-current', 'true');
  });

  it("marks a link item current on its section's pages, and then no documentation switch", () => {
    const items = [...sampleNavbarItems, { type: 'link', label: 'Blog', href: '/blog', position: 'left' } as const];
    const { rerender } = render(<Navbar {...props} items={items} activeSwitch="docs" pathname="/blog/tags/ci" />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Blog' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Eyes Docs' })).not.toHaveAttribute('aria-current');
    rerender(<Navbar {...props} items={items} activeSwitch="docs" pathname="/getting-started/overview" />);
    expect(within(nav).getByRole('link', { name: 'Blog' })).not.toHaveAttribute('aria-current');
    expect(within(nav).getByRole('link', { name: 'Eyes Docs' })).toHaveAttribute('aria-current', 'true');
  });

  it('marks no documentation switch when the host names none (the not-found page)', () => {
    render(<Navbar {...props} />);
    const switches = screen.getByRole('list', { name: 'Documentation type' });
    expect(within(switches).getByRole('link', { name: 'Eyes Docs' })).not.toHaveAttribute('aria-current');
    expect(within(switches).getByRole('link', { name: 'API Ref' })).not.toHaveAttribute('aria-current');
  });

  it("with markSdks, the SDK selector carries every SDK's name, each marked for the pre-paint rule", () => {
    media = installMatchMedia({ width: 1280 });
    const { container } = render(<Navbar {...props} markSdks />);
    const button = within(screen.getByRole('navigation', { name: 'Main' })).getByRole('button', { name: /Select SDK/ });
    const marked = [...button.querySelectorAll('[data-sdks]')].map((node) => node.getAttribute('data-sdks'));
    expect(marked).toContain('cypress');
    expect(marked).toContain('appium-python-native');
    expect(button.querySelector('[data-sdks="appium-python-native"]')?.textContent).toContain('Appium Python (Native)');
    // Only the current SDK's logo loads at once; the others wait until shown.
    expect(button.querySelector('[data-sdks="cypress"] img')).not.toHaveAttribute('loading');
    expect(button.querySelector('[data-sdks="xcui"] img')).toHaveAttribute('loading', 'lazy');
    expect(container.querySelectorAll('[data-sdks]').length).toBeGreaterThan(40);
  });

  it('toggles the colour mode', async () => {
    const onColorModeChange = vi.fn();
    render(<Navbar {...props} onColorModeChange={onColorModeChange} />);
    await userEvent.click(screen.getByRole('button', { name: /currently light mode/ }));
    expect(onColorModeChange).toHaveBeenCalledWith('dark');
  });

  it('opens the drawer from the hamburger with the sidebar, and closes it on navigation', async () => {
    media = installMatchMedia({ width: 600 });
    const user = userEvent.setup();
    const sidebar = <Sidebar items={sampleSidebar} activePath="/getting-started/overview" />;
    const { rerender } = render(<Navbar {...props} mobileSidebar={sidebar} pathname="/getting-started/overview" />);
    const hamburger = screen.getByRole('button', { name: 'Toggle navigation bar' });
    expect(hamburger).toHaveAttribute('aria-expanded', 'false');
    expect(hamburger).not.toHaveAttribute('aria-controls');
    await user.click(hamburger);
    expect(hamburger).toHaveAttribute('aria-expanded', 'true');
    const dialog = await screen.findByRole('dialog', { name: 'Navigation' });
    expect(hamburger).toHaveAttribute('aria-controls', dialog.id);
    expect(within(dialog).getByRole('navigation', { name: 'Docs sidebar' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '← Back to main menu' }));
    expect(within(dialog).getByRole('link', { name: /Get Started/ })).toBeInTheDocument();
    rerender(<Navbar {...props} mobileSidebar={sidebar} pathname="/getting-started/viewports" />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes the drawer once an SDK is chosen in it', async () => {
    media = installMatchMedia({ width: 600 });
    const user = userEvent.setup();
    const onSdkSelect = vi.fn();
    render(<Navbar {...props} onSdkSelect={onSdkSelect} pathname="/getting-started/overview" />);
    await user.click(screen.getByRole('button', { name: 'Toggle navigation bar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Navigation' });
    await user.click(within(dialog).getByRole('button', { name: /^Select SDK/ }));
    // The picker's code loads on first open; a busy machine may take over the default second.
    await user.click(
      (await screen.findAllByRole('button', { name: 'Selenium Java' }, { timeout: 5000 }))[0] as HTMLElement,
    );
    expect(onSdkSelect).toHaveBeenCalledWith('selenium-java');
    expect(screen.queryByRole('dialog', { name: 'Navigation' })).not.toBeInTheDocument();
  });

  it('closes the drawer when the window becomes desktop width and reports it', async () => {
    media = installMatchMedia({ width: 600 });
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(<Navbar {...props} onMobileSidebarOpenChange={onOpenChange} />);
    await user.click(screen.getByRole('button', { name: 'Toggle navigation bar' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    act(() => media?.set({ width: 1200 }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
  });

  it('hydrates its server markup without a mismatch', async () => {
    media = installMatchMedia({ width: 600, reducedMotion: true });
    const ui = <Navbar {...props} />;
    const container = document.createElement('div');
    container.innerHTML = renderToString(ui);
    document.body.append(container);
    const onRecoverableError = vi.fn();
    await act(async () => {
      hydrateRoot(container, ui, { onRecoverableError });
    });
    expect(onRecoverableError).not.toHaveBeenCalled();
    container.remove();
  });
});
