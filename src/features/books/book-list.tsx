import { Link } from '@tanstack/react-router';
import { useTranslation } from '~/lib/use-translation';
import { DataTable } from '~/components/ui/data-table';
import { areaPaths, type Area } from '~/lib/area';
import type { Book } from './book.schema';
import { BookCover } from './book-cover';
import { useGenreName } from './genre-name';

/** Books as cards (phones, and the whole /app area) or as a table (the manager area on wider screens). */
export function BookList({ books, area }: { books: Book[]; area: Area }) {
  const { t } = useTranslation('books');
  const genreName = useGenreName();
  const detail = areaPaths[area].book;
  return (
    <>
      <ul
        className={area === 'manager' ? 'grid gap-3 md:hidden' : 'grid gap-3 sm:grid-cols-2 lg:grid-cols-3'}
      >
        {books.map((book) => (
          <li key={book.id}>
            <Link
              to={detail}
              params={{ id: book.id }}
              className="flex h-full gap-4 rounded-xl border border-border bg-card p-3 shadow-sm transition-colors hover:border-primary"
            >
              <BookCover book={book} size="small" className="w-20 shrink-0" />
              <div className="flex min-w-0 flex-1 flex-col gap-1">
                <p className="line-clamp-2 leading-snug font-semibold">{book.title}</p>
                <p className="text-sm text-muted-foreground">{book.author}</p>
                <div className="mt-auto flex flex-wrap items-center gap-x-2 gap-y-1 pt-2 text-xs">
                  <span className="rounded-full border border-border bg-muted px-2 py-0.5 font-medium">
                    {book.genre ? genreName(book.genre) : t('noGenre')}
                  </span>
                  <span className="text-muted-foreground">{book.publisher ?? t('noPublisher')}</span>
                </div>
              </div>
            </Link>
          </li>
        ))}
      </ul>
      {area === 'manager' ? (
        <DataTable
          label={t('title')}
          className="hidden md:block"
          columns={[t('fields.title'), t('fields.author'), t('fields.genre'), t('fields.publisher')]}
        >
          {books.map((book) => (
            <tr key={book.id} className="border-t border-border">
              <td className="px-4 py-2">
                <div className="flex items-center gap-3">
                  <BookCover book={book} size="small" className="w-10 shrink-0" />
                  <Link
                    to={detail}
                    params={{ id: book.id }}
                    className="font-medium text-primary hover:underline"
                  >
                    {book.title}
                  </Link>
                </div>
              </td>
              <td className="px-4 py-2">{book.author}</td>
              <td className="px-4 py-2">{book.genre ? genreName(book.genre) : t('noGenre')}</td>
              <td className="px-4 py-2">{book.publisher ?? t('noPublisher')}</td>
            </tr>
          ))}
        </DataTable>
      ) : null}
    </>
  );
}
