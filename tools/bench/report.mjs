/**
 * Pure helpers of the benchmark: units, statistics, budget status and the
 * Markdown table. No I/O here, so they are unit-tested (report.test.ts).
 */
import { gzipSync } from 'node:zlib';

/** `1536` -> `1.5 KB`. */
export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** `1234.5` -> `1235 ms`; below 10 ms one decimal. */
export const ms = (milliseconds) =>
  milliseconds < 10 ? `${milliseconds.toFixed(1)} ms` : `${Math.round(milliseconds)} ms`;

/** `12.345` -> `12.3 s`. */
export const seconds = (value) => `${value.toFixed(1)} s`;

/** `1536` (MB) -> `1.50 GB`; below 1 GB in MB. */
export const megabytes = (mb) => (mb >= 1024 ? `${(mb / 1024).toFixed(2)} GB` : `${Math.round(mb)} MB`);

/** Gzip size at level 9, the same for every row that says "gzip". */
export const gzipBytes = (buffer) => gzipSync(buffer, { level: 9 }).length;

/** The message of anything thrown. */
export const errorMessage = (error) => (error instanceof Error ? error.message : String(error));

/** The value at quantile `q` (0..1) of `values`, by the nearest-rank method; `NaN` when empty. */
export function quantile(values, q) {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil(q * sorted.length)));
  return sorted[rank - 1];
}

/** The median of `values` (nearest rank, so always one of the measured values). */
export const median = (values) => quantile(values, 0.5);

/**
 * A budget: `limit` with a comparison. `below` passes when the value is under
 * the limit (`< 10 s`), `atMost` when it is not above it (CLS `0`), `atLeast`
 * when it is not under it (a Lighthouse score of `100`).
 *
 * @param {'below' | 'atMost' | 'atLeast'} kind
 * @param {number} limit
 * @param {string} text how the table shows it, e.g. `< 10 s`
 */
export function budget(kind, limit, text) {
  return { kind, limit, text };
}

/** `OK` or `OVER` for a value against a budget. */
export function budgetStatus(value, rule) {
  if (!Number.isFinite(value)) return 'OVER';
  const ok =
    rule.kind === 'below' ? value < rule.limit : rule.kind === 'atMost' ? value <= rule.limit : value >= rule.limit;
  return ok ? 'OK' : 'OVER';
}

/**
 * One row of the table. With a budget and a numeric `value`, the status is
 * computed; `shown` is what the value column displays.
 *
 * @param {string} measure
 * @param {string} shown
 * @param {{ value?: number, budget?: ReturnType<typeof budget> }} [check]
 */
export function row(measure, shown, check = {}) {
  const rule = check.budget;
  return {
    measure,
    value: shown,
    budget: rule?.text ?? '',
    status: rule && check.value !== undefined ? budgetStatus(check.value, rule) : '',
  };
}

/** A row for something that could not be measured; it keeps its budget, without a status. */
export function notMeasuredRow(measure, reason, rule) {
  return { measure, value: `not measured: ${reason}`, budget: rule?.text ?? '', status: '' };
}

const escapeCell = (text) => String(text).replaceAll('|', '\\|').replaceAll('\n', ' ');

/** The rows as a Markdown table with the columns measure, value, budget, status. */
export function markdownTable(rows) {
  return [
    '| measure | value | budget | status |',
    '| --- | --- | --- | --- |',
    ...rows.map((r) => `| ${[r.measure, r.value, r.budget, r.status].map(escapeCell).join(' | ')} |`),
  ].join('\n');
}

/** How many rows are within and over budget. */
export function budgetSummary(rows) {
  const ok = rows.filter((r) => r.status === 'OK').length;
  const over = rows.filter((r) => r.status === 'OVER').map((r) => r.measure);
  const unmeasured = rows.filter((r) => r.budget && !r.status).map((r) => r.measure);
  return { ok, over, unmeasured };
}
