export { EnvironmentVariableTable } from './EnvironmentVariableTable';
