/** Cards per page of the search page: its own module, so that the server bench sends the page's very query. */
export const PAGE_SIZE = 24;
