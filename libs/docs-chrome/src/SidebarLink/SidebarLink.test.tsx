import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SidebarLink } from './SidebarLink';

const link = {
  type: 'link' as const,
  docId: 'getting-started/overview',
  href: '/getting-started/overview',
  label: 'Overview',
};

describe('SidebarLink', () => {
  it('marks the active page', () => {
    const { rerender } = render(
      <ul>
        <SidebarLink link={link} active />
      </ul>,
    );
    expect(screen.getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
    rerender(
      <ul>
        <SidebarLink link={link} active={false} />
      </ul>,
    );
    expect(screen.getByRole('link', { name: 'Overview' })).not.toHaveAttribute('aria-current');
  });

  it('reports clicks', async () => {
    const onClick = vi.fn();
    render(
      <ul>
        <SidebarLink link={{ ...link, href: '#overview' }} active={false} onClick={onClick} />
      </ul>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Overview' }));
    expect(onClick).toHaveBeenCalled();
  });
});
