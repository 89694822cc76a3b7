import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SkipLink } from './SkipLink';

describe('SkipLink', () => {
  it('is the first thing Tab reaches and points at the main content', async () => {
    render(
      <>
        <SkipLink />
        <nav>
          <a href="/elsewhere">Elsewhere</a>
        </nav>
        <main id="main-content">Page</main>
      </>,
    );
    await userEvent.tab();
    const link = screen.getByRole('link', { name: 'Skip to main content' });
    expect(link).toHaveFocus();
    expect(link).toHaveAttribute('href', '#main-content');
  });

  it('can target another landmark id', () => {
    render(<SkipLink targetId="content">Skip to content</SkipLink>);
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#content');
  });
});
