import { render, screen, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sampleSidebar } from '../fixtures/sidebar';
import { Sidebar } from './Sidebar';

afterEach(() => {
  delete (Element.prototype as Partial<Element>).scrollIntoView;
});

describe('Sidebar', () => {
  it('renders links and categories in a labelled nav, the active page current and its categories open', () => {
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    render(<Sidebar items={sampleSidebar} activePath="/getting-started/eyes-workflow/baselines" />);
    const nav = screen.getByRole('navigation', { name: 'Docs sidebar' });
    expect(within(nav).getByRole('link', { name: 'Test Manager' })).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'Getting started' })).toHaveAttribute('aria-expanded', 'true');
    expect(within(nav).getByRole('button', { name: 'Eyes workflow' })).toHaveAttribute('aria-expanded', 'true');
    expect(within(nav).getByRole('button', { name: 'Integrations' })).toHaveAttribute('aria-expanded', 'false');
    const current = within(nav).getByRole('link', { name: 'Baselines' });
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(
      within(nav)
        .getAllByRole('link')
        .filter((link) => link.hasAttribute('aria-current')),
    ).toHaveLength(1);
    // The page itself is never scrolled (that would undo scroll restoration and anchors).
    expect(scrollIntoView).not.toHaveBeenCalled();
  });

  it('scrolls its own box, not the page, to show the active page in its middle', () => {
    const box = (top: number, height: number) => () => ({ top, bottom: top + height }) as DOMRect;
    const spy = vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
      // The sidebar box spans 0-300 px; the current link sits 400 px down its list.
      return this.getAttribute('aria-current') === 'page' ? box(400, 30)() : box(0, 300)();
    });
    render(<Sidebar items={sampleSidebar} activePath="/getting-started/eyes-workflow/baselines" />);
    // The link's middle (415 px) to the box's middle (150 px).
    expect(screen.getByRole('navigation', { name: 'Docs sidebar' }).scrollTop).toBe(265);
    spy.mockRestore();
  });

  it("marks the entries only some SDKs see, and keeps every other entry's element when they go", () => {
    const nativeOnly = {
      type: 'link' as const,
      docId: 'n',
      href: '/native',
      label: 'Native',
      sdks: ['espresso' as const],
    };
    // The Native entry second, after Test Manager.
    const everySdk = [...sampleSidebar.slice(0, 1), nativeOnly, ...sampleSidebar.slice(1)];
    const { rerender } = render(<Sidebar items={everySdk} activePath="/getting-started/overview" markSdks />);
    expect(screen.getByRole('link', { name: 'Native' }).closest('li')).toHaveAttribute('data-sdks', 'espresso');
    expect(screen.getByRole('link', { name: 'Test Manager' }).closest('li')).not.toHaveAttribute('data-sdks');
    const category = screen.getByRole('button', { name: 'Getting started' }).closest('li');
    expect(category).not.toHaveAttribute('data-sdks');

    rerender(<Sidebar items={sampleSidebar} activePath="/getting-started/overview" />);
    expect(screen.queryByRole('link', { name: 'Native' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Getting started' }).closest('li')).toBe(category);
  });

  it('leaves collapsed categories out of the server HTML and hydrates without a mismatch', async () => {
    const ui = <Sidebar items={sampleSidebar} activePath="/getting-started/overview" />;
    const html = renderToString(ui);
    expect(html).toContain('Overview');
    expect(html).not.toContain('Jenkins');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const onRecoverableError = vi.fn();
    await act(async () => {
      hydrateRoot(container, ui, { onRecoverableError });
    });
    expect(onRecoverableError).not.toHaveBeenCalled();
    container.remove();
  });
});
