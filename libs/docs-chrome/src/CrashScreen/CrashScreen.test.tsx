import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { CrashBoundary } from './CrashBoundary';
import { CrashScreen } from './CrashScreen';

describe('CrashScreen', () => {
  it('says the page crashed and lists the error and its causes', async () => {
    const onTryAgain = vi.fn();
    render(
      <CrashScreen error={new Error('Cannot read x', { cause: new Error('Chunk failed') })} onTryAgain={onTryAgain} />,
    );
    expect(screen.getByRole('heading', { name: 'This page crashed.' })).toBeInTheDocument();
    expect(screen.getByText('Cannot read x')).toBeInTheDocument();
    expect(screen.getByText('Chunk failed')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onTryAgain).toHaveBeenCalledTimes(1);
  });
});

describe('CrashBoundary', () => {
  it('catches a crash and Try again clears the error', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const onError = vi.fn();
    let broken = true;
    function Page() {
      if (broken) throw new Error('Boom');
      return <p>Page content</p>;
    }
    function Host() {
      const [resets, setResets] = useState(0);
      return (
        <CrashBoundary onError={onError} onReset={() => setResets(resets + 1)}>
          <Page />
        </CrashBoundary>
      );
    }
    render(<Host />);
    expect(screen.getByRole('heading', { name: 'This page crashed.' })).toBeInTheDocument();
    expect(screen.getByText('Boom')).toBeInTheDocument();
    expect(onError).toHaveBeenCalled();
    broken = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('Page content')).toBeInTheDocument();
    vi.restoreAllMocks();
  });
});
