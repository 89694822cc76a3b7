export { ContentLink } from './ContentLink';
