import type { DangerConcept, EmergencyCategory, Urgency } from './urgency';

/** The Disque-Intoxicação (Anvisa), docs/content-sources.md: advice on poisoning and on medicine given wrongly, 24 hours. */
export const POISON_CENTRE = '0800 722 6001';

/** The first line of every emergency answer, for the baby and for the mother alike. */
export const CALL_192_LINE =
  'Isto pode ser uma emergência: ligue agora para o 192 (SAMU), com o celular no viva-voz, e siga o que o atendente disser.';

export const CRISIS_LINE =
  'Você não está sozinha, e o que está sentindo merece cuidado agora. Ligue para o CVV no 188 (gratuito, 24 horas) ou, se houver risco imediato para você ou para o bebê, para o SAMU no 192. Se puder, peça a alguém de confiança para ficar com você e com o bebê.';

export const MEDICINE_DOSE_LINE =
  'Eu não indico doses de remédios: quem define o remédio e a dose certa para o peso do bebê é o pediatra. Em caso de dúvida urgente, ligue para o Disque-Intoxicação (0800 722 6001) ou para o 192.';

/** What to do while the call goes through, one line per sign. */
const WHILE_CALLING: Record<EmergencyCategory, string> = {
  choking:
    'Se o bebê não consegue tossir, chorar nem respirar, comece já as manobras de desengasgo da tela SOS enquanto fala com o SAMU. Se ele tosse com força, deixe tossir e observe.',
  breathing:
    'Lábios ou pele roxos, pausas na respiração ou esforço para respirar pedem atendimento imediato. Se ele não respira, comece a reanimação da tela SOS com o atendente.',
  unconscious:
    'Se o bebê não responde ou não respira normalmente, comece a reanimação da tela SOS enquanto o atendente orienta.',
  seizure:
    'Durante a convulsão, deite o bebê de lado num lugar seguro, afaste o que possa machucá-lo e não coloque nada na boca dele. Observe quanto tempo dura.',
  drowning:
    'Depois de um afogamento, o bebê precisa ser avaliado mesmo que pareça bem. Se ele não respira, comece a reanimação da tela SOS.',
  'trapped-in-car':
    'Num carro fechado o calor sobe em minutos, mesmo à sombra ou com o vidro um pouco aberto. Se não houver como abrir o carro, quebre o vidro mais longe do bebê. Fora do carro, leve-o para a sombra, tire a roupa dele e refresque-o com água em temperatura ambiente.',
  poisoning:
    'Não provoque vômito e não dê nada para beber sem orientação; guarde a embalagem. Pilha de botão e ímã engolidos são sempre urgência. O Disque-Intoxicação (0800 722 6001) também orienta, 24 horas.',
  fall: 'Depois de uma queda com vômito, sonolência ou inchaço na cabeça, de um lugar alto ou de um bebê com menos de 3 meses, ele precisa ser avaliado agora. Não sacuda o bebê.',
  'fever-under-3-months':
    'Febre (a partir de 37,5 °C na axila) em bebê com menos de 3 meses pede atendimento médico imediato, mesmo que ele pareça bem.',
  'fever-with-spots': 'Febre com manchas roxas ou vermelhas que não somem ao apertar a pele pede atendimento imediato.',
  'bulging-fontanelle':
    'Moleira estufada precisa de avaliação médica agora, ainda mais com febre, vômitos ou sonolência.',
  dehydration:
    'Nenhuma fralda molhada em 6 a 8 horas, olhos fundos ou choro sem lágrimas são sinais de desidratação: procure atendimento agora e continue oferecendo o peito ou o leite.',
  burn: 'Deixe a queimadura sob água corrente fria, não gelada, por 20 minutos; não passe pasta de dente, manteiga nem pomada e não estoure bolhas. Queimadura maior que a palma da mão do bebê precisa de atendimento agora.',
  'severe-allergy':
    'Inchaço nos lábios, na língua ou no rosto, ou manchas pelo corpo com falta de ar, podem ser uma reação alérgica grave.',
  'mother-bleeding':
    'Sangramento que encharca um absorvente em uma hora, ou com coágulos grandes, depois do parto precisa de atendimento agora. Se puder, peça a alguém para ficar com o bebê.',
  'mother-chest-pain': 'Dor no peito precisa de atendimento agora. Se puder, peça a alguém para ficar com o bebê.',
  'mother-breathless': 'Falta de ar precisa de atendimento agora. Se puder, peça a alguém para ficar com o bebê.',
  'mother-headache-vision':
    'Dor de cabeça forte com a visão embaçada ou pontos brilhantes, ainda mais depois do parto, pode ser pressão alta e precisa de atendimento agora.',
  'medicine-error': `Remédio a mais, repetido, trocado ou de adulto pede orientação agora: tenha a embalagem na mão e diga ao atendente o nome, a quantidade e a hora. O Disque-Intoxicação (${POISON_CENTRE}) também orienta, 24 horas.`,
  'other-danger': 'Enquanto a ligação completa, fique junto do bebê e observe a respiração, a cor e se ele responde.',
};

