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
    expect(scrollIntoView).toHaveBeenCalledWith({ block: 'nearest' });
    expect(scrollIntoView.mock.contexts[0]).toBe(current);
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
