export { SearchUnavailable, type SearchUnavailableProps } from './SearchUnavailable';
