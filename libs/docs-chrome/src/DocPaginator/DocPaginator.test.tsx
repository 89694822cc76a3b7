import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DocPaginator } from './DocPaginator';

const previous = { type: 'link' as const, docId: 'a', href: '/a', label: 'Overview' };
const next = { type: 'link' as const, docId: 'c', href: '/c', label: 'Viewports' };

describe('DocPaginator', () => {
  it('links to the previous and next pages', () => {
    render(<DocPaginator previous={previous} next={next} />);
    expect(screen.getByRole('navigation', { name: 'Docs pages' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Previous.*Overview/ })).toHaveAttribute('href', '/a');
    expect(screen.getByRole('link', { name: /Next.*Viewports/ })).toHaveAttribute('href', '/c');
  });

  it('shows only the side that exists, and nothing without either', () => {
    const { rerender, container } = render(<DocPaginator next={next} />);
    expect(screen.queryByRole('link', { name: /Previous/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Next/ })).toBeInTheDocument();
    rerender(<DocPaginator />);
    expect(container).toBeEmptyDOMElement();
  });
});
