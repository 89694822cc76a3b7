#!/usr/bin/env node
/**
 * `npm start`: builds the site (with prerendering and the search index) and serves the static
 * output on http://127.0.0.1:4300/tutorials/ with the production rules.
 */
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { createStaticServer } from '../server/static-server.mjs';

const root = resolve(import.meta.dirname, '../../apps/docs-site/dist/site');
const port = Number(process.env.PORT ?? 4300);
const host = '127.0.0.1';

// search-index runs after prerender (it depends on it) and adds the offline search index.
const build = spawnSync('npx', ['nx', 'run', 'docs-site:search-index', '--outputStyle=static'], {
  stdio: 'inherit',
  env: { ...process.env, NX_DAEMON: 'false', NX_TUI: 'false' },
});
if (build.status !== 0) process.exit(build.status ?? 1);

const server = createStaticServer({ root });
server.listen(port, host, () =>
  console.log(`\nThe docs site is at http://${host}:${port}/tutorials/ (Ctrl+C stops it)`),
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
