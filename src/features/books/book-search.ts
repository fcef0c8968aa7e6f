import { listCursor, searchParams, text, type SearchOf } from '~/lib/search-params';

/** The longest search term the books list takes: its URL, its search box and the API. */
export const BOOK_SEARCH_MAX_LENGTH = 100;

const bookListSearch = { searchTerm: text(BOOK_SEARCH_MAX_LENGTH), cursor: listCursor };

/** /app/books and /manager/books: the search term, and the cursor of the last page shown. */
export const validateBookListSearch = searchParams(bookListSearch);
export type BookListSearch = SearchOf<typeof bookListSearch>;
