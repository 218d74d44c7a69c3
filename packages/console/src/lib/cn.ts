import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';
import { Kept } from './kept';

export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}

const kept = new Kept<string, string>(500);
/**
 * Classes made by `make` once per `key` and kept, for elements drawn again and again with the same few class sets
 * (buttons, tags), where merging Tailwind classes each time makes garbage. Keys come from the code's class strings.
 */
export const keptClasses = (key: string, make: () => string): string => kept.get(key, make);
