import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { installIntersectionObserver } from '../fixtures/intersectionObserver';
import { useActiveHeading } from './useActiveHeading';

function Page() {
  const active = useActiveHeading(['install', 'configure', 'run']);
  return (
    <>
      <output>{active ?? 'none'}</output>
      <h2 id="install">Install</h2>
      <h2 id="configure">Configure</h2>
      <h2 id="run">Run</h2>
    </>
  );
}

let io: ReturnType<typeof installIntersectionObserver> | undefined;
afterEach(() => io?.restore());

describe('useActiveHeading', () => {
  it('follows the first heading in view, then the last one scrolled past', () => {
    io = installIntersectionObserver();
    const { unmount } = render(<Page />);
    expect(screen.getByRole('status')).toHaveTextContent('none');
    act(() => io?.report({ install: true, configure: true }));
    expect(screen.getByRole('status')).toHaveTextContent('install');
    act(() => io?.report({ install: false }));
    expect(screen.getByRole('status')).toHaveTextContent('configure');
    act(() => io?.report({ configure: false }));
    expect(screen.getByRole('status')).toHaveTextContent('configure');
    act(() => io?.report({ run: true }));
    expect(screen.getByRole('status')).toHaveTextContent('run');
    unmount();
    expect(io.count).toBe(0);
  });
});
