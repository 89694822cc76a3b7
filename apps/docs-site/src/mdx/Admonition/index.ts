export { Admonition, type AdmonitionProps, type AdmonitionType } from './Admonition';
