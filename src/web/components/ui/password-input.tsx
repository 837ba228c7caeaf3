import { Eye, EyeOff } from 'lucide-react';
import { type ComponentProps, useState } from 'react';
import { Input } from './input';

/** A secret typed hidden, with a button to see it; `noun` names it on the button ("Mostrar chave"). */
export function PasswordInput({ noun = 'senha', ...props }: Omit<ComponentProps<'input'>, 'type'> & { noun?: string }) {
  const [visible, setVisible] = useState(false);
  const label = `${visible ? 'Ocultar' : 'Mostrar'} ${noun}`;
  return (
    <div className="relative">
      <Input type={visible ? 'text' : 'password'} className="pr-12" {...props} />
      <button
        type="button"
        onClick={() => setVisible((v) => !v)}
        aria-label={label}
        title={label}
        className="absolute inset-y-0 right-0 flex w-12 items-center justify-center rounded-r-2xl text-muted hover:text-ink"
      >
        {visible ? <EyeOff className="size-5" /> : <Eye className="size-5" />}
      </button>
    </div>
  );
}
