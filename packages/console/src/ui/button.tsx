import { Slot } from '@radix-ui/react-slot';
import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn, keptClasses } from '@/lib/cn';

const buttonVariants = cva(
  'inline-flex items-center justify-center gap-1.5 whitespace-nowrap rounded border text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary disabled:cursor-not-allowed disabled:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        primary: 'border-primary bg-primary text-white hover:bg-primary-hover',
        default: 'border-line bg-white text-gray-700 hover:border-primary hover:text-primary',
        danger: 'border-danger bg-danger text-white hover:opacity-90',
        ghost: 'border-transparent bg-transparent text-gray-600 hover:bg-gray-100',
        link: 'border-transparent bg-transparent px-0 text-primary hover:underline',
      },
      size: {
        sm: 'h-7 px-2.5 text-xs',
        md: 'h-8 px-3.5',
        lg: 'h-10 px-5 text-base',
        icon: 'size-8',
      },
    },
    defaultVariants: { variant: 'default', size: 'md' },
  },
);

export type ButtonProps = ComponentProps<'button'> & VariantProps<typeof buttonVariants> & { asChild?: boolean };

export function Button({ className, variant, size, asChild = false, type = 'button', ...props }: ButtonProps) {
  const Comp = asChild ? Slot : 'button';
  return (
    <Comp
      type={asChild ? undefined : type}
      className={keptClasses(`button|${variant ?? ''}|${size ?? ''}|${className ?? ''}`, () =>
        cn(buttonVariants({ variant, size }), className),
      )}
      {...props}
    />
  );
}
