import type { SafetyCard as SafetyCardNumbers } from '@domain/safety/safety-card';
import { CALL_192_LINE, CRISIS_LINE } from '@domain/safety/urgent-openings';
import { HeartHandshake, Phone, Siren, X } from 'lucide-react';

const CALL_LINK =
  'inline-flex min-h-11 items-center gap-2 rounded-full px-4 font-extrabold text-white [&_svg]:size-4 [&_svg]:shrink-0';

/**
 * Shown to the author alone, right after she publishes words of a crisis or of an emergency:
 * her post is already out, the card only puts 192 (first, for the baby) and CVV 188 in reach.
 * The title names the help and leaves the first sentence to the line below it.
 */
export function SafetyCard({
  card,
  published,
  onClose,
}: {
  card: SafetyCardNumbers;
  published: 'post' | 'comentário';
  onClose: () => void;
}) {
  const Icon = card.emergency ? Siren : HeartHandshake;
  return (
    <section
      role="alert"
      aria-labelledby="safety-card-title"
      className="relative rounded-[var(--radius-card)] border border-red-200 bg-red-50 p-4 pr-12 text-red-950"
    >
      <h2 id="safety-card-title" className="flex items-center gap-2 text-lg font-extrabold">
        <Icon className="size-5 shrink-0" aria-hidden />
        {card.emergency ? 'Ligue 192 agora' : 'Apoio agora, a qualquer hora'}
      </h2>
      {card.emergency && <p className="mt-1 text-sm">{CALL_192_LINE}</p>}
      {card.crisis && <p className="mt-1 text-sm">{CRISIS_LINE}</p>}
      <div className="mt-3 flex flex-wrap gap-2">
        <a href="tel:192" className={`${CALL_LINK} bg-red-700`}>
          <Phone aria-hidden />
          Ligar 192 (SAMU)
        </a>
        {card.crisis && (
          <a href="tel:188" className={`${CALL_LINK} bg-primary-strong`}>
            <Phone aria-hidden />
            Ligar 188 (CVV)
          </a>
        )}
      </div>
      <p className="mt-3 text-xs">Seu {published} foi publicado. Só você vê esta mensagem.</p>
      <button
        type="button"
        onClick={onClose}
        aria-label="Fechar aviso"
        className="absolute top-2 right-2 inline-flex size-11 items-center justify-center rounded-full hover:bg-red-100"
      >
        <X className="size-5" aria-hidden />
      </button>
    </section>
  );
}
