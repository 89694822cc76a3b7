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

  it('takes other words above the links and another name (a blog post: newer and older)', () => {
    render(
      <DocPaginator
        previous={previous}
        next={next}
        label="Blog posts"
        sublabels={{ previous: 'Newer post', next: 'Older post' }}
      />,
    );
    expect(screen.getByRole('navigation', { name: 'Blog posts' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Newer post.*Overview/ })).toHaveAttribute('href', '/a');
    expect(screen.getByRole('link', { name: /^Older post.*Viewports/ })).toHaveAttribute('href', '/c');
  });

  it('shows only the side that exists, and nothing without either', () => {
    const { rerender, container } = render(<DocPaginator next={next} />);
    expect(screen.queryByRole('link', { name: /Previous/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Next/ })).toBeInTheDocument();
    rerender(<DocPaginator />);
    expect(container).toBeEmptyDOMElement();
  });

  describe("bySdk, before the reader's SDK is known", () => {
    const native = { type: 'link' as const, docId: 'n', href: '/n', label: 'Native mobile library' };

    it('renders one plain paginator when every group sees the same neighbours', () => {
      const { container } = render(
        <DocPaginator
          bySdk={[
            { sdks: ['cypress'], previous, next },
            { sdks: ['espresso'], previous, next },
          ]}
        />,
      );
      expect(screen.getAllByRole('link')).toHaveLength(2);
      expect(container.querySelector('[data-sdks]')).toBeNull();
    });

    it('renders every alternative of a side that differs, marked with the SDKs that see it', () => {
      render(
        <DocPaginator
          bySdk={[
            { sdks: ['cypress', 'webdriverio'], previous, next },
            { sdks: ['espresso'], previous, next: native },
          ]}
        />,
      );
      expect(screen.getByRole('link', { name: /Previous.*Overview/ }).closest('[data-sdks]')).toBeNull();
      expect(screen.getByRole('link', { name: /Next.*Viewports/ }).closest('[data-sdks]')).toHaveAttribute(
        'data-sdks',
        'cypress webdriverio',
      );
      expect(screen.getByRole('link', { name: /Next.*Native mobile library/ }).closest('[data-sdks]')).toHaveAttribute(
        'data-sdks',
        'espresso',
      );
      expect(screen.getByRole('navigation', { name: 'Docs pages' })).not.toHaveAttribute('data-sdks');
    });

    it('marks a missing previous link, and the navigation when some SDKs see no neighbour', () => {
      const { container } = render(
        <DocPaginator
          bySdk={[{ sdks: ['cypress'], next }, { sdks: ['espresso'], previous, next }, { sdks: ['xcui'] }]}
        />,
      );
      expect(screen.getByRole('navigation', { name: 'Docs pages' })).toHaveAttribute('data-sdks', 'cypress espresso');
      expect(container.querySelector('nav > span:not(:has(a))')).toHaveAttribute('data-sdks', 'cypress');
      expect(screen.getByRole('link', { name: /Previous/ }).closest('[data-sdks]')).toHaveAttribute(
        'data-sdks',
        'espresso',
      );
    });

    it('renders nothing when no SDK sees a neighbour', () => {
      const { container } = render(<DocPaginator bySdk={[{ sdks: ['cypress'] }]} />);
      expect(container).toBeEmptyDOMElement();
    });
  });
});
