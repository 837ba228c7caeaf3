import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

export const buttonVariants = cva(
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-full text-[0.95rem] font-bold transition-colors disabled:pointer-events-none disabled:opacity-60 [&_svg]:size-5 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        primary: 'bg-primary text-white shadow-sm hover:bg-primary-strong',
        secondary: 'bg-primary-soft text-primary-strong hover:bg-primary-soft/70',
        outline: 'border border-line bg-surface text-ink hover:bg-primary-faint',
        ghost: 'text-ink hover:bg-primary-faint',
        inverse: 'bg-surface text-primary-strong shadow-sm hover:bg-primary-faint',
        danger: 'bg-danger text-white shadow-sm hover:bg-danger/90',
        link: 'min-h-0 rounded-md text-primary-strong underline-offset-4 hover:underline',
      },
      size: {
        sm: 'px-4',
        md: 'px-5',
        lg: 'min-h-13 px-7 text-base',
        icon: 'size-11 min-h-11',
        inline: 'px-1',
      },
    },
    defaultVariants: { variant: 'primary', size: 'md' },
  },
);

export function Button({
  className,
  variant,
  size,
  type = 'button',
  ...props
}: ComponentProps<'button'> & VariantProps<typeof buttonVariants>) {
  return (
    <button data-slot="button" type={type} className={cn(buttonVariants({ variant, size }), className)} {...props} />
  );
}
