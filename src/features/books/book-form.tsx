import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { hasUnsavedChanges, useForm } from '~/lib/use-form';
import { useTranslation } from '~/lib/use-translation';
import { toast } from '~/lib/toast';
import { ORPCError } from '@orpc/client';
import { FormField } from '~/components/ui/form-field';
import { Input } from '~/components/ui/input';
import { Select } from '~/components/ui/select';
import { FormCard } from '~/components/form-card';
import { useTranslatedError } from '~/lib/use-translated-error';
import { api } from '~/api/client';
import { bookInputSchema, DUPLICATE_TITLE, type Book, type BookInput } from './book.schema';
import { bookQueries, genreQueries } from './book-queries';
import { useNotifyFailure } from '~/lib/use-refusal-message';
import { ImageUploadField, type ImageChange } from '~/components/image-upload-field';
import { BookCover } from './book-cover';
import { useGenreName } from './genre-name';

/** The one form for a new book and for an existing one. */
export function BookForm({ book }: { book?: Book }) {
  const { t, i18n } = useTranslation('books');
  const genreName = useGenreName();
  const notifyFailure = useNotifyFailure();
  const translateError = useTranslatedError();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { data: genres } = useSuspenseQuery(genreQueries.list());
  const form = useForm<BookInput>({
    resolver: zodResolver(bookInputSchema),
    defaultValues: {
      title: book?.title ?? '',
      author: book?.author ?? '',
      genreId: book?.genre?.id ?? '',
      publisher: book?.publisher ?? '',
    },
  });
  const { errors, isSubmitting } = form.formState;
  const saved = useRef(false);
  const [coverChange, setCoverChange] = useState<ImageChange>({ kind: 'keep' });

  /** The cover the person chose, applied once the book is saved; returns the cover it has now. */
  const applyCover = async (savedBook: Book): Promise<Book['cover']> => {
    if (coverChange.kind === 'remove') {
      await api.books.removeCover({ id: savedBook.id });
      return null;
    }
    if (coverChange.kind === 'keep') return savedBook.cover;
    const uploadId = await coverChange.uploaded;
    // The field has said why the upload failed; the book keeps its cover.
    if (!uploadId) throw new Error('The cover upload failed');
    return (await api.books.setCover({ id: savedBook.id, uploadId })).cover;
  };

  const save = useMutation({
    mutationFn: (input: BookInput) =>
      book
        ? api.books.update({ ...bookInputSchema.parse(input), id: book.id })
        : api.books.create(bookInputSchema.parse(input)),
    onSuccess: async (result) => {
      saved.current = true;
      // The book is saved; a cover the server refuses is said, and the book stays as saved.
      const cover = await applyCover(result).catch((error: unknown) => {
        notifyFailure(error, t('form.coverFailed'));
        return result.cover;
      });
      queryClient.setQueryData(bookQueries.detail(result.id).queryKey, { ...result, cover });
      await queryClient.invalidateQueries({ queryKey: bookQueries.all() });
      toast.success(book ? t('form.updated') : t('form.created'));
      await navigate({ to: '/manager/books/$id', params: { id: result.id } });
    },
    onError: (error) => {
      if (
        error instanceof ORPCError &&
        error.code === 'CONFLICT' &&
        error.data?.field === DUPLICATE_TITLE.field
      ) {
        form.setError('title', { message: 'validation:titleDuplicate' }, { shouldFocus: true });
        return;
      }
      notifyFailure(error, t('form.failed'));
    },
  });

  return (
    <FormCard
      title={book ? t('form.updateTitle') : t('form.createTitle')}
      onSubmit={form.handleSubmit((input) => save.mutateAsync(input).catch(() => {}))}
      submitLabel={t('form.submit')}
      pendingLabel={t('form.saving')}
      pending={isSubmitting}
      hasUnsavedChanges={() => (hasUnsavedChanges(form) || coverChange.kind !== 'keep') && !saved.current}
    >
      <FormField label={t('fields.title')} error={translateError(errors.title?.message)}>
        <Input autoFocus {...form.register('title')} />
      </FormField>
      <FormField label={t('fields.author')} error={translateError(errors.author?.message)}>
        <Input {...form.register('author')} />
      </FormField>
      <FormField label={t('fields.genre')} error={translateError(errors.genreId?.message)}>
        <Select {...form.register('genreId')}>
          <option value="">{t('form.chooseGenre')}</option>
          {genres
            .map((genre) => ({ id: genre.id, name: genreName(genre) }))
            .sort((a, b) => a.name.localeCompare(b.name, i18n.language))
            .map((genre) => (
              <option key={genre.id} value={genre.id}>
                {genre.name}
              </option>
            ))}
        </Select>
      </FormField>
      <FormField label={t('fields.publisher')} error={translateError(errors.publisher?.message)}>
        <Input {...form.register('publisher')} />
      </FormField>
      <ImageUploadField
        label={t('fields.cover')}
        hasImage={Boolean(book?.cover)}
        start={(contentType) => api.books.createCoverUpload({ contentType })}
        onChange={setCoverChange}
        preview={({ src, removed }) => (
          <BookCover
            size="small"
            previewSrc={src}
            book={{
              title: form.watch('title') || book?.title || '',
              author: form.watch('author') || book?.author || '',
              cover: removed ? null : (book?.cover ?? null),
            }}
          />
        )}
      />
    </FormCard>
  );
}
