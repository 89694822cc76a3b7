import { describe, expect, it } from 'vitest';
import { postNeighbours } from './postNeighbours';

const posts = [{ slug: 'newest' }, { slug: 'middle' }, { slug: 'oldest' }];

describe('postNeighbours', () => {
  it('gives a post in the middle both neighbours, newer first in the list', () => {
    expect(postNeighbours('middle', posts)).toEqual({ newer: posts[0], older: posts[2] });
  });

  it('gives the newest post no newer one and the oldest no older one', () => {
    expect(postNeighbours('newest', posts)).toEqual({ older: posts[1] });
    expect(postNeighbours('oldest', posts)).toEqual({ newer: posts[1] });
  });

  it('gives a lone post and an unknown slug no neighbours', () => {
    expect(postNeighbours('only', [{ slug: 'only' }])).toEqual({});
    expect(postNeighbours('missing', posts)).toEqual({});
  });
});
