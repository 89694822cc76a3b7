export { SDK_KEYS, DEFAULT_SDK, type SdkKey } from './keys';
