import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DocsChromeProvider, type DocsChromeLinkProps } from '../context/DocsChromeProvider';
import { NotFound } from './NotFound';

describe('NotFound', () => {
  it('says the page was not found and links home through the injected link', () => {
    const RouterLink = ({ href, children, className }: DocsChromeLinkProps) => (
      <a href={`/tutorials${href}`} className={className}>
        {children}
      </a>
    );
    render(
      <DocsChromeProvider Link={RouterLink}>
        <NotFound />
      </DocsChromeProvider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the docs home' })).toHaveAttribute('href', '/tutorials/');
  });
});
