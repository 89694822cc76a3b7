export { DefaultServerUrl, type DefaultServerUrlProps } from './DefaultServerUrl';
