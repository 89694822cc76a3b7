/** The texts of the site's notices (navigation/pageNotice.tsx). */
export const PAGE_PARTS_FAILED = 'Some interactive parts did not load.';
export const PAGE_PARTS_LOADING = 'Loading the interactive parts…';
export const OFFLINE_PAGE = "You're offline. This page can't be opened until you're back online.";
export const RETRY = 'Retry';
