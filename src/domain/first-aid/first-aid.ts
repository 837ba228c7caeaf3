/**
 * Seed content for the first-aid screen (facts: shared/domain/FACTS.md, section 4).
 * Plain pt-BR text. Each warning ends by telling the mother to call the SAMU (192).
 */

export type FirstAidKey = 'desengasgo' | 'reanimacao' | 'quedas';

export interface FirstAidGuide {
  key: FirstAidKey;
  title: string;
  summary: string;
  steps: string[];
  warning: string;
}

export const FIRST_AID: FirstAidGuide[] = [
  {
    key: 'desengasgo',
    title: 'Desengasgo do bebê (menos de 1 ano)',
    summary:
      'O que fazer quando o bebê engasga e não consegue chorar, tossir nem respirar: tapas nas costas e compressões no peito, alternados, até o objeto sair.',
    steps: [
      'Se o bebê está tossindo com força, chorando ou fazendo barulho ao respirar, deixe-o tossir e fique observando: a tosse é a melhor forma de expulsar o objeto. Não bata nas costas nem coloque o dedo na boca.',
      'Se ele não consegue chorar, tossir nem respirar, ou está ficando roxo, aja na hora e peça para alguém ligar para o SAMU (192).',
      'Deite o bebê de bruços ao longo do seu antebraço, apoiado na sua coxa, segurando a cabeça pela mandíbula, sem apertar o pescoço. A cabeça deve ficar mais baixa que o corpo.',
      'Dê 5 tapas firmes nas costas, entre as escápulas, com a base da palma da mão.',
      'Vire o bebê de barriga para cima sobre o outro antebraço, sempre apoiando a cabeça e mantendo-a mais baixa que o corpo. Faça 5 compressões firmes com 2 dedos no centro do peito, logo abaixo da linha dos mamilos.',
      'Repita 5 tapas nas costas e 5 compressões no peito até o objeto sair ou o bebê chorar, tossir ou voltar a respirar. Só retire o objeto com os dedos se ele estiver visível e fácil de pegar; nunca procure às cegas com o dedo na boca do bebê.',
      'Se o bebê ficar desacordado e parar de responder, ligue 192 (ou peça para alguém ligar) e comece a reanimação imediatamente, com 30 compressões e 2 ventilações.',
      'Em crianças com mais de 1 ano, a manobra é outra: compressões abdominais (manobra de Heimlich), feitas por trás da criança, com o punho fechado entre o umbigo e o osso do peito, puxando para dentro e para cima.',
    ],
    warning:
      'Mesmo que o bebê volte a respirar bem, leve-o para avaliação médica depois de um engasgo sério. Este guia não substitui um curso de primeiros socorros. Em emergência grave, ligue 192 (SAMU).',
  },
  {
    key: 'reanimacao',
    title: 'Reanimação do bebê (RCP)',
    summary:
      'Se o bebê não responde e não respira normalmente, a reanimação cardiopulmonar mantém o sangue e o oxigênio circulando até a ajuda chegar.',
    steps: [
      'Toque a sola do pé do bebê e chame por ele em voz alta. Observe por até 10 segundos se o peito sobe e desce normalmente.',
      'Se ele não responde e não respira, ou só dá suspiros espaçados, grite por ajuda. Se houver alguém por perto, peça que ligue para o SAMU (192) agora. Se você estiver sozinha, faça 2 minutos de reanimação antes de ligar.',
      'Deite o bebê de costas sobre uma superfície firme e plana, como uma mesa ou o chão.',
      'Coloque 2 dedos no centro do peito, logo abaixo da linha dos mamilos. Faça 30 compressões, afundando o peito cerca de 4 cm (um terço da altura do peito), no ritmo de 100 a 120 por minuto, deixando o peito voltar por completo entre uma compressão e outra.',
      'Incline a cabeça levemente para trás, sem exagerar, e levante o queixo. Cubra a boca e o nariz do bebê com a sua boca e faça 2 ventilações suaves, de cerca de 1 segundo cada, só o suficiente para ver o peito subir.',
      'Continue alternando 30 compressões e 2 ventilações. Se estiver sozinha, depois de 2 minutos ligue para o 192, de preferência no viva-voz, e volte logo às compressões.',
      'Não pare até a equipe de socorro chegar ou o bebê responder, chorando, se mexendo ou respirando normalmente. Se ele voltar a respirar, mantenha-o aquecido e observe a respiração até a ajuda chegar.',
    ],
    warning:
      'Fazer a reanimação, mesmo sem perfeição, é sempre melhor do que não fazer nada. Um curso prático de primeiros socorros para bebês ajuda muito a ganhar segurança. Em emergência grave, ligue 192 (SAMU).',
  },
  {
    key: 'quedas',
    title: 'Quedas e batidas na cabeça',
    summary:
      'Depois de uma queda, o mais importante é observar o bebê e reconhecer os sinais de alerta que pedem atendimento imediato.',
    steps: [
      'Mantenha a calma e observe o bebê: ele chorou logo, está acordado e reagindo como de costume? Nunca sacuda o bebê.',
      'Se ele ficou desacordado ou não mexe o pescoço, os braços ou as pernas, não o mova e ligue para o 192.',
      'Procure atendimento imediatamente se houver: perda de consciência, mesmo que rápida; vômitos; sonolência fora do normal ou irritabilidade; convulsão; sangue ou líquido saindo do ouvido ou do nariz; inchaço mole na cabeça; dificuldade para se mexer.',
      'Procure atendimento também sempre que o bebê tiver menos de 3 meses ou quando a queda for de uma altura maior que 1 metro, mesmo que ele pareça bem.',
      'No local da batida, faça compressa fria com gelo ou bolsa gelada sempre envolvidos em um pano, por 10 a 15 minutos. Nunca coloque gelo direto na pele.',
      'Sem sinais de alerta, observe o bebê com atenção por 24 a 48 horas: comportamento, mamadas e sono. Ele pode dormir, mas confira se respira normalmente e se acorda com facilidade, como de costume.',
      'Se qualquer sinal de alerta aparecer nesse período, procure atendimento na hora. Não dê remédios sem orientação médica.',
      'Para prevenir novas quedas, nunca deixe o bebê sozinho no trocador, na cama ou no sofá, nem por um segundo; use portões nas escadas e não use andador.',
    ],
    warning:
      'Na dúvida, procure o pronto-socorro ou o pediatra: é melhor avaliar à toa do que deixar passar um sinal de alerta. Em emergência grave, ligue 192 (SAMU).',
  },
];

export const EMERGENCY_NUMBERS: { name: string; number: string; tel: string; description: string }[] = [
  {
    name: 'SAMU',
    number: '192',
    tel: '192',
    description: 'Atendimento médico de urgência: engasgo, parada respiratória, convulsão, quedas graves e outras emergências de saúde.',
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
    description: 'Orientação gratuita, 24 horas, se o bebê engolir ou tiver contato com remédios, produtos de limpeza, plantas ou outras substâncias.',
  },
];
