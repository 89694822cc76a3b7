export { CodeTab, CodeTabs, type CodeTabProps } from './CodeTabs';
