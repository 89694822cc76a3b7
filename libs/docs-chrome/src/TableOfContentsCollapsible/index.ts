export { TableOfContentsCollapsible, type TableOfContentsCollapsibleProps } from './TableOfContentsCollapsible';
