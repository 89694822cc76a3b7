export { TableOfContents, tocIds, type TableOfContentsProps } from './TableOfContents';
