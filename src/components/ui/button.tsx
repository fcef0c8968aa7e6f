import { Slot } from '@radix-ui/react-slot';
import { useHydrated } from '@tanstack/react-router';
import type { LucideIcon } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '~/lib/cn';

const variants = {
  primary: 'bg-primary text-primary-foreground shadow-xs hover:opacity-90',
  outline: 'border border-input bg-card shadow-xs hover:bg-muted',
  ghost: 'hover:bg-muted',
  destructive: 'bg-destructive text-destructive-foreground hover:opacity-90',
  link: 'underline-offset-4 hover:underline text-primary',
} as const;

// Height and side padding; a link-looking button has none. A `className` only adds what these do not
// set (width, margins, visibility): classes are joined, never merged, so two paddings would fight.
const sizes = {
  default: 'min-h-control px-4',
  /** An icon with a short label or none (remove, resend). */
  compact: 'min-h-control px-3',
  /** An icon alone, or an avatar (menus, back). */
  icon: 'min-h-control px-2',
  /** Inside a one-line banner. */
  small: 'min-h-8 px-3',
} as const;

export interface ButtonProps extends ComponentProps<'button'> {
  variant?: keyof typeof variants;
  size?: keyof typeof sizes;
  asChild?: boolean;
  /**
   * An icon before its text, or alone (then name the button with `aria-label`): decorative, 16 px. An
   * icon that must turn in right-to-left languages (an arrow, a door) is a child instead, with its class.
   * A button drawn by its child (`asChild`) draws its own icon.
   */
  icon?: LucideIcon;
}

/**
 * A button, or (asChild) a link styled as one. A plain `type="button"` does something only through
 * JavaScript, so it is shown disabled until the page is hydrated: a click before then is never lost
 * without a sign. Links and submit buttons decide for themselves.
 */
export function Button({
  variant = 'primary',
  size = 'default',
  asChild,
  className,
  type = 'button',
  disabled,
  icon: Icon,
  children,
  ...props
}: ButtonProps) {
  const hydrated = useHydrated();
  const Component = asChild ? Slot : 'button';
  const waitingForScript = !asChild && type === 'button' && !hydrated;
  return (
    <Component
      type={asChild ? undefined : type}
      disabled={waitingForScript || disabled}
      className={cn(
        'inline-flex items-center justify-center gap-2 rounded-md text-sm font-medium transition-colors disabled:pointer-events-none disabled:opacity-60',
        variants[variant],
        variant === 'link' ? 'min-h-control' : sizes[size],
        className,
      )}
      {...props}
    >
      {Icon && !asChild ? (
        <>
          <Icon aria-hidden className="size-icon" />
          {children}
        </>
      ) : (
        children
      )}
    </Component>
  );
}
