export { MATCH_LEVELS_PAGE, MatchLevelTable } from './MatchLevelTable';
