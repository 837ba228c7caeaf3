import type { EmergencyCategory, Urgency } from './urgency';

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
};

/** The line that opens Lu's answer, before any text of a model or of the offline topics. */
export function urgentOpening(urgency: Urgency): string {
  if (urgency.kind === 'crisis') return CRISIS_LINE;
  if (urgency.kind === 'medicine-dose') return MEDICINE_DOSE_LINE;
  return [CALL_192_LINE, ...urgency.categories.slice(0, 2).map((c) => WHILE_CALLING[c])].join(' ');
}
