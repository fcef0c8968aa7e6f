import { Link } from '@tanstack/react-router';
import { Pencil, Plus, Trash2, X } from 'lucide-react';
import { useTranslation } from '~/lib/use-translation';
import { api } from '~/api/client';
import { Button } from '~/components/ui/button';
import { ConfirmButton } from '~/components/ui/confirm-button';
import { areaPaths, type Area } from '~/lib/area';
import { AddBookDialog } from './add-book-dialog';
import { NameDialog } from './name-dialog';
import type { OrganizationDetail, Shelf } from './organization.schema';
import { OrganizationSection } from './organization-section';
import { useOrganizationAction } from './use-organization-action';

/** The organization's shelves: every member reads them; owners and admins curate them. */
export function ShelvesSection({
  area,
  organization,
  canCurate,
}: {
  area: Area;
  organization: OrganizationDetail;
  canCurate: boolean;
}) {
  const { t } = useTranslation('organizations');
  const create = useOrganizationAction({
    run: (name: string) => api.shelves.create({ organizationId: organization.id, name }),
    success: t('shelves.created'),
    failure: t('shelves.createFailed'),
  });
  return (
    <OrganizationSection
      title={t('shelves.title')}
      action={
        canCurate ? (
          <NameDialog
            trigger={<Button icon={Plus}>{t('shelves.create')}</Button>}
            title={t('shelves.createTitle')}
            label={t('shelves.name')}
            submitLabel={t('shelves.create')}
            duplicateMessage={t('shelves.duplicate')}
            onSave={(name) => create.mutateAsync(name)}
          />
        ) : null
      }
    >
      {organization.shelves.length ? (
        <ul className="grid gap-4 md:grid-cols-2">
          {organization.shelves.map((shelf) => (
            <li key={shelf.id}>
              <ShelfCard area={area} shelf={shelf} canCurate={canCurate} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">{t('shelves.empty')}</p>
      )}
    </OrganizationSection>
  );
}

function ShelfCard({ area, shelf, canCurate }: { area: Area; shelf: Shelf; canCurate: boolean }) {
  const { t } = useTranslation('organizations');
  const rename = useOrganizationAction({
    run: (name: string) => api.shelves.rename({ id: shelf.id, name }),
    success: t('shelves.renamed'),
    failure: t('shelves.renameFailed'),
  });
  const remove = useOrganizationAction({
    run: () => api.shelves.delete({ id: shelf.id }),
    success: t('shelves.deleted'),
    failure: t('shelves.deleteFailed'),
  });
  const addBook = useOrganizationAction({
    run: (book: { id: string; title: string }) => api.shelves.addBook({ id: shelf.id, bookId: book.id }),
    success: (_shelf, book) => t('shelves.added', { title: book.title }),
    failure: t('shelves.addFailed'),
  });
  const removeBook = useOrganizationAction({
    run: (book: { id: string; title: string }) => api.shelves.removeBook({ id: shelf.id, bookId: book.id }),
    success: (_shelf, book) => t('shelves.removed', { title: book.title }),
    failure: t('shelves.removeFailed'),
  });

  return (
    <article className="space-y-3 rounded-lg border border-border p-4" aria-label={shelf.name}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-semibold break-words">{shelf.name}</h3>
        <span className="text-sm text-muted-foreground">
          {t('shelves.books', { count: shelf.books.length })}
        </span>
      </div>
      {shelf.books.length ? (
        <ul className="divide-y divide-border">
          {shelf.books.map((book) => (
            <li key={book.id} className="flex items-center justify-between gap-2 py-1.5">
              <Link to={areaPaths[area].book} params={{ id: book.id }} className="min-w-0 hover:underline">
                <span className="block font-medium break-words">{book.title}</span>
                <span className="block text-sm text-muted-foreground">{book.author}</span>
              </Link>
              {canCurate ? (
                <Button
                  icon={X}
                  variant="ghost"
                  size="compact"
                  className="shrink-0"
                  disabled={removeBook.isPending}
                  aria-label={t('shelves.remove', { title: book.title })}
                  onClick={() => removeBook.mutate(book)}
                />
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">{t('shelves.emptyShelf')}</p>
      )}
      {canCurate ? (
        <div className="flex flex-wrap gap-2">
          <AddBookDialog shelf={shelf} adding={addBook.isPending} onAdd={(book) => addBook.mutate(book)} />
          <NameDialog
            trigger={
              <Button
                icon={Pencil}
                variant="ghost"
                aria-label={t('shelves.renameShelf', { name: shelf.name })}
              />
            }
            title={t('shelves.renameTitle', { name: shelf.name })}
            label={t('shelves.name')}
            submitLabel={t('shelves.rename')}
            initialName={shelf.name}
            duplicateMessage={t('shelves.duplicate')}
            onSave={(name) => rename.mutateAsync(name)}
          />
          <ConfirmButton
            icon={Trash2}
            action={remove}
            variant="ghost"
            aria-label={t('shelves.deleteShelf', { name: shelf.name })}
            title={t('shelves.deleteTitle', { name: shelf.name })}
            description={t('shelves.deleteDescription')}
            confirmLabel={t('shelves.delete')}
          />
        </div>
      ) : null}
    </article>
  );
}
