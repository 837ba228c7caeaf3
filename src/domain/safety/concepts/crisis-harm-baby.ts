import { near, WISH } from './sign-words';

/** Tier 1, CVV 188: wordings of harming the baby, or fear of doing it. */
export const CRISIS_HARM_BABY_WORDINGS: RegExp[] = [
  /(?<!\b(sem|nao) )\b(machucar|machuca\w*|fazer mal|fazer algo|sacudir|sacudi|chacoalhar|chacoalhei|jogar|jogo|joguei|atirar|bater|batendo|bati|sufocar|afogar|apertar|esganar|enforcar|largar|abandonar|deixar cair|jogar longe|tacar)( (o|a|no|na|ao|pra|para|pro|meu|minha|nele|nela|ele|ela|esse|essa|este|esta))* (bebe|filho|filha|filhinho|filhinha|crianca|ele|ela|la|lo)\b/,
  /\b(machuca|sacudi|chacoalh|jog|bat|sufoc|afog|apert|esgan|larg|abandon|tac)(a|ar|e|o|ei|ando)?-?(lo|la)\b/,
  /\b(sacudi|chacoalhei|(joguei|bati) (nele|nela|no bebe|na bebe|ele|ela|o bebe|a bebe))\b/,
  /\b(cobri|tampei|tapei|abafei|apertei|sacudi|chacoalhei|bati|joguei) [^.,]{0,40}\b(pra|para) (ele |ela |o bebe |a bebe )?(calar|parar de chorar|ficar quiet\w*|abafar)\b/,
  /\b(travesseiro|almofada|coberta|cobertor|pano|mao) (\w+ ){0,2}(no|na|sobre o|sobre a|em cima do|em cima da) (rosto|rostinho|cara|carinha|boca|nariz)\b/,
  near(
    `${WISH}|(?<!sem )medo`,
    'deixar (\\w+ ){0,2}cair|jogar (\\w+ ){0,2}(no chao|na parede|pela janela|longe)|(tampar|tapar|fechar) (a |o )?(boca|boquinha|nariz)',
    4,
  ),
];
