/**
 * Sono seguro, in the app's words, from the AAP 2022 policy statement on sleep-related infant
 * deaths (the Ministério da Saúde and the SBP say the same; docs/content-sources.md, Sleep).
 */
export const SAFE_SLEEP_SOURCE = 'Academia Americana de Pediatria (2022), Ministério da Saúde e SBP';

export const SAFE_SLEEP_POINTS = [
  'Sempre de barriga para cima, em todos os sonos, sonecas também, até 1 ano. Se o bebê já rola sozinho para os dois lados, pode ficar na posição em que se virar.',
  'Colchão firme, plano e reto, só com lençol de elástico: sem travesseiro, protetor de berço, cobertor ou bichinhos de pelúcia. Cadeirinha do carro, sling e "ninhos" inclinados não são lugar de dormir.',
  'O berço do bebê no quarto dos pais, de preferência pelo menos nos primeiros 6 meses. Não dormir com o bebê na cama, no sofá ou na poltrona, principalmente depois de álcool, remédio que dá sono, cigarro, ou se o bebê nasceu prematuro ou com baixo peso.',
  'Nada de fumaça perto do bebê. Sem excesso de roupa: roupa leve e cabeça descoberta.',
  'A chupeta na hora de dormir, depois que a amamentação está bem estabelecida, protege; amamentar também diminui o risco.',
  'Pare de enrolar (charutinho) quando o bebê começar a tentar rolar, muitas vezes por volta dos 3 meses.',
] as const;

/** The line the card shows in the baby's first week, with the link to the rest. */
export const SAFE_SLEEP_FIRST_WEEK = 'Sono seguro: de barriga para cima, no berço do bebê, sem nada solto no colchão.';

/** The first week of life: the card keeps safe sleep in sight. */
export const isFirstWeek = (ageDays: number) => ageDays >= 0 && ageDays < 7;
