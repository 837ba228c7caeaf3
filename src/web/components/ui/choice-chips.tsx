import { cn } from '@/lib/cn';

/**
 * One choice among a few, as chips: real radio inputs, so a screen reader and the keyboard treat
 * them as a group. Tapping the chosen one again clears it, since these choices are optional.
 */
export function ChoiceChips<T extends string>({
  name,
  legend,
  options,
  value,
  onChange,
}: {
  name: string;
  legend: string;
  options: readonly { id: T; label: string }[];
  value: T | '';
  onChange: (value: T | '') => void;
}) {
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-bold">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => (
          <label
            key={option.id}
            className={cn(
              'inline-flex min-h-11 cursor-pointer items-center rounded-full border px-4 text-sm font-bold',
              'has-[:focus-visible]:ring-3 has-[:focus-visible]:ring-primary-soft',
              value === option.id ? 'border-primary bg-primary text-white' : 'border-line bg-surface text-ink',
            )}
          >
            <input
              type="radio"
              name={name}
              value={option.id}
              checked={value === option.id}
              onChange={() => onChange(option.id)}
              onClick={() => value === option.id && onChange('')}
              className="sr-only"
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
