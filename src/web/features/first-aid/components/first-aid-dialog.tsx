import { CALL_ON_SPEAKERPHONE, type FirstAidGuide, type FirstAidPart } from '@domain/first-aid/first-aid';
import { Phone } from 'lucide-react';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';

function GuidePart({ part }: { part: FirstAidPart }) {
  return (
    <section className="mt-4" data-slot="first-aid-part">
      {part.heading && <h3 className="mb-2 font-extrabold">{part.heading}</h3>}
      <ol className="space-y-2">
        {part.steps.map((step, i) => (
          <li key={step} className="flex gap-3 rounded-2xl bg-background p-3 text-sm">
            <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-red-100 font-extrabold text-red-800">
              {i + 1}
            </span>
            {step}
          </li>
        ))}
      </ol>
    </section>
  );
}

/** One guide, step by step, with the way to call the SAMU always at the end. */
export function FirstAidDialog({
  guide,
  samuTel,
  onClose,
}: {
  guide: FirstAidGuide | null;
  samuTel: string;
  onClose: () => void;
}) {
  return (
    <Dialog open={guide !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        {guide && (
          <>
            <DialogTitle>{guide.title}</DialogTitle>
            <DialogDescription>{guide.summary}</DialogDescription>
            {guide.parts.map((part) => (
              <GuidePart key={part.heading ?? part.steps[0]} part={part} />
            ))}
            <p className="mt-4 rounded-2xl bg-red-50 p-3 text-sm font-bold text-red-900">{guide.warning}</p>
            <p className="mt-4 text-sm font-bold">{CALL_ON_SPEAKERPHONE}</p>
            <a
              href={`tel:${samuTel}`}
              className="mt-2 flex min-h-12 items-center justify-center gap-2 rounded-full bg-danger font-extrabold text-white"
            >
              <Phone className="size-5" aria-hidden /> Ligar 192
            </a>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
