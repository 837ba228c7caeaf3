import {
  BABY_AGE_BANDS,
  BABY_EXERCISES_SOURCE,
  EXERCISES,
  type Exercise,
  exercisesForBand,
  MOM_EXERCISES,
} from '@domain/exercises/exercises';
import { ChevronRight, Heart } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { toast } from '@/lib/toast';
import { useMe } from '@/shared/session/session';
import { ExerciseDialog } from './components/exercise-dialog';
import { useFavoriteExercises } from './use-favorite-exercises';

function ExerciseCards({
  exercises,
  isFavorite,
  onOpen,
}: {
  exercises: Exercise[];
  isFavorite: (id: number) => boolean;
  onOpen: (e: Exercise) => void;
}) {
  return (
    <ul className="space-y-3">
      {exercises.map((exercise) => (
        <li key={exercise.id}>
          <button
            type="button"
            onClick={() => onOpen(exercise)}
            className="flex w-full items-center gap-3 rounded-[var(--radius-card)] border border-line bg-surface p-4 text-left shadow-[var(--shadow-card)]"
          >
            <span className="min-w-0 flex-1">
              <span className="flex items-center gap-2 font-extrabold">
                {exercise.title}
                {isFavorite(exercise.id) && (
                  <Heart className="size-4 fill-primary text-primary" aria-label="Favorito" />
                )}
              </span>
              <span className="mt-1 block text-sm text-muted">{exercise.description}</span>
              <span className="mt-2 block text-xs font-bold text-muted">
                {exercise.duration} · {exercise.frequency}
              </span>
            </span>
            <ChevronRight className="size-5 shrink-0 text-muted" aria-hidden />
          </button>
        </li>
      ))}
    </ul>
  );
}

/** The band of a baby exercise, for a link that opens it (`?exercicio=5`, from a milestone). */
const bandOf = (exercise: Exercise | undefined) =>
  BABY_AGE_BANDS.find((b) => exercise && b.minAgeMonths === exercise.minAgeMonths)?.id ?? BABY_AGE_BANDS[0]!.id;

export default function ExercisesPage() {
  const me = useMe();
  const favorites = useFavoriteExercises(me.data?.user.id ?? 'anonymous');
  const [params] = useSearchParams();
  const linked = EXERCISES.find((e) => e.category === 'baby' && String(e.id) === params.get('exercicio'));
  const [open, setOpen] = useState<Exercise | null>(linked ?? null);

  const toggle = () => {
    if (!open) return;
    const nowFavorite = favorites.toggle(open.id);
    toast.success(nowFavorite ? 'Adicionado aos favoritos' : 'Removido dos favoritos');
  };

  return (
    <div className="space-y-4 pt-3">
      <h1 className="text-2xl font-extrabold">Exercícios</h1>
      <Tabs defaultValue="baby">
        <TabsList>
          <TabsTrigger value="baby">Para o Bebê</TabsTrigger>
          <TabsTrigger value="mom">Para a Mãe</TabsTrigger>
        </TabsList>
        <TabsContent value="baby">
          <Tabs defaultValue={bandOf(linked)}>
            <TabsList aria-label="Idade do bebê" className="bg-accent-faint">
              {BABY_AGE_BANDS.map((band) => (
                <TabsTrigger key={band.id} value={band.id} className="px-1 text-xs">
                  {band.label}
                </TabsTrigger>
              ))}
            </TabsList>
            {BABY_AGE_BANDS.map((band) => (
              <TabsContent key={band.id} value={band.id}>
                <ExerciseCards
                  exercises={exercisesForBand(band.id)}
                  isFavorite={favorites.isFavorite}
                  onOpen={setOpen}
                />
              </TabsContent>
            ))}
          </Tabs>
        </TabsContent>
        <TabsContent value="mom">
          <ExerciseCards exercises={MOM_EXERCISES} isFavorite={favorites.isFavorite} onOpen={setOpen} />
        </TabsContent>
      </Tabs>
      <div className="space-y-1 text-sm text-muted">
        <p>
          Pare se o bebê chorar ou parecer cansado. Para os exercícios da mãe, espere a liberação médica após o parto.
          Em caso de dúvida, confirme com o pediatra ou na sua UBS.
        </p>
        <p>{BABY_EXERCISES_SOURCE}</p>
      </div>
      <ExerciseDialog
        exercise={open}
        favorite={open ? favorites.isFavorite(open.id) : false}
        onToggleFavorite={toggle}
        onClose={() => setOpen(null)}
      />
    </div>
  );
}
