import { toast } from 'sonner';
import { DEMO_MODE_ERROR } from './demo-mode';

/**
 * Toasts that an action failed — unless the server refused it because this is a read-only demo, which
 * the demo dialog already says.
 */
export function notifyFailure(error: unknown, message: string): void {
  if ((error as { code?: unknown } | null)?.code === DEMO_MODE_ERROR) return;
  toast.error(message);
}
