/**
 * The box every one-line control draws (Input, Select, a date or file input): the design system's
 * height, radius, input border and card background, 16 px text on phones (no zoom on focus) and 14 px
 * from the `sm` width. Width, padding at the ends and text alignment are each control's own.
 */
export const controlBoxClass =
  'block min-h-control rounded-md border border-input bg-card text-base text-foreground shadow-xs transition-colors sm:text-sm placeholder:text-muted-foreground aria-invalid:border-destructive disabled:cursor-not-allowed disabled:opacity-60';
