import { alimentacaoDaMae } from './alimentacao-da-mae';
import { amamentacao } from './amamentacao';
import { aplv } from './aplv';
import { banho } from './banho';
import { cafeDaManha } from './cafe-da-manha';
import type { CareTopic } from './care-topic';
import { choro } from './choro';
import { colica } from './colica';
import { denticao } from './denticao';
import { engasgo } from './engasgo';
import { exerciciosBebe } from './exercicios-bebe';
import { exerciciosMae } from './exercicios-mae';
import { febre } from './febre';
import { fraldas } from './fraldas';
import { introducaoAlimentar } from './introducao-alimentar';
import { quedas } from './quedas';
import { semPeito } from './sem-peito';
import { sono } from './sono';

/** Lu's offline topics, one file each, in priority order: on a tie, the topic that comes first wins. */
export const CARE_TOPICS: CareTopic[] = [
  engasgo,
  quedas,
  febre,
  colica,
  cafeDaManha,
  semPeito,
  introducaoAlimentar,
  aplv,
  sono,
  choro,
  denticao,
  banho,
  amamentacao,
  alimentacaoDaMae,
  fraldas,
  exerciciosBebe,
  exerciciosMae,
];
