import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Breadcrumbs } from './Breadcrumbs';

const trail = [
  { label: 'Getting started' },
  { label: 'Eyes workflow', href: '/getting-started/eyes-workflow' },
  {
    label: 'Baselines',
    href: '/getting-started/eyes-workflow/baselines',
    docId: 'getting-started/eyes-workflow/baselines',
  },
];

describe('Breadcrumbs', () => {
  it('renders categories as text, pages as links and marks the current page', () => {
    render(<Breadcrumbs items={trail} homeHref="/" />);
    const nav = screen.getByRole('navigation', { name: 'Breadcrumbs' });
    const items = within(nav).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Home', 'Getting started', 'Eyes workflow', 'Baselines']);
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(nav).queryByRole('link', { name: 'Getting started' })).not.toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Eyes workflow' })).toBeInTheDocument();
    expect(within(nav).getByText('Baselines')).toHaveAttribute('aria-current', 'page');
  });

  it('ends every crumb but the current one with its separator, so a wrapped trail never starts a line with one', () => {
    render(<Breadcrumbs items={trail} homeHref="/" />);
    const items = within(screen.getByRole('navigation', { name: 'Breadcrumbs' })).getAllByRole('listitem');
    expect(items.map((item) => item.lastElementChild?.tagName.toLowerCase())).toEqual(['svg', 'svg', 'svg', 'span']);
    expect(items.map((item) => item.firstElementChild?.tagName.toLowerCase())).not.toContain('svg');
  });

  it('renders nothing for an empty trail', () => {
    const { container } = render(<Breadcrumbs items={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
