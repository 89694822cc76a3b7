import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { LoadError } from './LoadError';

describe('LoadError', () => {
  it('shows the error text and retries', async () => {
    const onRetry = vi.fn();
    render(<LoadError error={new Error('Failed to fetch dynamically imported module')} onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to fetch dynamically imported module');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('accepts a plain text error', () => {
    render(<LoadError error="Network down" onRetry={() => undefined} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Network down');
  });

  it('is a centred box half the width on desktop', () => {
    const css = readFileSync(resolve(import.meta.dirname, 'LoadError.module.css'), 'utf8');
    expect(css).toMatch(/\.box \{[^}]*width: 50%;[^}]*margin: 2rem auto;/);
  });
});
