import { render, screen, within } from '@testing-library/react';
import { MATCH_LEVELS } from '@docs/sdk-catalog';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { MatchLevelTable } from './MatchLevelTable';

describe('MatchLevelTable', () => {
  it('lists every match level of the product facts, in order, Strict marked as the default', () => {
    render(<MatchLevelTable />, { wrapper: MemoryRouter });
    const table = screen.getByRole('region', { name: 'Match levels table' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual([
      'Strict (default)',
      'Layout',
      'Content',
      'Exact',
      'Ignore colors',
    ]);
    expect(rows).toHaveLength(MATCH_LEVELS.length);
    expect(
      within(rows[1] as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Layout',
      'The number, order, alignment and relative size of elements',
      'Different text, different images, colour changes',
      'Pages with live data, localised builds, news feeds',
    ]);
  });

  it('links each level to its section of the match levels page', () => {
    render(<MatchLevelTable />, { wrapper: MemoryRouter });
    expect(screen.getByRole('link', { name: 'Ignore colors' })).toHaveAttribute(
      'href',
      '/concepts/best-practices/match-levels#ignore-colors',
    );
  });

  it('scrolls in its own box that the keyboard can reach', () => {
    render(<MatchLevelTable />, { wrapper: MemoryRouter });
    expect(screen.getByRole('region', { name: 'Match levels table' })).toHaveAttribute('tabindex', '0');
  });
});
