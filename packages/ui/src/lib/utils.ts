import { clsx, type ClassValue } from "clsx"
import { twMerge } from "tailwind-merge"

/**
 * Joins class names and resolves Tailwind conflicts, last one wins.
 *
 * @param inputs - class names, arrays or `{ className: condition }` objects
 * @returns one class string without conflicting utilities
 */
function cn(...inputs: ClassValue[]) {
  return twMerge(clsx(inputs))
}

export { cn }
