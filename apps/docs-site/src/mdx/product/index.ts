export { DefaultServerUrl, type DefaultServerUrlProps } from './DefaultServerUrl';
export { EnvironmentVariableTable } from './EnvironmentVariableTable';
export { MATCH_LEVELS_PAGE, MatchLevelTable } from './MatchLevelTable';
