import type { SidebarCategory as SidebarCategoryItem } from '@docs/content-model';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installMatchMedia } from '../fixtures/matchMedia';
import { SidebarCategory } from './SidebarCategory';

const category: SidebarCategoryItem = {
  type: 'category',
  label: 'Getting started',
  collapsible: true,
  collapsed: true,
  items: [
    { type: 'link', docId: 'a', href: '/a', label: 'Overview' },
    { type: 'link', docId: 'b', href: '/b', label: 'Viewports' },
  ],
};

const renderCategory = (props: Partial<Parameters<typeof SidebarCategory>[0]> = {}) =>
  render(
    <ul>
      <SidebarCategory category={category} {...props} />
    </ul>,
  );

let media: ReturnType<typeof installMatchMedia> | undefined;
afterEach(() => media?.restore());

describe('SidebarCategory', () => {
  it('starts collapsed without rendering its children, and toggles with aria-expanded', async () => {
    renderCategory();
    const toggle = screen.getByRole('button', { name: 'Getting started' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Overview' })).not.toBeInTheDocument();
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const region = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(region).toHaveAttribute('data-state', 'open');
    expect(region).not.toHaveAttribute('inert');
    expect(screen.getByRole('link', { name: 'Overview' })).toBeInTheDocument();
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    // Children stay mounted (for the closing animation) but are inert.
    expect(region).toHaveAttribute('data-state', 'closed');
    expect(region).toHaveAttribute('inert');
  });

  it('opens when it holds the active page, and when navigation moves into it, but never closes by itself', async () => {
    const { rerender } = renderCategory({ activePath: '/b' });
    expect(screen.getByRole('button', { name: 'Getting started' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Viewports' })).toHaveAttribute('aria-current', 'page');

    rerender(
      <ul>
        <SidebarCategory category={category} activePath="/elsewhere" />
      </ul>,
    );
    expect(screen.getByRole('button', { name: 'Getting started' })).toHaveAttribute('aria-expanded', 'true');

    await userEvent.click(screen.getByRole('button', { name: 'Getting started' }));
    rerender(
      <ul>
        <SidebarCategory category={category} activePath="/a" />
      </ul>,
    );
    expect(screen.getByRole('button', { name: 'Getting started' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('can be controlled', async () => {
    const onCollapsedChange = vi.fn();
    renderCategory({ collapsed: false, onCollapsedChange });
    await userEvent.click(screen.getByRole('button', { name: 'Getting started' }));
    expect(onCollapsedChange).toHaveBeenCalledWith(true);
    expect(screen.getByRole('button', { name: 'Getting started' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('renders a non-collapsible category open, without a toggle', () => {
    renderCategory({ category: { ...category, collapsible: false, collapsed: false } });
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Overview' })).toBeInTheDocument();
  });

  it('moves only for the reader: its first state and a navigation into it take effect at once', async () => {
    const { rerender } = renderCategory({ activePath: '/elsewhere' });
    const item = () => screen.getByRole('button', { name: 'Getting started' }).closest('li');
    // Transitions apply under data-animate only (SidebarCategory.module.css).
    expect(item()).not.toHaveAttribute('data-animate');
    await userEvent.click(screen.getByRole('button', { name: 'Getting started' }));
    expect(item()).toHaveAttribute('data-animate');
    await userEvent.click(screen.getByRole('button', { name: 'Getting started' }));
    expect(item()).toHaveAttribute('data-state', 'closed');
    rerender(
      <ul>
        <SidebarCategory category={category} activePath="/b" />
      </ul>,
    );
    expect(item()).toHaveAttribute('data-state', 'open');
    expect(item()).not.toHaveAttribute('data-animate');
  });

  it('animates for 1 ms when reduced motion is preferred', () => {
    media = installMatchMedia({ reducedMotion: true });
    renderCategory();
    const region = document.getElementById(
      screen.getByRole('button', { name: 'Getting started' }).getAttribute('aria-controls') ?? '',
    );
    expect(region?.style.getPropertyValue('--docs-collapse-duration')).toBe('1ms');
  });

  it('animates for longer than 1 ms otherwise', () => {
    media = installMatchMedia({ reducedMotion: false });
    renderCategory();
    const region = document.getElementById(
      screen.getByRole('button', { name: 'Getting started' }).getAttribute('aria-controls') ?? '',
    );
    expect(parseInt(region?.style.getPropertyValue('--docs-collapse-duration') ?? '0', 10)).toBeGreaterThan(1);
  });
});
