/**
 * @nx/vite's plugin, keeping the Nx process's NODE_ENV as it was.
 *
 * To infer targets it resolves each Vite config in development mode, and Vite
 * sets process.env.NODE_ENV=development on the way. With plugins running in
 * the Nx process (NX_ISOLATE_PLUGINS=false in .env, which saves a worker
 * process per plugin on every nx command), every task Nx starts afterwards
 * inherited that value: the site was built with development JSX and
 * prerendering failed with "jsxDEV is not a function".
 */
const plugin = require('@nx/vite/plugin');

/** Runs `infer` and puts NODE_ENV back as it found it. */
async function keepingNodeEnv(infer) {
  const before = process.env.NODE_ENV;
  try {
    return await infer();
  } finally {
    if (before === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = before;
  }
}

const [pattern, createNodes] = plugin.createNodesV2;
const wrapped = [pattern, (...args) => keepingNodeEnv(() => createNodes(...args))];

module.exports = { ...plugin, createNodes: wrapped, createNodesV2: wrapped };
