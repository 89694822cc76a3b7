import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { SDK_CATALOG, type SdkEntry } from '@docs/sdk-catalog';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SdkPicker } from '../SdkPicker';
import { SdkPickerPopover } from '../SdkPickerPopover';
import { SdkLogoProvider } from './SdkLogoProvider';

const noop = () => undefined;
/** The catalogue's `dist/logos/<logoId>.svg`, served at /sdk-logos/. */
const publicLogo = (entry: SdkEntry) => `/sdk-logos/${entry.logoId}.svg`;
const logos = (root: ParentNode) => [...root.querySelectorAll('img')].map((image) => image.getAttribute('src'));

describe('SdkLogoProvider', () => {
  afterEach(() => vi.restoreAllMocks());

  it("leaves the catalogue's logo URLs without a provider", () => {
    render(<SdkPicker value="cypress" onSelect={noop} />);
    for (const card of screen.getAllByRole('button', { name: 'Cypress' })) {
      expect(card.querySelector('img')?.getAttribute('src')).toBe(SDK_CATALOG.cypress.logo);
    }
  });

  it("gives every logo of the picker and of the popover's button the provider's address", () => {
    render(
      <SdkLogoProvider src={publicLogo}>
        <SdkPickerPopover value="selenium-java" onSelect={noop} />
        <SdkPicker value="cypress" onSelect={noop} />
      </SdkLogoProvider>,
    );
    const sources = logos(document.body);
    expect(sources.length).toBeGreaterThan(5);
    expect(sources.every((src) => /^\/sdk-logos\/[a-z-]+\.svg$/.test(src ?? ''))).toBe(true);
    for (const card of screen.getAllByRole('button', { name: 'Cypress' })) {
      expect(card.querySelector('img')?.getAttribute('src')).toBe(`/sdk-logos/${SDK_CATALOG.cypress.logoId}.svg`);
    }
  });

  it('renders on the server and hydrates in the browser with the same logo addresses, without a mismatch', async () => {
    const element = (
      <SdkLogoProvider src={publicLogo}>
        <SdkPicker value="cypress" onSelect={noop} />
      </SdkLogoProvider>
    );
    const html = renderToString(element);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const served = logos(container);
    const errors = vi.spyOn(console, 'error');
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(container, element, { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    expect(logos(container)).toEqual(served);
    expect(served.every((src) => src?.startsWith('/sdk-logos/'))).toBe(true);
    container.remove();
  });
});
