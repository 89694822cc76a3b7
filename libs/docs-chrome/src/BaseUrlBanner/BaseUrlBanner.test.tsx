import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BaseUrlBanner } from './BaseUrlBanner';

describe('BaseUrlBanner', () => {
  it('says the site did not load properly and suggests a base address', () => {
    render(<BaseUrlBanner configuredBaseUrl="/tutorials/" suggestedBaseUrl="/" />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('This site did not load properly.');
    expect(alert).toHaveTextContent('We suggest trying the base address /.');
    expect(alert).toHaveTextContent('/tutorials/');
  });
});
