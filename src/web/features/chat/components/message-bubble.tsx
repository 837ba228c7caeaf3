import { Bookmark } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

export function MessageBubble({
  role,
  text,
  suggestions = [],
  onAsk,
  onSaveTip,
  saving,
}: {
  role: 'user' | 'assistant';
  text: string;
  /** Subjects Lu offers under her reply: a tap asks about it. */
  suggestions?: string[];
  onAsk?: (question: string) => void;
  onSaveTip?: () => void;
  saving?: boolean;
}) {
  const mine = role === 'user';
  return (
    <li className={cn('flex', mine ? 'justify-end' : 'justify-start')}>
      <div
        className={cn(
          'max-w-[85%] rounded-3xl px-4 py-3 shadow-sm',
          mine ? 'rounded-br-md bg-primary text-white' : 'rounded-bl-md bg-surface text-ink',
        )}
      >
        {!mine && <p className="mb-1 text-xs font-extrabold text-accent">Lu</p>}
        <p className="whitespace-pre-line text-[0.95rem] leading-relaxed">{text}</p>
        {onAsk && suggestions.length > 0 && (
          <ul className="mt-2 flex flex-wrap gap-2" aria-label="Assuntos sugeridos">
            {suggestions.map((subject) => (
              <li key={subject}>
                <button
                  type="button"
                  onClick={() => onAsk(subject)}
                  className="min-h-11 rounded-2xl border border-primary/30 bg-primary-faint px-3 py-2 text-left text-sm font-bold text-primary-strong"
                >
                  {subject}
                </button>
              </li>
            ))}
          </ul>
        )}
        {onSaveTip && (
          <Button
            variant="ghost"
            size="sm"
            className="-ml-2 mt-1 min-h-9 text-primary-strong"
            onClick={onSaveTip}
            disabled={saving}
          >
            <Bookmark className="size-4" /> Salvar dica
          </Button>
        )}
      </div>
    </li>
  );
}

export function TypingIndicator() {
  return (
    <li className="flex justify-start" role="status" aria-label="Lu está digitando">
      <div className="flex gap-1 rounded-3xl rounded-bl-md bg-surface px-4 py-4 shadow-sm">
        {[0, 150, 300].map((delay) => (
          <span
            key={delay}
            className="size-2 animate-bounce rounded-full bg-accent"
            style={{ animationDelay: `${delay}ms` }}
          />
        ))}
      </div>
    </li>
  );
}
