import { describe, expect, it } from 'vitest';
import { attwFindings, missingExportTargets } from './check-packages.mjs';
import { publishedManifest } from './pack-manifest.mjs';

const workspaceManifest = {
  name: '@docs/example',
  version: '0.1.0',
  main: './dist/index.js',
  types: './dist/index.d.ts',
  exports: {
    '.': { '@docs/source': './src/index.ts', types: './dist/index.d.ts', default: './dist/index.js' },
    './styles.css': { '@docs/source': './src/theme/tokens.css', default: './dist/styles.css' },
    './package.json': './package.json',
  },
  scripts: { prepack: 'node ../../tools/scripts/pack-manifest.mjs prepack', 'check:logos': 'node x.mjs' },
  nx: { name: 'example' },
};
const tarballFiles = ['package.json', 'dist/index.js', 'dist/index.d.ts', 'dist/styles.css'];

describe('publishedManifest', () => {
  it('drops the source condition, the nx block and the scripts (which name files not in the tarball), and keeps the rest', () => {
    const published = publishedManifest(workspaceManifest);
    expect(published.exports).toEqual({
      '.': { types: './dist/index.d.ts', default: './dist/index.js' },
      './styles.css': { default: './dist/styles.css' },
      './package.json': './package.json',
    });
    expect(published).not.toHaveProperty('nx');
    expect(published).not.toHaveProperty('scripts');
    expect(published.main).toBe('./dist/index.js');
  });
});

describe('missingExportTargets', () => {
  it('names every export condition whose file is not in the tarball', () => {
    expect(missingExportTargets(workspaceManifest, tarballFiles)).toEqual([
      'exports["."]["@docs/source"] points at ./src/index.ts, which is not in the tarball',
      'exports["./styles.css"]["@docs/source"] points at ./src/theme/tokens.css, which is not in the tarball',
    ]);
  });

  it('finds nothing once the manifest is in its published form', () => {
    expect(missingExportTargets(publishedManifest(workspaceManifest), tarballFiles)).toEqual([]);
  });

  it('names main or types when their file is missing', () => {
    expect(missingExportTargets({ main: './dist/index.js', types: './index.d.ts' }, ['dist/index.js'])).toEqual([
      '"types" points at ./index.d.ts, which is not in the tarball',
    ]);
  });
});

describe('attwFindings', () => {
  const report = {
    problems: {
      CJSResolvesToESM: [{ kind: 'CJSResolvesToESM', entrypoint: '.', resolutionKind: 'node16-cjs' }],
      InternalResolutionError: [
        {
          kind: 'InternalResolutionError',
          resolutionOption: 'node16',
          fileName: '/node_modules/@docs/sdk-picker/dist/index.d.ts',
          moduleSpecifier: './SdkPicker',
        },
      ],
      NoResolution: [{ kind: 'NoResolution', entrypoint: './styles', resolutionKind: 'bundler' }],
    },
  };

  it('reports the ESM and bundler problems, naming the file and import, and leaves out CommonJS ones', () => {
    expect(attwFindings(report)).toEqual([
      "attw InternalResolutionError (node16): dist/index.d.ts imports './SdkPicker', which does not resolve",
      'attw NoResolution (entry point "./styles", bundler)',
    ]);
  });

  it('finds nothing in a clean report', () => {
    expect(attwFindings({ problems: {} })).toEqual([]);
  });
});