/** Tier 2 for a mother's thoughts: short, calm, with the number. */
export const POSSIBLE_CRISIS_LINE =
  'Se você está pensando em se machucar ou em machucar o bebê, ou não vê saída, ligue 188 (CVV), 24 horas, de graça.';

export interface BabyWords {
  name?: string | null;
  /** 'M' or 'F' as the baby is stored; unknown writes "roxo(a)". */
  gender?: string | null;
}

/** Tier 2 for the baby or the mother's body, most specific first; every line ends with its number. */
function possibleEmergencyLine(concepts: DangerConcept[], baby: BabyWords | null): string {
  const who = baby?.name?.trim() || 'o bebê';
  const ending = baby?.gender === 'F' ? ['a', 'a'] : baby?.gender === 'M' ? ['o', 'o'] : ['o(a)', 'o(a)'];
  const has = (...some: DangerConcept[]) => some.some((c) => concepts.includes(c));
  if (has('poison', 'medicine'))
    return `Se ${who} engoliu ou tomou algo que não devia, ou recebeu remédio a mais, repetido ou trocado, ligue 192 ou para o Disque-Intoxicação (${POISON_CENTRE}), 24 horas.`;
  if (has('mother-body') && !has('breathing', 'colour', 'consciousness', 'seizure', 'choking', 'drowning', 'death'))
    return 'Se você estiver com sangramento que encharca um absorvente em uma hora, dor no peito, falta de ar ou dor de cabeça forte com a visão alterada, ligue 192.';
  if (concepts.length === 1 && has('fever'))
    return `Se ${who} tem menos de 3 meses e está com febre (a partir de 37,5 °C), ou tem febre com manchas roxas que não somem ao apertar, ligue 192.`;
  if (concepts.length === 1 && has('fall'))
    return `Se ${who} caiu e depois vomitou, ficou sonolent${ending[0]} ou com um inchaço na cabeça, caiu do alto ou tem menos de 3 meses, ligue 192.`;
  if (concepts.length === 1 && has('dehydration'))
    return `Se ${who} está sem molhar a fralda há 6 a 8 horas, com os olhos fundos ou chorando sem lágrimas, ligue 192.`;
  return `Se isso estiver acontecendo agora e ${who} estiver com dificuldade para respirar, rox${ending[0]}, desacordad${ending[1]} ou em convulsão, ligue 192.`;
}

/** The numbers an opening gives, in the order it gives them: what the safety score reads. */
export function openingNumbers(urgency: Urgency): ('192' | '188')[] {
  return openingLines(urgency, null).map((line) => line.number);
}

/**
 * The 192 lines before the CVV lines, or the CVV lines first when the message is a mother's crisis
 * more than a body in danger (`opensWith192`); within a kind, certain before possible. A mother in
 * crisis with a baby in danger hears both.
 */
function openingLines(urgency: Urgency, baby: BabyWords | null): { number: '192' | '188'; text: string }[] {
  const emergency =
    urgency.emergencies.length > 0
      ? [
          {
            number: '192' as const,
            text: [CALL_192_LINE, ...urgency.emergencies.slice(0, 2).map((c) => WHILE_CALLING[c])].join(' '),
          },
        ]
      : [];
  const crisis = urgency.crises.length > 0 ? [{ number: '188' as const, text: CRISIS_LINE }] : [];
  const possibleEmergency =
    urgency.possibleDangers.length > 0
      ? [{ number: '192' as const, text: possibleEmergencyLine(urgency.possibleDangers, baby) }]
      : [];
  const possibleCrisis = urgency.possibleCrisis ? [{ number: '188' as const, text: POSSIBLE_CRISIS_LINE }] : [];
  if (urgency.opensWith192) return [...emergency, ...possibleEmergency, ...crisis, ...possibleCrisis];
  return [...crisis, ...possibleCrisis, ...emergency, ...possibleEmergency];
}

/** What opens the answer, before any text of a model or of the offline topics; empty when nothing does. */
export function urgentOpening(urgency: Urgency, baby: BabyWords | null = null): string {
  const lines = openingLines(urgency, baby).map((line) => line.text);
  if (urgency.medicineDose && urgency.emergencies.length === 0) lines.push(MEDICINE_DOSE_LINE);
  return lines.join('\n\n');
}
