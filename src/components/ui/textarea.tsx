import type { ComponentProps } from 'react';
import { cn } from '~/lib/cn';
import { controlBoxClass } from './input';

/** A text of several lines (a description): Input's look, a few rows high, resized only in height. */
export function Textarea({ className, rows = 4, ...props }: ComponentProps<'textarea'>) {
  return (
    <textarea
      rows={rows}
      className={cn(controlBoxClass, 'w-full resize-y px-3 py-2', className)}
      {...props}
    />
  );
}
