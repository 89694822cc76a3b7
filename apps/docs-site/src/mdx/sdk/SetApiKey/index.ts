export { SetApiKey, type SetApiKeyProps } from './SetApiKey';
