import type { MdxPageModule } from '../content/pages';

/**
 * A page module without a default export is an error, raised
 * when the page loads (the route's error boundary shows it) and naming the
 * file, instead of React's "element type is invalid" from deep inside the page.
 */
export function checkedPageModule(module: MdxPageModule, file: string): MdxPageModule {
  if (typeof module.default !== 'function') {
    throw new Error(`The page module ${file} has no default export (the compiled page component).`);
  }
  return module;
}
