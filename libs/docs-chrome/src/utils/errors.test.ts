import { describe, expect, it } from 'vitest';
import { errorMessages } from './errors';

describe('errorMessages', () => {
  it('lists an error and its causes, outermost first', () => {
    const error = new Error('Page failed', { cause: new Error('Chunk missing', { cause: 'offline' }) });
    expect(errorMessages(error)).toEqual(['Page failed', 'Chunk missing', 'offline']);
  });

  it('handles non-errors and cycles', () => {
    expect(errorMessages('boom')).toEqual(['boom']);
    expect(errorMessages(undefined)).toEqual([]);
    const a = new Error('a');
    a.cause = a;
    expect(errorMessages(a)).toEqual(['a']);
  });
});
