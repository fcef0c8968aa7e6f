import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { userQueries } from './user-queries';
import { useUserRefusal } from './use-user-refusal';
import { useNotifyFailure } from '~/lib/use-refusal-message';

/**
 * A change to a user from their page: runs it, refreshes what shows the user, and toasts the outcome
 * (the server's reason when it refused, e.g. "the last admin").
 */
export function useUserAction<Input, Output>(options: {
  run: (input: Input) => Promise<Output>;
  success: string;
  failure: string;
  onDone?: (output: Output) => void | Promise<void>;
}) {
  const queryClient = useQueryClient();
  const describeRefusal = useUserRefusal();
  const notifyFailure = useNotifyFailure();
  return useMutation({
    mutationFn: options.run,
    onSuccess: async (output) => {
      toast.success(options.success);
      await options.onDone?.(output);
      await queryClient.invalidateQueries({ queryKey: userQueries.all() });
    },
    onError: (error) => notifyFailure(error, describeRefusal(error, options.failure)),
  });
}
