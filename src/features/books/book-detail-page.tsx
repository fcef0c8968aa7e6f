import { useSuspenseQuery } from '@tanstack/react-query';
import { Pencil } from 'lucide-react';
import { useTranslation } from '~/lib/use-translation';
import { BackLink } from '~/components/back-link';
import { Card } from '~/components/ui/card';
import { useCan } from '~/lib/use-viewer';
import { areaPaths, type Area } from '~/lib/area';
import { bookQueries } from './book-queries';
import { DeleteBookButton } from './delete-book-button';
import { ButtonLink } from '~/components/ui/button-link';
import { FactList } from '~/components/fact-list';
import { BookCover } from './book-cover';
import { useGenreName } from './genre-name';

export function BookDetailPage({ area, id }: { area: Area; id: string }) {
  const { t } = useTranslation('books');
  const { data: book } = useSuspenseQuery(bookQueries.detail(id));
  const genreName = useGenreName();
  const canUpdate = useCan({ book: ['update'] }) && area === 'manager';
  const canDelete = useCan({ book: ['delete'] }) && area === 'manager';
  const fields = [
    [t('fields.author'), book.author],
    [t('fields.genre'), book.genre ? genreName(book.genre) : t('noGenre')],
    [t('fields.publisher'), book.publisher ?? t('noPublisher')],
  ] as const;

  return (
    <section className="space-y-4">
      <BackLink to={areaPaths[area].books} label={t('back')} />
      <Card className="flex flex-col gap-6 sm:flex-row">
        <BookCover book={book} size="large" className="w-40 shrink-0 sm:w-60" />
        <div className="min-w-0 flex-1 space-y-4">
          <h1 className="text-2xl font-bold break-words">{book.title}</h1>
          <FactList facts={fields} />
          {canUpdate || canDelete ? (
            <div className="flex flex-wrap gap-2">
              {canUpdate ? (
                <ButtonLink variant="outline" to="/manager/books/$id/update" params={{ id: book.id }}>
                  <Pencil aria-hidden className="size-4" />
                  {t('edit')}
                </ButtonLink>
              ) : null}
              {canDelete ? <DeleteBookButton book={book} /> : null}
            </div>
          ) : null}
        </div>
      </Card>
    </section>
  );
}
