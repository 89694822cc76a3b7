import { describe, expect, it } from 'vitest';
import {
  budget,
  budgetStatus,
  budgetSummary,
  kb,
  markdownTable,
  median,
  megabytes,
  ms,
  notMeasuredRow,
  quantile,
  row,
} from './report.mjs';

describe('bench report helpers', () => {
  it('formats sizes and times the way the table shows them', () => {
    expect(kb(1536)).toBe('1.5 KB');
    expect(ms(4.25)).toBe('4.3 ms');
    expect(ms(71.6)).toBe('72 ms');
    expect(megabytes(512.4)).toBe('512 MB');
    expect(megabytes(4096)).toBe('4.00 GB');
  });

  it('takes quantiles by nearest rank, so the median is a measured value', () => {
    expect(median([30, 10, 20])).toBe(20);
    expect(median([10, 20, 30, 40])).toBe(20);
    expect(quantile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 0.95)).toBe(10);
    expect(quantile([], 0.5)).toBeNaN();
  });

  it('checks budgets: below, at most, at least; no number is over', () => {
    const under10 = budget('below', 10, '< 10 s');
    expect(budgetStatus(9.9, under10)).toBe('OK');
    expect(budgetStatus(10, under10)).toBe('OVER');
    expect(budgetStatus(0, budget('atMost', 0, '0'))).toBe('OK');
    expect(budgetStatus(0.001, budget('atMost', 0, '0'))).toBe('OVER');
    expect(budgetStatus(100, budget('atLeast', 100, '100'))).toBe('OK');
    expect(budgetStatus(99, budget('atLeast', 100, '100'))).toBe('OVER');
    expect(budgetStatus(Number.NaN, under10)).toBe('OVER');
  });

  it('writes a Markdown table with a status only where a budget was checked', () => {
    const rows = [
      row('cold build', '12.0 s', { value: 12, budget: budget('below', 10, '< 10 s') }),
      row('pages', '763'),
      notMeasuredRow('search', 'tools/bench/search-bench.mjs is not there yet', budget('below', 50, '< 50 ms')),
      row('a | b', 'x'),
    ];
    expect(markdownTable(rows).split('\n')).toEqual([
      '| measure | value | budget | status |',
      '| --- | --- | --- | --- |',
      '| cold build | 12.0 s | < 10 s | OVER |',
      '| pages | 763 |  |  |',
      '| search | not measured: tools/bench/search-bench.mjs is not there yet | < 50 ms |  |',
      '| a \\| b | x |  |  |',
    ]);
    expect(budgetSummary(rows)).toEqual({ ok: 0, over: ['cold build'], unmeasured: ['search'] });
  });
});
