export {
  DocsChromeProvider,
  PlainLink,
  useDocsChrome,
  type DocsChromeContextValue,
  type DocsChromeLink,
  type DocsChromeLinkProps,
  type DocsChromeProviderProps,
} from './DocsChromeProvider';
