import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from '~/lib/use-translation';
import { toast } from '~/lib/toast';
import { DeleteButton } from '~/components/ui/delete-button';
import { api } from '~/api/client';
import type { Book } from './book.schema';
import { bookQueries } from './book-queries';
import { useNotifyFailure } from '~/lib/use-refusal-message';

export function DeleteBookButton({ book }: { book: Book }) {
  const { t } = useTranslation('books');
  const notifyFailure = useNotifyFailure();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const deletion = useMutation({
    mutationFn: () => api.books.delete({ id: book.id }),
    onSuccess: async () => {
      toast.success(t('delete.success'));
      await navigate({ to: '/manager/books' });
      queryClient.removeQueries({ queryKey: bookQueries.detail(book.id).queryKey });
      await queryClient.invalidateQueries({ queryKey: bookQueries.all() });
    },
    onError: (error) => notifyFailure(error, t('delete.failed')),
  });

  return (
    <DeleteButton
      action={deletion}
      label={t('delete.button')}
      title={t('delete.confirmTitle')}
      description={t('delete.confirmDescription', { title: book.title })}
    />
  );
}
