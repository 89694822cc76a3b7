export { SdkPickerCategoryCard, type SdkPickerCategoryCardProps } from './SdkPickerCategoryCard';
