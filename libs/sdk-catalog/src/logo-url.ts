import { LOGOS, type LogoId } from './logos.generated';

/**
 * The file name (`java.svg`) of a logo URL as the package gives it without a bundler: a
 * `file:` URL of `dist/logos/<id>.svg`, query and hash ignored. A server that serves the
 * exported `@docs/sdk-catalog/logos/` folder maps a logo to its public URL with it.
 * Undefined for a URL that does not name a logo file (e.g. one a bundler renamed with a
 * hash), so a caller can leave such a URL as it is.
 */
export function logoFileName(url: string): `${LogoId}.svg` | undefined {
  const path = url.split(/[?#]/, 1)[0] ?? '';
  const name = path.slice(path.lastIndexOf('/') + 1);
  const id = name.endsWith('.svg') ? name.slice(0, -'.svg'.length) : '';
  return Object.hasOwn(LOGOS, id) ? `${id as LogoId}.svg` : undefined;
}
