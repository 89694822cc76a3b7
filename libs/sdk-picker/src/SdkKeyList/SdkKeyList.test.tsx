import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SdkKeyList } from './SdkKeyList';

describe('SdkKeyList', () => {
  it('lists every catalogue key by default', () => {
    render(<SdkKeyList />);
    const list = screen.getByRole('list', { name: 'Supported SDKs' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(42);
    expect(within(list).getByText('playwright-ts')).toBeInTheDocument();
  });

  it('lists only the keys it is given, under its label', () => {
    render(<SdkKeyList keys={['cypress', 'storybook']} label="Web SDKs" />);
    const items = within(screen.getByRole('list', { name: 'Web SDKs' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['cypress', 'storybook']);
  });
});
