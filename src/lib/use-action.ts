import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { toast } from '~/lib/toast';
import { useNotifyFailure } from './use-refusal-message';

export interface ActionOptions<Input, Output> {
  run: (input: Input) => Promise<Output>;
  /** The toast when it worked (given the answer and what was asked). */
  success: string | ((output: Output, input: Input) => string);
  /** What to say when it failed, from the refusal; null when the page says it itself (on a field). */
  failure: (error: unknown) => string | null;
  /** The queries the change makes stale; refetched after `onDone`, so a page left there is not refetched. */
  invalidates: QueryKey;
  onDone?: (output: Output) => void | Promise<void>;
}

/**
 * A change made from a page: runs it, toasts the outcome (a translated refusal when the server said
 * no; nothing for a read-only demo, whose dialog says so), then refreshes what shows it.
 */
export function useAction<Input, Output>(options: ActionOptions<Input, Output>) {
  const queryClient = useQueryClient();
  const notifyFailure = useNotifyFailure();
  return useMutation({
    mutationFn: options.run,
    onSuccess: async (output, input) => {
      toast.success(typeof options.success === 'string' ? options.success : options.success(output, input));
      await options.onDone?.(output);
      await queryClient.invalidateQueries({ queryKey: options.invalidates });
    },
    onError: (error) => {
      const failure = options.failure(error);
      if (failure !== null) notifyFailure(error, failure);
    },
  });
}
