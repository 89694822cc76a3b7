export { pageTitle, routePathFromContentFile, TITLE_DELIMITER } from './routes';
