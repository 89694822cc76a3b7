import { render, screen, within } from '@testing-library/react';
import { ENVIRONMENT_VARIABLES } from '@docs/sdk-catalog';
import { describe, expect, it } from 'vitest';
import { EnvironmentVariableTable } from './EnvironmentVariableTable';

describe('EnvironmentVariableTable', () => {
  it('lists every variable of the product facts, the API key first and the only required one', () => {
    render(<EnvironmentVariableTable />);
    const rows = within(screen.getByRole('region', { name: 'Environment variables table' }))
      .getAllByRole('row')
      .slice(1);
    const cells = rows.map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );
    expect(cells.map(([name]) => name)).toEqual(ENVIRONMENT_VARIABLES.map((variable) => variable.name));
    expect(cells.filter(([, required]) => required === 'yes').map(([name]) => name)).toEqual(['EYES_API_KEY']);
  });

  it('shows backticked words of a meaning as code, and long names breakable after underscores', () => {
    render(<EnvironmentVariableTable />);
    const row = screen.getByText(/recorded as the batch property/).closest('tr') as HTMLElement;
    expect(within(row).getByText('scm.repository').tagName).toBe('CODE');
    expect(row.querySelector('td code')?.innerHTML).toBe('EYES_<wbr>REPOSITORY');
  });
});
