/** The look of every modal (confirmations and form dialogs), in one place. */
export const dialogOverlayClass = 'fixed inset-0 z-40 bg-black/50';
// Centred on wider screens; a bottom drawer (full width, anchored to the bottom edge) on phones.
export const dialogContentClass =
  'fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl border border-border bg-card p-6 shadow-lg ' +
  'phone:top-auto phone:bottom-0 phone:left-0 phone:w-full phone:max-w-none phone:translate-x-0 phone:translate-y-0 phone:rounded-b-none phone:pb-[calc(1.5rem+env(safe-area-inset-bottom))]';
export const dialogTitleClass = 'text-lg font-semibold break-words';
export const dialogDescriptionClass = 'mt-2 text-sm text-muted-foreground';
export const dialogActionsClass = 'mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end';
/**
 * Radix turns pointer events off on <body> as a modal mounts and turns them back on for the dialog one
 * render later; on a slow phone that render can wait behind hydration, and a tap on the dialog's own
 * buttons then lands nowhere. The dialog is always the layer on top, so it always takes pointer events.
 */
export const dialogContentStyle = { pointerEvents: 'auto' } as const;
