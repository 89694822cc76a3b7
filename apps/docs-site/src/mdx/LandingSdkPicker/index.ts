export { LandingSdkPicker } from './LandingSdkPicker';
