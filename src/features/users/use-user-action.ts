import { useAction } from '~/lib/use-action';
import { userQueries } from './user-queries';
import { useUserRefusal } from './use-user-refusal';

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
  const describeRefusal = useUserRefusal();
  return useAction({
    ...options,
    failure: (error) => describeRefusal(error, options.failure),
    invalidates: userQueries.all(),
  });
}
