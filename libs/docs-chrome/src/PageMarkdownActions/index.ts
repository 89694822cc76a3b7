export { PageMarkdownActions, type PageMarkdownActionsProps } from './PageMarkdownActions';
