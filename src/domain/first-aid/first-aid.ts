/**
 * Seed content for the first-aid screen (AHA/AAP 2025 pediatric basic life
 * support and Ministério da Saúde). Sources and review date:
 * docs/content-sources.md. Plain pt-BR text. Each warning ends by telling the mother to call
 * the SAMU (192).
 */

export type FirstAidKey = 'desengasgo' | 'reanimacao' | 'quedas';

/** Numbered steps; a guide with more than one part shows each heading above its steps. */
export interface FirstAidPart {
  heading?: string;
  steps: string[];
}

export interface FirstAidGuide {
  key: FirstAidKey;
  title: string;
  summary: string;
  parts: FirstAidPart[];
  warning: string;
}

/** Shown at the top of the page and in every guide, next to the call button. */
export const CALL_ON_SPEAKERPHONE =
  'Tem um celular por perto? Ligue 192 no viva-voz e comece o socorro enquanto o atendente do SAMU orienta você.';

/** The page's closing lines: see a doctor, then where the guides come from. */
export const FIRST_AID_CLOSING =
  'Estas orientações não substituem o atendimento médico. Depois de qualquer susto, converse com o pediatra ou procure a sua UBS. Se puder, faça um curso de primeiros socorros para bebês.';
export const FIRST_AID_SOURCE =
  'Fonte: diretrizes de suporte básico de vida pediátrico da AHA/AAP (2025) e Ministério da Saúde.';

/** Where to press for CPR compressions; AHA 2025 allows either technique here. */
const HANDS_ON_CHEST =
  'Use a base de uma das mãos ou, então, os dois polegares, com as mãos abraçando o peito do bebê.';

/** AHA 2025 gives infant choking thrusts with the heel of one hand only. */
const HAND_FOR_CHOKING_THRUSTS = 'Use a base de uma das mãos.';

