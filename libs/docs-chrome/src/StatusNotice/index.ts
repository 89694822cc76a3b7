export { StatusNotice, type StatusNoticeAction, type StatusNoticeProps } from './StatusNotice';
