import type { Exercise } from '@domain/exercises/exercises';
import { Clock, Heart, Repeat } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { StepIcon } from './step-icon';

export function ExerciseDialog({
  exercise,
  favorite,
  onToggleFavorite,
  onClose,
}: {
  exercise: Exercise | null;
  favorite: boolean;
  onToggleFavorite: () => void;
  onClose: () => void;
}) {
  return (
    <Dialog open={exercise !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        {exercise && (
          <>
            <DialogTitle>{exercise.title}</DialogTitle>
            <DialogDescription>{exercise.description}</DialogDescription>
            <ul className="mt-4 flex flex-wrap gap-3 text-sm font-bold">
              <li className="inline-flex items-center gap-1 rounded-full bg-primary-faint px-3 py-1">
                <Clock className="size-4" aria-hidden /> {exercise.duration}
              </li>
              <li className="inline-flex items-center gap-1 rounded-full bg-primary-faint px-3 py-1">
                <Repeat className="size-4" aria-hidden /> {exercise.frequency}
              </li>
              <li className="inline-flex items-center rounded-full bg-accent-faint px-3 py-1">{exercise.ageRange}</li>
            </ul>
            <h3 className="mt-4 font-extrabold">Como fazer</h3>
            <p className="mt-1 text-sm">{exercise.detailedDescription}</p>
            {exercise.tutorialImages && (
              <ol className="mt-3 space-y-2" aria-label="Passo a passo">
                {exercise.tutorialImages.map((step, i) => (
                  <li key={step.caption} className="flex items-center gap-3 rounded-2xl bg-background p-2">
                    <StepIcon name={step.icon} />
                    <span className="text-sm">
                      <strong>{i + 1}.</strong> {step.caption}
                    </span>
                  </li>
                ))}
              </ol>
            )}
            <h3 className="mt-4 font-extrabold">Benefícios</h3>
            <ul className="mt-1 list-disc space-y-0.5 pl-5 text-sm">
              {exercise.benefits.map((b) => (
                <li key={b}>{b}</li>
              ))}
            </ul>
            <h3 className="mt-4 font-extrabold">Cuidados</h3>
            <ul className="mt-1 list-disc space-y-0.5 pl-5 text-sm">
              {exercise.safetyTips.map((tip) => (
                <li key={tip}>{tip}</li>
              ))}
            </ul>
            <Button
              variant={favorite ? 'secondary' : 'outline'}
              className="mt-5 w-full"
              aria-pressed={favorite}
              onClick={onToggleFavorite}
            >
              <Heart className={favorite ? 'fill-current' : undefined} />{' '}
              {favorite ? 'Favorito' : 'Adicionar aos favoritos'}
            </Button>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
