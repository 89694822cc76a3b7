/**
 * TypeScript that build code must run in Node (which cannot load it), bundled
 * by rolldown into one in-memory ES module. Installed packages stay imports,
 * as absolute `file:` URLs, so the module can be loaded from a `data:` URL
 * anywhere (a worker thread included); workspace packages (`@docs/*`, whose
 * entry is TypeScript source under the `@docs/source` condition) are bundled.
 */
import { pathToFileURL } from 'node:url';
import { rolldown, type RolldownPluginOption } from 'rolldown';

export interface BundledModule {
  /** The module's source. */
  code: string;
  /** The files bundled into it, to watch. */
  files: string[];
}

export async function bundleModule(entry: string, plugins: RolldownPluginOption[] = []): Promise<BundledModule> {
  const bundle = await rolldown({
    input: entry,
    platform: 'node',
    logLevel: 'silent',
    resolve: { conditionNames: ['@docs/source', 'import', 'node', 'default'] },
    plugins: [
      ...plugins,
      {
        // Images (the SDK logos) become their file's URL, as a bundler makes them a URL.
        name: 'assets-as-urls',
        load: {
          filter: { id: /\.(?:svg|png|jpe?g|webp)$/ },
          handler: (id) => `export default ${JSON.stringify(pathToFileURL(id).href)};`,
        },
      },
      {
        name: 'absolute-package-imports',
        async resolveId(source, importer, options) {
          if (/^(?:\.|\/|node:|@docs\/|\0)/.test(source)) return null;
          const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
          // Left as it is, the import would fail only when the module loads, from a `data:` URL.
          if (!resolved) throw new Error(`Cannot find package "${source}" (imported by ${importer ?? entry}).`);
          return { id: pathToFileURL(resolved.id).href, external: 'absolute' };
        },
      },
    ],
  });
  try {
    const { output } = await bundle.generate({ format: 'esm' });
    const [chunk, ...rest] = output;
    if (!chunk || chunk.type !== 'chunk' || rest.length > 0) {
      throw new Error(`${entry} bundled into ${output.length} files; expected one module.`);
    }
    return { code: chunk.code, files: chunk.moduleIds.filter((id) => !id.startsWith('\0')) };
  } finally {
    await bundle.close();
  }
}

/** Imports a module bundled by {@link bundleModule}. */
export const importBundled = <T>({ code }: BundledModule): Promise<T> =>
  import(`data:text/javascript,${encodeURIComponent(code)}`) as Promise<T>;
