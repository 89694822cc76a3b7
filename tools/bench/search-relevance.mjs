#!/usr/bin/env node
/**
 * The search relevance figures in the benchmark: the relevance set
 * (apps/docs-site/build/search/relevance/queries.json) scored by the site's
 * own search code against the built index (evaluate.mjs beside the set
 * describes how), as rows with the budgets of issue #22 (success@3 >= 0.9,
 * MRR@10 >= 0.8; reported, never enforced) and the queries that fail.
 * `node tools/bench/search-relevance.mjs [--all]` prints them (`--all`: every
 * query with its rank and first results).
 */
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { budget, markdownTable, row } from './report.mjs';

const root = resolve(import.meta.dirname, '../..');
/** The evaluation lives with the site's search code; loaded by path, like the other site modules the benchmark runs. */
const EVALUATE = pathToFileURL(join(root, 'apps/docs-site/build/search/relevance/evaluate.mjs')).href;

/**
 * The relevance set scored against the built site (`siteDir`, default apps/docs-site/dist/site).
 * @param {{ siteDir?: string, file?: string }} [options]
 */
export async function evaluateRelevance(options) {
  const { evaluateRelevance: evaluate } = await import(EVALUATE);
  return evaluate(options);
}

/** Budgets of issue #22, over the whole set. */
export const RELEVANCE_BUDGETS = { successAt3: 0.9, mrrAt10: 0.8 };

const fixed = (value) => value.toFixed(3);

/** The SDK a query was typed with, and `+ all SDKs` when the switch was on. */
const scopeOf = (result) => (result.allSdks ? `${result.sdk} + all SDKs` : result.sdk);

/** The figures as rows of the benchmark's table (tools/bench/report.mjs), budgets checked (OK / OVER). */
export function relevanceRows(evaluation) {
  const failing = evaluation.failing.filter((result) => result.rank === undefined || result.rank > 3);
  return [
    row(`search relevance: success@1 (${evaluation.queries} queries)`, fixed(evaluation.successAt1)),
    row('search relevance: success@3', fixed(evaluation.successAt3), {
      value: evaluation.successAt3,
      budget: budget('atLeast', RELEVANCE_BUDGETS.successAt3, `>= ${RELEVANCE_BUDGETS.successAt3}`),
    }),
    row('search relevance: MRR@10', fixed(evaluation.mrrAt10), {
      value: evaluation.mrrAt10,
      budget: budget('atLeast', RELEVANCE_BUDGETS.mrrAt10, `>= ${RELEVANCE_BUDGETS.mrrAt10}`),
    }),
    row(
      'search relevance: page level (any section of the page) success@1 / @3 / MRR@10',
      `${fixed(evaluation.pageLevel.successAt1)} / ${fixed(evaluation.pageLevel.successAt3)} / ${fixed(evaluation.pageLevel.mrrAt10)}`,
    ),
    row(
      'search relevance: titles index alone (first results, before the full text loads) success@1 / @3 / MRR@10',
      `${fixed(evaluation.titlesOnly.successAt1)} / ${fixed(evaluation.titlesOnly.successAt3)} / ${fixed(evaluation.titlesOnly.mrrAt10)}`,
    ),
    row(
      `search relevance: queries not in the first 3 (${failing.length})`,
      failing
        .map((result) => `"${result.query}" (${scopeOf(result)}): ${result.rank ?? 'not in results'}`)
        .join('; ') || 'none',
    ),
  ];
}

/** Every query with its rank and first results, as a Markdown table. */
export function perQueryTable(evaluation) {
  const lines = ['| query | SDK | expected | rank | first results |', '| --- | --- | --- | --- | --- |'];
  for (const result of evaluation.results) {
    lines.push(
      `| ${result.query} | ${scopeOf(result)} | ${result.expect} | ${result.rank ?? '-'} | ${result.top.join('<br>')} |`,
    );
  }
  return lines.join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  evaluateRelevance()
    .then((evaluation) => {
      if (process.argv.includes('--all')) console.log(`${perQueryTable(evaluation)}\n`);
      console.log(markdownTable(relevanceRows(evaluation)));
    })
    .catch((error) => {
      console.error(error instanceof Error ? error.stack : error);
      process.exit(1);
    });
}
