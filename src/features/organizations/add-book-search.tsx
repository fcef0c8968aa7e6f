import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '~/lib/use-translation';
import { orpc } from '~/api/client';
import { SearchInput } from '~/components/search-input';
import { Button } from '~/components/ui/button';
import { FormDialog } from '~/components/ui/form-dialog';
import type { Shelf } from './organization.schema';

const RESULTS = 8;

/** AddBookDialog's dialog, open (loaded by add-book-dialog.tsx when it opens). */
export default function AddBookSearch({
  shelf,
  onAdd,
  adding,
  onClose,
}: {
  shelf: Shelf;
  onAdd: (book: { id: string; title: string }) => void;
  adding: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('organizations');
  const [searchTerm, setSearchTerm] = useState('');
  const found = useQuery({
    ...orpc.books.list.queryOptions({ input: { searchTerm: searchTerm || undefined, limit: RESULTS } }),
    placeholderData: keepPreviousData,
  });
  const onShelf = new Set(shelf.books.map((book) => book.id));
  const books = found.data?.items ?? [];
  return (
    <FormDialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('shelves.addBookTitle', { name: shelf.name })}
    >
      <div className="space-y-3">
        <SearchInput value={searchTerm} onSearch={setSearchTerm} label={t('shelves.searchBooks')} />
        <ul className="max-h-80 space-y-1 overflow-y-auto" aria-busy={found.isFetching}>
          {books.map((book) => (
            <li key={book.id} className="flex items-center justify-between gap-2 rounded-md px-2 py-1">
              <span className="min-w-0">
                <span className="block font-medium break-words">{book.title}</span>
                <span className="block text-sm text-muted-foreground">{book.author}</span>
              </span>
              {onShelf.has(book.id) ? (
                <span className="shrink-0 text-xs text-muted-foreground">{t('shelves.onShelf')}</span>
              ) : (
                <Button
                  icon={Plus}
                  variant="outline"
                  className="shrink-0"
                  disabled={adding}
                  aria-label={t('shelves.add', { title: book.title })}
                  onClick={() => onAdd(book)}
                />
              )}
            </li>
          ))}
        </ul>
        {found.isSuccess && !books.length ? <p role="status">{t('shelves.noBooksFound')}</p> : null}
      </div>
    </FormDialog>
  );
}
