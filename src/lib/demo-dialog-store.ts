import { DEMO_MODE_ERROR } from './demo-mode';

/** Whether the read-only demo dialog is open; opened by the API clients when the server answers DEMO_MODE. */
let open = false;
const listeners = new Set<() => void>();

function set(next: boolean) {
  open = next;
  listeners.forEach((listener) => listener());
}

export const openDemoDialog = () => set(true);
export const closeDemoDialog = () => set(false);
export const demoDialogOpen = () => open;

export function subscribeToDemoDialog(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Opens the dialog when an error is the server's demo-mode refusal; true when it was. */
export function showDemoDialogFor(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  if (code !== DEMO_MODE_ERROR) return false;
  openDemoDialog();
  return true;
}
