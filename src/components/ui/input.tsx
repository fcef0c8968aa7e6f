import type { ComponentProps } from 'react';
import { cn } from '~/lib/cn';
import { controlBoxClass } from './control-styles';

const looks = {
  text: '',
  /** A one-time code: large, monospaced digits, spaced apart. */
  code: 'text-center font-mono text-2xl! tracking-[0.5em]',
} as const;

export interface InputProps extends ComponentProps<'input'> {
  look?: keyof typeof looks;
}

/**
 * A one-line input in the design system's look; a date input's calendar button and a file input's
 * button are drawn to match in src/styles.css.
 */
export function Input({ look = 'text', className, ...props }: InputProps) {
  return <input className={cn(controlBoxClass, 'w-full px-3', looks[look], className)} {...props} />;
}
