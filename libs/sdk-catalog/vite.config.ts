import { resolve } from 'node:path';
import { libraryConfig } from '../../vite.library.ts';
import { logoFiles } from './logo-files.ts';

export default libraryConfig({
  dir: import.meta.dirname,
  plugins: [logoFiles({ srcDir: resolve(import.meta.dirname, 'src') })],
});
