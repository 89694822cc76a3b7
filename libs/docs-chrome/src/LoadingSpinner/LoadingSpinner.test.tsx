import { render, screen } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LoadingSpinner } from './LoadingSpinner';

describe('LoadingSpinner', () => {
  it('announces loading politely', () => {
    render(<LoadingSpinner />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  });

  it('takes another label', () => {
    render(<LoadingSpinner label="Loading the page" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the page');
  });

  it('animates in cycles of 1.5 s and 3 s', () => {
    const css = readFileSync(resolve(import.meta.dirname, 'LoadingSpinner.module.css'), 'utf8');
    expect(css).toMatch(/animation: docs-spinner-rotate 1\.5s/);
    expect(css).toMatch(/animation: docs-spinner-dash 3s/);
  });
});
