export { DocPaginator, type DocPaginatorProps } from './DocPaginator';
