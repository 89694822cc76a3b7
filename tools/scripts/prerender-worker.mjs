/**
 * Worker thread of tools/scripts/prerender.mjs: loads the server bundle once
 * and renders the pages it is sent. Its answer is the server's `render`
 * result as is, so whatever entry-server returns reaches the main thread.
 */
// Set in this thread too: React picks its production build from it when the bundle loads.
process.env.NODE_ENV = 'production';

let server;

/** `{ serverEntry, path }` -> the rendered page; a `path` of null only loads the bundle. */
export default async function renderTask({ serverEntry, path }) {
  server ??= import(serverEntry);
  const { render } = await server;
  return path === null ? null : render(path);
}
