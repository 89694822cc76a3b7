export { AnnouncementBar, type AnnouncementBarProps } from './AnnouncementBar';
