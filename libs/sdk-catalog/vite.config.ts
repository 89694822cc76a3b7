import { libraryConfig } from '../../tools/vite/library.ts';

export default libraryConfig({ dir: import.meta.dirname });
