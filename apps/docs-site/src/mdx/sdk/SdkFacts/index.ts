export { SdkFacts, type SdkFactsProps } from './SdkFacts';
