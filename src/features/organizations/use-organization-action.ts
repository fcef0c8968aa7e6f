import { useAction } from '~/lib/use-action';
import { refusalOf } from '~/lib/refusal';
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
  return useAction({
    ...options,
    // A name already taken is said on the form's field (NameDialog), not again in a toast.
    failure: (error) => (refusalOf(error).reason === 'duplicate' ? null : options.failure),
    invalidates: organizationQueries.all(),
  });
}
