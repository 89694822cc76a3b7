import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useHideOnScroll } from './useHideOnScroll';

function Bar({ enabled = true }: { enabled?: boolean }) {
  return <p>{useHideOnScroll(enabled) ? 'hidden' : 'shown'}</p>;
}

const scrollTo = (y: number) =>
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });

describe('useHideOnScroll', () => {
  it('hides on scroll down and reappears on scroll up', () => {
    scrollTo(0);
    render(<Bar />);
    scrollTo(30);
    expect(screen.getByText('shown')).toBeInTheDocument();
    scrollTo(300);
    expect(screen.getByText('hidden')).toBeInTheDocument();
    scrollTo(250);
    expect(screen.getByText('shown')).toBeInTheDocument();
  });

  it('never hides when disabled', () => {
    scrollTo(0);
    render(<Bar enabled={false} />);
    scrollTo(500);
    expect(screen.getByText('shown')).toBeInTheDocument();
  });
});
