import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DefaultServerUrl } from './DefaultServerUrl';

describe('DefaultServerUrl', () => {
  it('shows the server address of the product facts as code, with a path when given', () => {
    render(
      <p>
        Sign in at <DefaultServerUrl />; scripts call <DefaultServerUrl path="/api/v1" />.
      </p>,
    );
    expect(screen.getByText('https://eyes.example.com').tagName).toBe('CODE');
    expect(screen.getByText('https://eyes.example.com/api/v1').tagName).toBe('CODE');
  });

  it('refuses a path without its leading slash, saying how to write it', () => {
    expect(() => render(<DefaultServerUrl path="app" />)).toThrow(
      '<DefaultServerUrl path="app" />: a path starts with "/", e.g. path="/api/v1".',
    );
  });
});
