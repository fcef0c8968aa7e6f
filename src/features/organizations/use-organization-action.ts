import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { refusalOf } from '~/lib/refusal';
import { useNotifyFailure } from '~/lib/use-refusal-message';
import { organizationQueries } from './organization-queries';

/**
 * A change in an organization: runs it, refreshes what shows organizations, and toasts the outcome (the
 * server's translated reason when it refused, e.g. "You cannot leave the organization as the only owner").
 */
export function useOrganizationAction<Input, Output>(options: {
  run: (input: Input) => Promise<Output>;
  success: string | ((output: Output, input: Input) => string);
  failure: string;
  onDone?: (output: Output) => void | Promise<void>;
}) {
  const queryClient = useQueryClient();
  const notifyFailure = useNotifyFailure();
  return useMutation({
    mutationFn: options.run,
    onSuccess: async (output, input) => {
      toast.success(typeof options.success === 'string' ? options.success : options.success(output, input));
      // Fresh first: a page navigated to next (the list after leaving) must not show what was.
      await queryClient.invalidateQueries({ queryKey: organizationQueries.all() });
      await options.onDone?.(output);
    },
    onError: (error) => {
      // A name already taken is said on the form's field (NameDialog), not again in a toast.
      if (refusalOf(error).reason === 'duplicate') return;
      notifyFailure(error, options.failure);
    },
  });
}
