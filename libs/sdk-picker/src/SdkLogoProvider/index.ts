export { SdkLogoProvider, useSdkLogoSrc, type SdkLogoProviderProps, type SdkLogoSrc } from './SdkLogoProvider';
