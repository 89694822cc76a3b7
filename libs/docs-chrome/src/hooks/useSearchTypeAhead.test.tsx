import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createSearchTypeAhead, typeAheadWith, useSearchTypeAhead, type SearchTypeAhead } from './useSearchTypeAhead';

const key = (value: string, modifiers: Partial<KeyboardEvent> = {}) => ({
  key: value,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  isComposing: false,
  ...modifiers,
});

describe('typeAheadWith', () => {
  it('adds the character a key types, and Backspace takes the last one off', () => {
    expect(typeAheadWith('base', key('l'))).toBe('basel');
    expect(typeAheadWith('match', key(' '))).toBe('match ');
    expect(typeAheadWith('basel', key('Backspace'))).toBe('base');
    expect(typeAheadWith('', key('Backspace'))).toBe('');
    expect(typeAheadWith('caf', key('é'))).toBe('café');
  });

  it('ignores keys that type nothing: shortcuts, named keys, an input method composing', () => {
    expect(typeAheadWith('a', key('k', { ctrlKey: true }))).toBeUndefined();
    expect(typeAheadWith('a', key('v', { metaKey: true }))).toBeUndefined();
    expect(typeAheadWith('a', key('x', { altKey: true }))).toBeUndefined();
    expect(typeAheadWith('a', key('Enter'))).toBeUndefined();
    expect(typeAheadWith('a', key('ArrowDown'))).toBeUndefined();
    expect(typeAheadWith('a', key('Tab'))).toBeUndefined();
    expect(typeAheadWith('a', key('b', { isComposing: true }))).toBeUndefined();
  });
});

describe('createSearchTypeAhead', () => {
  it('keeps what is typed anywhere between start and take, and nothing else reacts to those keys', () => {
    render(<input aria-label="Name" />);
    const field = screen.getByRole('textbox', { name: 'Name' });
    const typeAhead = createSearchTypeAhead(document);
    fireEvent.keyDown(document.body, { key: 'x' });
    typeAhead.start();
    typeAhead.start();
    let reached = 0;
    field.addEventListener('keydown', () => (reached += 1));
    for (const letter of 'basx') expect(fireEvent.keyDown(document.body, { key: letter })).toBe(false);
    fireEvent.keyDown(document.body, { key: 'Backspace' });
    fireEvent.keyDown(field, { key: 'e' });
    // A key that types nothing goes its way.
    expect(fireEvent.keyDown(document.body, { key: 'Escape' })).toBe(true);
    expect(reached).toBe(0);
    expect(typeAhead.take()).toBe('base');
    // Stopped: keys are left alone again, and nothing is kept.
    expect(fireEvent.keyDown(field, { key: 'z' })).toBe(true);
    expect(reached).toBe(1);
    expect(typeAhead.take()).toBe('');
  });

  it('goes on from what was typed before it started (before the app, kept by a script of the page)', () => {
    const typeAhead = createSearchTypeAhead(document);
    typeAhead.start('base');
    for (const letter of 'line') fireEvent.keyDown(document.body, { key: letter });
    expect(typeAhead.take()).toBe('baseline');
    typeAhead.start();
    expect(typeAhead.take()).toBe('');
  });

  it('puts text typed before the app ahead of what it kept when it was already started (a click replayed at hydration)', () => {
    const typeAhead = createSearchTypeAhead(document);
    typeAhead.start();
    fireEvent.keyDown(document.body, { key: 'l' });
    typeAhead.start('base');
    typeAhead.start();
    for (const letter of 'ine') fireEvent.keyDown(document.body, { key: letter });
    expect(typeAhead.take()).toBe('baseline');
  });
});

describe('useSearchTypeAhead', () => {
  it('stops listening when its component unmounts', () => {
    let typeAhead: SearchTypeAhead | undefined;
    function Host() {
      typeAhead = useSearchTypeAhead();
      return null;
    }
    const { unmount } = render(<Host />);
    typeAhead?.start();
    fireEvent.keyDown(document.body, { key: 'a' });
    unmount();
    expect(fireEvent.keyDown(document.body, { key: 'b' })).toBe(true);
    expect(typeAhead?.take()).toBe('');
  });
});
