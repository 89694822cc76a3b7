/** The texts of the site's notices (navigation/pageNotice.tsx). */
export const PAGE_PARTS_FAILED = 'Some interactive parts did not load.';
export const PAGE_PARTS_LOADING = 'Loading the interactive parts…';
export const OFFLINE_PAGE = "You're offline. This page can't be opened until you're back online.";
export const RETRY = 'Retry';
/** The app's own script did not load on a prerendered page: the page stays readable, a reload may fix it. */
export const APP_FAILED = 'Some interactive parts did not load. The page is still here to read.';
export const RELOAD = 'Reload';
