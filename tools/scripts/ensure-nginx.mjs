/**
 * Makes sure the production-server test has nginx with the brotli_static
 * module: uses what is there, or installs Debian's packages with apt-get when
 * running as root (as CI does on a fresh machine).
 */
import { pathToFileURL } from 'node:url';
import { aptInstall } from './apt-install.mjs';
import { findNginx, MISSING_NGINX } from './nginx.mjs';

/** @returns {NonNullable<ReturnType<typeof findNginx>>} */
export function ensureNginx() {
  const found = findNginx();
  if (found) return found;
  aptInstall(['nginx', 'libnginx-mod-http-brotli-static'], MISSING_NGINX);
  const installed = findNginx();
  if (!installed) {
    throw new Error(
      'apt-get installed nginx and libnginx-mod-http-brotli-static, but no nginx with brotli_static is found.',
    );
  }
  return installed;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    const nginx = ensureNginx();
    console.log(`nginx for the production-server test: ${nginx.binary} ${nginx.version}`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
