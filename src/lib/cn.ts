import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names. Nothing is merged: a component's `className` only adds what its own classes do not
 * set, and what it lets callers change (a Button's size, a Card's padding) is a prop.
 */
export function cn(...inputs: ClassValue[]) {
  return clsx(inputs);
}
