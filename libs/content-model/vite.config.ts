import { libraryConfig } from '../../vite.library.ts';

export default libraryConfig({ dir: import.meta.dirname, entries: { schema: 'src/schema.ts' } });
