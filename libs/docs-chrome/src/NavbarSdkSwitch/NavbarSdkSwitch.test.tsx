import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NavbarSdkSwitch, sdkSwitchLinks } from './NavbarSdkSwitch';

describe('sdkSwitchLinks', () => {
  it('gives Docs and API for Playwright TypeScript', () => {
    expect(sdkSwitchLinks('playwright-ts', 'Eyes')).toEqual([
      { key: 'docs', label: 'Docs', href: '/playwright' },
      { key: 'api', label: 'API', href: '/playwright/api/overview' },
    ]);
  });

  it('gives <product> Docs and API Ref for other SDKs', () => {
    expect(sdkSwitchLinks('cypress', 'Eyes')).toEqual([
      { key: 'docs', label: 'Eyes Docs', href: '/' },
      { key: 'api', label: 'API Ref', href: '/sdks/cypress' },
    ]);
    expect(sdkSwitchLinks('selenium-java', 'Lens', '/getting-started')[0]).toEqual({
      key: 'docs',
      label: 'Lens Docs',
      href: '/getting-started',
    });
  });
});

describe('NavbarSdkSwitch', () => {
  it('marks the active switch and reports selection', async () => {
    const onSelect = vi.fn();
    render(<NavbarSdkSwitch sdk="cypress" productName="Eyes" active="api" onSelect={onSelect} />);
    expect(screen.getByRole('link', { name: 'API Ref' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('link', { name: 'Eyes Docs' })).not.toHaveAttribute('aria-current');
    screen.getByRole('link', { name: 'Eyes Docs' }).addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(screen.getByRole('link', { name: 'Eyes Docs' }));
    expect(onSelect).toHaveBeenCalledWith('docs');
  });

  it("reserves the other SDK kind's label in each switch, outside its name and text", () => {
    const { rerender } = render(<NavbarSdkSwitch sdk="cypress" productName="Eyes" active="docs" />);
    const docs = screen.getByRole('link', { name: 'Eyes Docs' });
    expect(docs).toHaveTextContent(/^Eyes Docs$/);
    expect(docs.querySelector('[data-reserve]')).toHaveAttribute('data-reserve', 'Docs');
    expect(screen.getByRole('link', { name: 'API Ref' }).querySelector('[data-reserve]')).toHaveAttribute(
      'data-reserve',
      'API',
    );
    rerender(<NavbarSdkSwitch sdk="playwright-ts" productName="Eyes" active="docs" />);
    expect(screen.getByRole('link', { name: 'Docs' }).querySelector('[data-reserve]')).toHaveAttribute(
      'data-reserve',
      'Eyes Docs',
    );
  });
});
