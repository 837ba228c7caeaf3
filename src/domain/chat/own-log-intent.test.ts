import { describe, expect, it } from 'vitest';
import { namedBaby, type OwnLogIntent, ownLogIntent } from './own-log-intent';

const NAMES = ['Nina Souza', 'Theo'];

const ASKED: [string, OwnLogIntent][] = [
  ['Quantas mamadas ele fez hoje?', { kind: 'feeding_count', day: 'today' }],
  ['qtas mamadas hj?', { kind: 'feeding_count', day: 'today' }],
  ['quantas mamdas a nina fez ontem', { kind: 'feeding_count', day: 'yesterday' }],
  ['ela mamou quantas vezes hoje?', { kind: 'feeding_count', day: 'today' }],
  ['quantas mamadeiras o bb tomou hj', { kind: 'feeding_count', day: 'today' }],
  ['quando foi a última mamada?', { kind: 'feeding_last' }],
  ['que horas ela mamou?', { kind: 'feeding_last' }],
  ['faz quanto tempo q ele mamou', { kind: 'feeding_last' }],
  ['qual peito foi o último?', { kind: 'feeding_side' }],
  ['qual lado ela mamou por ultimo', { kind: 'feeding_side' }],
  ['ultimo peito?', { kind: 'feeding_side' }],
  ['quanto tempo mamou na última?', { kind: 'feeding_duration' }],
  ['qto tempo durou a ultima mamada', { kind: 'feeding_duration' }],
  ['quando foi a última fralda?', { kind: 'diaper_last', diaper: 'any' }],
  ['qnd foi o ultimo coco dele', { kind: 'diaper_last', diaper: 'coco' }],
  ['que horas foi o último xixi?', { kind: 'diaper_last', diaper: 'xixi' }],
  ['quantos xixis hoje?', { kind: 'diaper_count', day: 'today', diaper: 'xixi' }],
  ['quantas fraldas ele usou ontem', { kind: 'diaper_count', day: 'yesterday', diaper: 'any' }],
  ['ela fez cocô hoje?', { kind: 'diaper_count', day: 'today', diaper: 'coco' }],
  ['ela dormiu quanto ontem?', { kind: 'sleep_total', day: 'yesterday' }],
  ['quanto tempo o Theo dormiu hoje', { kind: 'sleep_total', day: 'today' }],
  ['quantas sonecas ela fez hj', { kind: 'sleep_total', day: 'today' }],
  ['qual a próxima soneca?', { kind: 'nap_next' }],
  ['que horas ele dorme de novo?', { kind: 'nap_next' }],
  ['prox soneca qnd?', { kind: 'nap_next' }],
  ['quando é a próxima vacina?', { kind: 'vaccine_next' }],
  ['tem vacina atrasada?', { kind: 'vaccine_next' }],
  ['falta alguma vacina pra ela?', { kind: 'vaccine_next' }],
  ['quanto ele pesa e em que percentil?', { kind: 'growth' }],
  ['qual o peso dela?', { kind: 'growth' }],
  ['em que percentil a Nina está?', { kind: 'growth' }],
  ['deu remédio que horas?', { kind: 'medicine_last' }],
  ['qnd foi o ultimo remedio', { kind: 'medicine_last' }],
  ['que horas dei o paracetamol?', { kind: 'medicine_last' }],
];

/** General care that names a record: the care answer, never her log. */
const GENERAL = [
  'quantas mamadas um bebê de 2 meses deve fazer?',
  'quantas fraldas deve molhar por dia?',
  'quanto um bebê de 3 meses deve pesar?',
  'qual o peso ideal para 6 meses?',
  'quanto tempo deve durar uma mamada?',
  'quantas horas um bebê de 4 meses dorme?',
  'é normal mamar de 2 em 2 horas?',
  'o que é percentil?',
  'ela está no percentil 15, é normal?',
  'quantas sonecas com 8 meses?',
  'qual peito devo oferecer primeiro?',
  'posso dar remédio para cólica?',
  'quantas gotas de dipirona posso dar?',
  'quais vacinas o bebê toma com 2 meses?',
  'pode dar banho depois da vacina?',
  'como saber se ele mamou o suficiente?',
  'ela vomitou depois da última mamada',
  'quando o cocô muda de cor?',
  'o cocô dela está verde, o que fazer?',
  'quantas vezes por dia um recém-nascido faz cocô?',
  'como fazer a soneca durar mais?',
  'mamadeira faz mal para a amamentação?',
  'por que ele acorda toda hora durante a soneca?',
  'quanto tempo de janela de sono com 5 meses?',
  'quanto peso ele deve ganhar por mês?',
  'como aliviar as cólicas?',
  'quando começar a dar água?',
  'que horas dar o remédio?',
  'quantas vezes ela deve mamar por dia?',
  'ela não fez cocô hoje, é normal?',
  'ele fez xixi rosa hoje, é normal?',
  'quantos ml de leite ele deve tomar?',
  'qual a próxima vacina aos 4 meses?',
  'quando oferecer o outro peito?',
  'quantos xixis ele fez hoje? acho que está desidratado',
  'o que fazer se ela dormir pouco na soneca?',
];

describe('ownLogIntent', () => {
  it.each(ASKED)('reads "%s" as a question of her log', (question, intent) => {
    expect(ownLogIntent(question, NAMES)).toEqual(intent);
  });

  it.each(GENERAL)('leaves "%s" to the care answer', (question) => {
    expect(ownLogIntent(question, NAMES)).toBeNull();
  });

  it('leaves the day before yesterday alone rather than answer for another day', () => {
    expect(ownLogIntent('quantas mamadas ela fez anteontem?')).toBeNull();
  });

  it('needs her baby in a count: a bare "quantas mamadas por dia" is general', () => {
    expect(ownLogIntent('quantas mamadas por dia?')).toBeNull();
    expect(ownLogIntent('quantas mamadas a Nina fez?', NAMES)).toEqual({ kind: 'feeding_count', day: 'today' });
  });
});

describe('ownLogIntent with any name', () => {
  it('tells cheaply whether a question could be about her log', () => {
    expect(ownLogIntent('quantas mamadas o Bento fez hoje?', 'any')).toEqual({ kind: 'feeding_count', day: 'today' });
    expect(ownLogIntent('quantas mamadas por dia?', 'any')).toEqual({ kind: 'feeding_count', day: 'today' });
    expect(ownLogIntent('como aliviar as cólicas?', 'any')).toBeNull();
  });
});

describe('namedBaby', () => {
  it('finds the baby she names by first name, without accents or case', () => {
    expect(namedBaby('quantas mamadas o THEO fez?', NAMES)).toBe(1);
    expect(namedBaby('e a nina?', NAMES)).toBe(0);
    expect(namedBaby('quantas mamadas hoje?', NAMES)).toBeNull();
  });
});
