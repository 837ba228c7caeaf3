import { type ClassValue, clsx } from 'clsx';

/**
 * Joins class names. There is no conflict merging (tailwind-merge would cost the landing page
 * 8 KB gzip): components take only classes that do not compete with their own.
 */
export const cn = (...inputs: ClassValue[]) => clsx(inputs);
