import { describe, expect, it } from 'vitest';
import { relevanceRows } from './search-relevance.mjs';

describe('search relevance rows', () => {
  it('reports the figures against the budgets and names the queries past the third result', () => {
    const evaluation = {
      queries: 3,
      successAt1: 1 / 3,
      successAt3: 2 / 3,
      mrrAt10: 0.5,
      pageLevel: { successAt1: 1 / 3, successAt3: 2 / 3, mrrAt10: 0.5 },
      titlesOnly: { successAt1: 0, successAt3: 1 / 3, mrrAt10: 0.25 },
      failing: [
        { query: 'none', sdk: 'xcui', rank: undefined },
        { query: 'two', sdk: 'cypress', rank: 2 },
      ],
    };
    const rows = relevanceRows(evaluation);
    expect(rows.find((row) => row.measure === 'search relevance: success@3')).toMatchObject({
      value: '0.667',
      budget: '>= 0.9',
      status: 'OVER',
    });
    expect(rows.find((row) => row.measure === 'search relevance: MRR@10')).toMatchObject({ status: 'OVER' });
    expect(
      relevanceRows({ ...evaluation, successAt3: 0.95, mrrAt10: 0.85 }).filter((row) => row.status === 'OK'),
    ).toHaveLength(2);
    expect(rows.find((row) => row.measure.includes('titles index alone'))?.value).toBe('0.000 / 0.333 / 0.250');
    expect(rows.at(-1)?.value).toBe('"none" (xcui): not in results');
  });
});