export const FIRST_AID: FirstAidGuide[] = [
  {
    key: 'desengasgo',
    title: 'Desengasgo do bebê (menos de 1 ano) e da criança (a partir de 1 ano)',
    summary:
      'Quando o bebê engasga e não consegue tossir, chorar nem respirar: tapas nas costas alternados com compressões no peito, antes de 1 ano, ou na barriga, a partir de 1 ano.',
    parts: [
      {
        heading: 'Em qualquer idade',
        steps: [
          'Se ele tosse com força, chora ou faz barulho ao respirar, deixe-o tossir e fique bem perto, observando. A tosse é a melhor forma de expulsar o objeto. Não bata nas costas e não coloque o dedo na boca.',
          'Se ele não consegue tossir, chorar nem respirar, ou está ficando roxo, aja na hora. Ligue 192 no viva-voz, ou peça para alguém ligar, e siga o atendente do SAMU enquanto socorre.',
          'Nunca procure o objeto às cegas com o dedo. Só retire se ele estiver visível e fácil de pegar.',
          'Se ele desmaiar e parar de responder, deite-o de costas numa superfície firme e comece a reanimação, como mostra o guia de reanimação e como o atendente do SAMU orientar.',
        ],
      },
      {
        heading: 'Bebê com menos de 1 ano',
        steps: [
          'Deite o bebê de bruços ao longo do seu antebraço, apoiado na sua coxa. Segure a cabeça pela mandíbula, sem apertar o pescoço, com a cabeça mais baixa que o corpo.',
          'Dê 5 tapas firmes nas costas, entre as escápulas, com a base da palma da mão.',
          'Vire o bebê de barriga para cima sobre o outro antebraço, sempre apoiando a cabeça, que continua mais baixa que o corpo.',
          `Faça 5 compressões firmes no peito, na metade de baixo do osso do peito, logo abaixo da linha dos mamilos. ${HAND_FOR_CHOKING_THRUSTS}`,
          'Repita 5 tapas nas costas e 5 compressões no peito até o objeto sair ou o bebê chorar, tossir ou voltar a respirar.',
        ],
      },
      {
        heading: 'Criança a partir de 1 ano',
        steps: [
          'Fique atrás da criança, em pé ou de joelhos, na altura dela. Apoie o peito dela com uma das mãos e incline o corpo dela para a frente.',
          'Dê 5 tapas firmes nas costas, entre as escápulas, com a base da palma da outra mão.',
          'Depois, abrace a criança por trás. Feche uma das mãos e encoste o punho na barriga, um pouco acima do umbigo e bem abaixo do osso do peito. Segure o punho com a outra mão e faça 5 compressões abdominais rápidas, para dentro e para cima (manobra de Heimlich).',
          'Alterne 5 tapas nas costas e 5 compressões abdominais até o objeto sair ou a criança tossir, chorar ou falar.',
        ],
      },
    ],
    warning:
      'Depois de um engasgo sério, leve a criança para avaliação médica, mesmo que tudo pareça bem. Este guia não substitui um curso de primeiros socorros. Em emergência grave, ligue 192 (SAMU).',
  },
  {
    key: 'reanimacao',
    title: 'Reanimação do bebê (RCP)',
    summary:
      'Se o bebê não responde e não respira normalmente, a reanimação cardiopulmonar mantém o sangue e o oxigênio circulando até a ajuda chegar.',
    parts: [
      {
        steps: [
          'Toque a sola do pé do bebê e chame por ele em voz alta. Observe por até 10 segundos se o peito sobe e desce normalmente.',
          'Se ele não responde e não respira, ou só dá suspiros espaçados, ligue 192 na hora e coloque no viva-voz. Comece a reanimação enquanto o atendente do SAMU orienta você. Se houver alguém por perto, essa pessoa liga e você já começa.',
          'Só se não houver nenhum telefone por perto e você estiver sozinha: faça 2 minutos de reanimação, depois vá pedir ajuda e ligar para o 192, e volte logo às compressões.',
          `Deite o bebê de costas sobre uma superfície firme e plana, como uma mesa ou o chão. Posicione as mãos no centro do peito, na metade de baixo do osso do peito, logo abaixo da linha dos mamilos. ${HANDS_ON_CHEST}`,
          'Faça 30 compressões firmes e rápidas, afundando o peito cerca de 4 cm (um terço da altura do peito), no ritmo de 100 a 120 por minuto. Deixe o peito voltar por completo entre uma compressão e outra.',
          'Incline a cabeça levemente para trás, sem exagerar, e levante o queixo. Cubra a boca e o nariz do bebê com a sua boca e faça 2 ventilações suaves, de cerca de 1 segundo cada, só até ver o peito subir.',
          'Continue alternando 30 compressões e 2 ventilações até a equipe do SAMU chegar ou o bebê reagir, chorando, se mexendo ou respirando normalmente. Se ele voltar a respirar, mantenha-o aquecido e observe a respiração até a ajuda chegar.',
          'Talvez você ouça falar em 15 compressões para 2 ventilações (15:2): esse ritmo é para dois socorristas treinados, como profissionais de saúde. Sozinha, ou com alguém sem treino, faça 30 para 2.',
        ],
      },
    ],
    warning:
      'Fazer a reanimação, mesmo sem perfeição, é sempre melhor do que não fazer nada. Um curso prático de primeiros socorros para bebês ajuda muito a ganhar segurança. Em emergência grave, ligue 192 (SAMU).',
  },
  {
    key: 'quedas',
    title: 'Quedas e batidas na cabeça',
    summary:
      'Depois de uma queda, o mais importante é observar o bebê e reconhecer os sinais de alerta que pedem atendimento imediato.',
    parts: [
      {
        steps: [
          'Mantenha a calma e observe o bebê: ele chorou logo, está acordado e reagindo como de costume? Nunca sacuda o bebê.',
          'Se ele ficou desacordado ou não mexe o pescoço, os braços ou as pernas, não o mova. Ligue 192 no viva-voz e siga o atendente do SAMU.',
          'Procure atendimento na hora se houver: perda de consciência, mesmo que rápida; vômitos; sonolência fora do normal ou irritabilidade; convulsão; sangue ou líquido saindo do ouvido ou do nariz; inchaço mole na cabeça; dificuldade para se mexer.',
          'Procure atendimento também, mesmo que ele pareça bem, se o bebê tiver menos de 3 meses, se tiver menos de 2 anos e cair de mais de cerca de 90 cm de altura, ou se tiver 2 anos ou mais e cair de mais de cerca de 1,5 m.',
          'No local da batida, faça compressa fria com gelo ou bolsa gelada, sempre envolvidos em um pano, por 10 a 15 minutos. Nunca coloque gelo direto na pele.',
          'Sem sinais de alerta, observe o bebê com atenção por 24 a 48 horas: comportamento, mamadas e sono. Ele pode dormir, mas confira se respira normalmente e se acorda com facilidade, como de costume.',
          'Se qualquer sinal de alerta aparecer nesse período, procure atendimento na hora. Não dê remédios sem orientação médica.',
          'Para prevenir novas quedas, nunca deixe o bebê sozinho no trocador, na cama ou no sofá, nem por um segundo. Use portões nas escadas e não use andador.',
        ],
      },
    ],
    warning:
      'Na dúvida, procure o pronto-socorro ou o pediatra: é melhor avaliar à toa do que deixar passar um sinal de alerta. Em emergência grave, ligue 192 (SAMU).',
  },
];

/** Every step of a guide, in order, across its parts. */
export const guideSteps = (guide: FirstAidGuide): string[] => guide.parts.flatMap((p) => p.steps);

export const EMERGENCY_NUMBERS: { name: string; number: string; tel: string; description: string }[] = [
  {
    name: 'SAMU',
    number: '192',
    tel: '192',
    description:
      'Atendimento médico de urgência: engasgo, parada respiratória, convulsão, quedas graves e outras emergências de saúde.',
  },
  {
    name: 'Bombeiros',
    number: '193',
    tel: '193',
    description: 'Resgate em acidentes, afogamentos, incêndios e situações de risco.',
  },
  {
    name: 'Disque-Intoxicação',
    number: '0800 722 6001',
    tel: '08007226001',
    description:
      'Orientação gratuita, 24 horas, se o bebê engolir ou tiver contato com remédios, produtos de limpeza, plantas ou outras substâncias.',
  },
  {
    name: 'CVV',
    number: '188',
    tel: '188',
    description:
      'Para você, mãe: apoio emocional gratuito, 24 horas, quando o cansaço ou a tristeza pesarem demais ou vierem pensamentos de se machucar. Você não precisa passar por isso sozinha.',
  },
];
