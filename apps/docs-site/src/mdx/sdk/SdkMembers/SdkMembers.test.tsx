import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { memberAnchor, SdkMember, SdkMembers } from './SdkMembers';

describe('SdkMembers', () => {
  it('renders one linkable row per member with its signature and description', () => {
    render(
      <SdkMembers language="csharp">
        <SdkMember name="Open" signature="IWebDriver Open(IWebDriver driver, string appName, string testName)">
          Starts a test.
        </SdkMember>
        <SdkMember name="Eyes Check Window" signature="Eyes Check Window    tag=None">
          Checks the window.
        </SdkMember>
      </SdkMembers>,
    );
    const table = screen.getByRole('table', { name: 'Members, with signatures in C#' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveAttribute('id', 'member-open');
    expect(rows[1]).toHaveTextContent('IWebDriver Open(IWebDriver driver, string appName, string testName)');
    expect(rows[2]).toHaveAttribute('id', 'member-eyes-check-window');
    expect(within(rows[2] as HTMLElement).getByText('Checks the window.')).toBeInTheDocument();
  });

  it('makes anchors from any member name', () => {
    expect(memberAnchor('cy.eyesOpen')).toBe('member-cy-eyesopen');
    expect(memberAnchor("target: 'window'")).toBe('member-target-window');
  });
});
