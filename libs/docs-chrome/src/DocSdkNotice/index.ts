export { DocSdkNotice, type DocSdkNoticeProps } from './DocSdkNotice';
