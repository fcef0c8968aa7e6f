import { Plus } from 'lucide-react';
import { lazy } from 'react';
import { useTranslation } from '~/lib/use-translation';
import { Button } from '~/components/ui/button';
import { DialogButton } from '~/components/ui/dialog-button';
import type { Shelf } from './organization.schema';

const loadSearch = () => import('./add-book-search');
const AddBookSearch = lazy(loadSearch);

/** Finds catalogue books and puts them on a shelf, one click each; what is already there says so. */
export function AddBookDialog({
  shelf,
  onAdd,
  adding,
}: {
  shelf: Shelf;
  onAdd: (book: { id: string; title: string }) => void;
  adding: boolean;
}) {
  const { t } = useTranslation('organizations');
  return (
    <DialogButton
      trigger={
        <Button icon={Plus} variant="outline">
          {t('shelves.addBook')}
        </Button>
      }
      preload={loadSearch}
    >
      {(close) => <AddBookSearch shelf={shelf} onAdd={onAdd} adding={adding} onClose={close} />}
    </DialogButton>
  );
}
