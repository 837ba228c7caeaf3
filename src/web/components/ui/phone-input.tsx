import { formatPhone } from '@domain/account/phone';
import type { ComponentProps } from 'react';
import { Input } from './input';

/** A phone field that writes "+55 (DD) NNNNN-NNNN" as the mother types. */
export function PhoneInput({
  onValueChange,
  ...props
}: Omit<ComponentProps<'input'>, 'type' | 'onChange'> & { value: string; onValueChange: (value: string) => void }) {
  return (
    <Input
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      onChange={(e) => onValueChange(formatPhone(e.target.value))}
      {...props}
    />
  );
}
