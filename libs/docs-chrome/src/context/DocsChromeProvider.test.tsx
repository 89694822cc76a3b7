import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DocsChromeProvider, useDocsChrome, type DocsChromeLinkProps } from './DocsChromeProvider';
import { noStorage } from '../utils/storage';

function Probe() {
  const { Link, storage } = useDocsChrome();
  return (
    <Link href="/overview" aria-current="page">
      {storage === noStorage ? 'injected storage' : 'default storage'}
    </Link>
  );
}

describe('DocsChromeProvider', () => {
  it('defaults to a plain anchor and browser storage', () => {
    render(<Probe />);
    const link = screen.getByRole('link', { name: 'default storage' });
    expect(link.tagName).toBe('A');
    expect(link).toHaveAttribute('href', '/overview');
    expect(link).toHaveAttribute('aria-current', 'page');
  });

  it('injects the host link component and storage', () => {
    function RouterLink({ href, children, ...rest }: DocsChromeLinkProps) {
      return (
        <a href={`/tutorials${href}`} data-router="yes" {...rest}>
          {children}
        </a>
      );
    }
    render(
      <DocsChromeProvider Link={RouterLink} storage={noStorage}>
        <Probe />
      </DocsChromeProvider>,
    );
    const link = screen.getByRole('link', { name: 'injected storage' });
    expect(link).toHaveAttribute('href', '/tutorials/overview');
    expect(link).toHaveAttribute('data-router', 'yes');
  });
});
