export { SdkKeyList, type SdkKeyListProps } from './SdkKeyList';
