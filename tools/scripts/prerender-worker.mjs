/**
 * Worker thread of tools/scripts/prerender.mjs: loads the server bundle once
 * and renders the pages it is sent. Its answer is the server's `render`
 * result as is, so whatever entry-server returns reaches the main thread.
 */
// Set in this thread too: React picks its production build from it when the bundle loads.
process.env.NODE_ENV = 'production';

let server;

/**
 * `{ serverEntry, path }` -> the rendered page; a `path` of null only loads the bundle.
 * `{ serverEntry, validate: true }` -> the problems of the pages' front matter.
 */
export default async function renderTask({ serverEntry, path = null, validate = false }) {
  server ??= import(serverEntry);
  const { render, validateContent } = await server;
  if (validate) return validateContent();
  return path === null ? null : render(path);
}
