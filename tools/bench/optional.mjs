/**
 * Measures that live in modules written elsewhere (the synthetic site, the
 * search benchmark) are called through a dynamic import, so the benchmark
 * runs before they land and reports why a row is missing instead of failing.
 */
import { existsSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { errorMessage } from './report.mjs';

const root = resolve(import.meta.dirname, '../..');

/**
 * Imports `file` and calls its export `name` with `args`.
 * @returns {Promise<{ value: unknown } | { reason: string }>} the result, or why there is none
 */
export async function callOptional(file, name, args) {
  const shown = relative(root, file);
  if (!existsSync(file)) return { reason: `${shown} is not there yet` };
  let module;
  try {
    module = await import(pathToFileURL(file).href);
  } catch (error) {
    return { reason: `${shown} failed to load: ${errorMessage(error)}` };
  }
  if (typeof module[name] !== 'function') return { reason: `${shown} has no exported function ${name}` };
  try {
    return { value: await module[name](args) };
  } catch (error) {
    return { reason: `${shown} ${name}() failed: ${errorMessage(error)}` };
  }
}
