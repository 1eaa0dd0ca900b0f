/** Longer city or university text is refused by the backend and cut by the search page. */
export const SEARCH_TEXT_MAX_LENGTH = 200;
