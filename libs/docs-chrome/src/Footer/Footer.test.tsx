import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sampleFooter } from '../fixtures/footer';
import { Footer, FOOTER_COLUMN_TITLES, FOOTER_LEGAL_LABELS } from './Footer';

describe('Footer', () => {
  it('renders the four columns of external links opening in new tabs', () => {
    render(<Footer {...sampleFooter} />);
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      ...FOOTER_COLUMN_TITLES,
    ]);
    const company = screen.getByRole('navigation', { name: 'Company' });
    const about = within(company).getByRole('link', { name: /About us/ });
    expect(about).toHaveAttribute('href', 'https://www.example.com/company/about');
    expect(about).toHaveAttribute('target', '_blank');
    expect(about).toHaveAttribute('rel', 'noopener noreferrer');
    expect(about).toHaveAccessibleName(/^About us\s+\(opens in a new tab\)$/);
  });

  it('renders the legal links, social icons and the copyright with the current year', () => {
    render(<Footer {...sampleFooter} />);
    const legal = screen.getByRole('navigation', { name: 'Legal' });
    expect(
      within(legal)
        .getAllByRole('link')
        .map((link) => link.textContent?.replace(' (opens in a new tab)', '')),
    ).toEqual([...FOOTER_LEGAL_LABELS]);
    expect(screen.getByRole('link', { name: 'Eyes on LinkedIn (opens in a new tab)' })).toHaveAttribute(
      'href',
      'https://www.linkedin.com/company/example',
    );
    expect(screen.getByText(`Copyright © ${new Date().getFullYear()} Eyes Inc.`)).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveAttribute('data-style', 'light');
  });

  it('takes a fixed year and a search script slot', () => {
    render(<Footer {...sampleFooter} year={2021} searchScript={<script data-testid="search" />} />);
    expect(screen.getByText(/Copyright © 2021/)).toBeInTheDocument();
    expect(screen.getByTestId('search')).toBeInTheDocument();
  });
});
