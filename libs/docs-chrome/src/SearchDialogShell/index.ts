export { SearchDialogShell, type SearchDialogShellProps } from './SearchDialogShell';
