export { BaseUrlBanner, type BaseUrlBannerProps } from './BaseUrlBanner';
