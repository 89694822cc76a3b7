export {
  SearchDialog,
  type AllSdksChangeSource,
  type SearchDialogProps,
  type SearchResultGroup,
  type SearchResultItem,
  type SearchStatus,
} from './SearchDialog';
export { excerptWindow, highlightSegments, type TextSegment } from './excerpt';
