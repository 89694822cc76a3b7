import { DEFAULT_SERVER_URL } from '@docs/sdk-catalog';

export interface DefaultServerUrlProps {
  /** A path on the server to add: `/app`, `/api/v1`. */
  path?: string;
}

/**
 * The Eyes server's address from the product facts of `@docs/sdk-catalog`, as inline code,
 * optionally with a path: `<DefaultServerUrl />`, `<DefaultServerUrl path="/api/v1" />`.
 * Throws on a path that does not start with `/`, which would make another host of it.
 */
export function DefaultServerUrl({ path = '' }: DefaultServerUrlProps) {
  if (path !== '' && !path.startsWith('/')) {
    throw new Error(`<DefaultServerUrl path="${path}" />: a path starts with "/", e.g. path="/api/v1".`);
  }
  return <code>{`${DEFAULT_SERVER_URL}${path}`}</code>;
}
