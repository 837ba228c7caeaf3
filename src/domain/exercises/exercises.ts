/**
 * Seed content for the exercises screen: stimulation games for the baby by age band
 * (matched to the Caderneta da Criança milestones) and post-partum exercises for the mother.
 * Plain pt-BR text; the screen adds the line about confirming with the pediatrician or UBS.
 * Tummy time follows the WHO 2019 guidelines for under-5s; sources and review
 * date: docs/content-sources.md.
 */

export type ExerciseCategory = 'baby' | 'mom';
export type BabyAgeBand = '0-3m' | '3-6m' | '6-9m' | '9-12m' | '12+m';

/** One step of a tutorial; `icon` is a lucide-react icon name in kebab-case. */
export interface TutorialStep {
  caption: string;
  icon: string;
}

export interface Exercise {
  id: number;
  title: string;
  description: string;
  detailedDescription: string;
  benefits: string[];
  safetyTips: string[];
  frequency: string;
  duration: string;
  imageUrl: null;
  category: ExerciseCategory;
  ageRange: string;
  minAgeMonths: number;
  maxAgeMonths: number | null;
  tutorialImages?: TutorialStep[];
}

export const BABY_AGE_BANDS: { id: BabyAgeBand; label: string; minAgeMonths: number; maxAgeMonths: number | null }[] = [
  { id: '0-3m', label: '0-3m', minAgeMonths: 0, maxAgeMonths: 3 },
  { id: '3-6m', label: '3-6m', minAgeMonths: 3, maxAgeMonths: 6 },
  { id: '6-9m', label: '6-9m', minAgeMonths: 6, maxAgeMonths: 9 },
  { id: '9-12m', label: '9-12m', minAgeMonths: 9, maxAgeMonths: 12 },
  { id: '12+m', label: '12+m', minAgeMonths: 12, maxAgeMonths: null },
];

/** The icons the tutorial screen knows how to draw. */
type TutorialIcon =
  | 'baby'
  | 'hand'
  | 'hand-heart'
  | 'heart'
  | 'smile'
  | 'eye'
  | 'music'
  | 'sun'
  | 'moon'
  | 'footprints'
  | 'activity'
  | 'move'
  | 'rotate-ccw'
  | 'timer'
  | 'circle-check'
  | 'sparkles'
  | 'armchair'
  | 'bed'
  | 'wind'
  | 'person-standing';

const steps = (...list: [caption: string, icon: TutorialIcon][]): TutorialStep[] =>
  list.map(([caption, icon]) => ({ caption, icon }));

type Content = Omit<Exercise, 'imageUrl' | 'category' | 'ageRange' | 'minAgeMonths' | 'maxAgeMonths'>;

const BAND_LABELS: Record<BabyAgeBand, string> = {
  '0-3m': '0 a 3 meses',
  '3-6m': '3 a 6 meses',
  '6-9m': '6 a 9 meses',
  '9-12m': '9 a 12 meses',
  '12+m': 'A partir de 12 meses',
};

function baby(band: BabyAgeBand, content: Content): Exercise {
  const { minAgeMonths, maxAgeMonths } = BABY_AGE_BANDS.find((b) => b.id === band)!;
  return { ...content, imageUrl: null, category: 'baby', ageRange: BAND_LABELS[band], minAgeMonths, maxAgeMonths };
}

function mom(content: Content): Exercise {
  return { ...content, imageUrl: null, category: 'mom', ageRange: 'Pós-parto', minAgeMonths: 0, maxAgeMonths: null };
}

const STOP_SIGNS =
  'Pare e procure seu médico se o sangramento aumentar ou voltar a ficar vermelho vivo, ou se sentir dor, tontura ou falta de ar';

const BABY_EXERCISES: Exercise[] = [
  // 0 a 3 meses: olha rostos, reage a sons, levanta a cabeça de bruços, mexe braços e pernas.
  baby('0-3m', {
    id: 1,
    title: 'Tempo de bruços',
    description:
      'Deixar o bebê acordado de barriga para baixo, sempre com você ao lado, fortalece o pescoço, os ombros e as costas.',
    detailedDescription:
      'Escolha um momento em que o bebê esteja acordado e disposto, longe da mamada. Deite-o de bruços sobre um tapete ou colchonete firme no chão, ou sobre o seu peito, com você reclinada. Fique na altura dos olhos dele, converse e mostre um brinquedo colorido para incentivá-lo a levantar a cabeça. Desde os primeiros dias, faça sessões curtas, de 1 a 5 minutos, várias vezes ao dia. Aos poucos, chegue a pelo menos 30 minutos de bruços por dia no total, sempre com ele acordado e com você olhando. Se ele reclamar, vire-o de barriga para cima, acalme-o e tente de novo mais tarde.',
    benefits: [
      'Fortalece pescoço, ombros e costas, preparando para rolar, sentar e engatinhar',
      'Ajuda a prevenir o achatamento da parte de trás da cabeça',
      'Estimula a visão e a curiosidade pelo ambiente',
    ],
    safetyTips: [
      'De bruços, só com o bebê acordado e um adulto olhando o tempo todo; para dormir, sempre de barriga para cima',
      'Use uma superfície firme: nunca sobre travesseiro, almofada fofa, colchão macio ou sofá',
      'Espere cerca de 30 minutos depois da mamada para evitar que ele regurgite',
      'Pare se o bebê chorar, ficar cansado ou irritado',
    ],
    frequency: 'Várias vezes ao dia, somando pelo menos 30 minutos',
    duration: '1 a 5 minutos por vez',
    tutorialImages: steps(
      ['Escolha um tapete firme no chão e um momento em que o bebê esteja acordado', 'sun'],
      ['Deite o bebê de bruços, com os bracinhos à frente dos ombros', 'baby'],
      ['Fique na altura dele, converse e mostre um brinquedo', 'eye'],
      ['Quando ele cansar, vire-o de barriga para cima e faça um carinho', 'hand-heart'],
      ['Repita ao longo do dia até somar pelo menos 30 minutos de bruços', 'timer'],
    ),
  }),
  baby('0-3m', {
    id: 2,
    title: 'Seguir objetos com o olhar',
    description: 'Um brinquedo colorido movido devagar diante do rosto do bebê estimula a visão e a atenção.',
    detailedDescription:
      'Com o bebê deitado de costas ou no seu colo, segure um objeto de cores contrastantes, como preto, branco e vermelho, a cerca de 20 a 30 centímetros do rosto dele. Espere que ele fixe o olhar e então mova o objeto devagar para um lado e para o outro. Depois, experimente mover para cima e para baixo. Seu rosto também funciona muito bem, porque o bebê adora acompanhar a expressão e a voz da mãe.',
    benefits: [
      'Estimula a visão e a coordenação dos olhos',
      'Desenvolve a atenção e o controle da cabeça',
      'Fortalece o vínculo quando você usa o próprio rosto e a voz',
    ],
    safetyTips: [
      'Mova o objeto devagar e pare se o bebê desviar o olhar, chorar ou parecer cansado',
      'Use objetos limpos, sem pontas e sem peças pequenas que possam se soltar',
      'Se o bebê não fixa o olhar em rostos ou objetos, converse com o pediatra',
    ],
    frequency: '2 a 3 vezes ao dia',
    duration: '2 a 3 minutos',
  }),
  baby('0-3m', {
    id: 3,
    title: 'Bicicletinha',
    description:
      'Movimentos suaves de pedalar com as perninhas ajudam o bebê a soltar os gases e aliviam o desconforto da barriga.',
    detailedDescription:
      'Deite o bebê de costas sobre uma superfície firme e segure as perninhas dele com delicadeza, logo abaixo dos joelhos. Faça movimentos lentos, como se ele pedalasse uma bicicleta, alternando as pernas. Em seguida, dobre os dois joelhos juntos em direção à barriga, segure por alguns segundos e estique de novo. Converse ou cante durante o exercício para que seja um momento gostoso para os dois.',
    benefits: [
      'Ajuda a eliminar os gases e alivia as cólicas',
      'Estimula os movimentos das pernas',
      'Relaxa o bebê e cria um momento de contato',
    ],
    safetyTips: [
      'Espere pelo menos 30 minutos depois da mamada',
      'Faça movimentos sempre lentos e sem forçar; se sentir resistência ou o bebê chorar, pare',
      'Se a cólica vier com febre, vômitos, barriga dura ou choro que não passa, procure o pediatra',
    ],
    frequency: '2 a 3 vezes ao dia ou quando houver desconforto',
    duration: '2 a 3 minutos',
    tutorialImages: steps(
      ['Deite o bebê de costas sobre uma superfície firme', 'baby'],
      ['Segure as perninhas logo abaixo dos joelhos', 'hand'],
      ['Pedale devagar, alternando as pernas', 'rotate-ccw'],
      ['Dobre os dois joelhos juntos em direção à barriga e solte', 'activity'],
    ),
  }),
  baby('0-3m', {
    id: 4,
    title: 'Massagem relaxante (shantala)',
    description: 'Uma massagem delicada, inspirada na shantala, acalma o bebê e fortalece o vínculo entre vocês.',
    detailedDescription:
      'Escolha um ambiente aquecido e tranquilo, com o bebê acordado e calmo. Aqueça as mãos e use um pouco de óleo vegetal puro, sem perfume. Deslize as mãos devagar pelo peito, do centro para os lados, e depois pelos braços até as mãozinhas. Na barriga, faça movimentos circulares no sentido horário e siga pelas pernas até os pés. Mantenha o olhar e converse com o bebê o tempo todo.',
    benefits: [
      'Acalma e pode ajudar o bebê a dormir melhor',
      'Ajuda a aliviar gases e cólicas',
      'Fortalece o vínculo pelo toque e pelo olhar',
    ],
    safetyTips: [
      'Comece quando o coto umbilical já tiver caído e o umbigo estiver cicatrizado',
      'Não faça logo depois da mamada, nem se o bebê estiver com febre, doente ou com a pele irritada',
      'Teste o óleo antes em uma pequena área da pele e não passe no rosto nem perto dos olhos',
      'Pare se o bebê chorar ou se mostrar incomodado',
    ],
    frequency: '1 vez ao dia',
    duration: '5 a 10 minutos',
    tutorialImages: steps(
      ['Aqueça o ambiente e as mãos e use óleo vegetal sem perfume', 'sun'],
      ['Deslize as mãos pelo peito e pelos braços', 'hand-heart'],
      ['Faça círculos suaves na barriga, no sentido horário', 'hand'],
      ['Desça pelas pernas até os pés', 'footprints'],
      ['Termine com um abraço e um carinho', 'heart'],
    ),
  }),

  // 3 a 6 meses: segura e alcança objetos, leva à boca, localiza sons, rola.
  baby('3-6m', {
    id: 5,
    title: 'Alcançar e pegar brinquedos',
    description: 'Oferecer brinquedos ao alcance das mãos estimula o bebê a esticar os braços, agarrar e explorar.',
    detailedDescription:
      'Deite o bebê de costas ou sente-o no seu colo, bem apoiado. Mostre um chocalho ou uma argola leve na frente dele, perto o suficiente para que ele consiga tocar. Quando ele pegar, comemore e deixe que explore o brinquedo, inclusive levando à boca, o que é normal nessa fase. Aos poucos, ofereça um pouco mais para o lado ou mais longe, para que ele estique os braços.',
    benefits: [
      'Desenvolve a coordenação entre os olhos e as mãos',
      'Fortalece braços, ombros e tronco',
      'Estimula a curiosidade e a exploração com as mãos e a boca',
    ],
    safetyTips: [
      'Use brinquedos grandes, leves, laváveis e sem peças pequenas, já que tudo vai para a boca',
      'Nunca deixe o bebê sozinho com brinquedos que tenham cordões ou fitas',
      'Pare quando ele perder o interesse ou ficar irritado',
    ],
    frequency: '2 a 3 vezes ao dia',
    duration: '5 minutos',
  }),
  baby('3-6m', {
    id: 6,
    title: 'Treino de rolar',
    description:
      'Brincar de virar de lado ajuda o bebê a descobrir como rolar de barriga para cima para de bruços e de volta.',
    detailedDescription:
      'Deite o bebê de costas sobre um tapete firme no chão. Mostre um brinquedo de um lado, um pouco fora do alcance, para que ele vire a cabeça e o corpo naquela direção. Se precisar de ajuda, dobre com delicadeza a perna do lado oposto e cruze-a sobre o corpo, guiando o quadril para que ele vire. Deixe que ele faça a maior parte do movimento e repita para o outro lado. Continue também com o tempo de bruços: enquanto ele ainda não se arrasta nem engatinha, some pelo menos 30 minutos por dia de barriga para baixo, em vários momentos, sempre acordado e com você olhando.',
    benefits: [
      'Fortalece o tronco, o pescoço e os braços',
      'Desenvolve a coordenação e a percepção do próprio corpo',
      'Prepara para sentar e engatinhar',
    ],
    safetyTips: [
      'Faça sempre no chão; a partir do momento em que o bebê rola, nunca o deixe sozinho na cama, no sofá ou no trocador',
      'Afaste do espaço móveis com quinas e objetos pequenos',
      'Nunca puxe o bebê pelos braços; guie pelo quadril e pelas pernas',
      'Pare se ele chorar ou parecer cansado',
    ],
    frequency: '2 a 3 vezes ao dia',
    duration: '3 a 5 minutos',
    tutorialImages: steps(
      ['Deite o bebê de costas sobre um tapete firme', 'baby'],
      ['Mostre um brinquedo de um lado', 'eye'],
      ['Dobre a perna do lado oposto e guie o quadril', 'rotate-ccw'],
      ['Comemore e repita para o outro lado', 'smile'],
    ),
  }),
  baby('3-6m', {
    id: 7,
    title: 'Sentar com apoio',
    description:
      'Sentar com o apoio das suas mãos ou do seu colo fortalece as costas e prepara o bebê para sentar sozinho.',
    detailedDescription:
      'Comece apenas quando o bebê já sustentar bem a cabeça. Sente-se no chão com as pernas afastadas e acomode o bebê entre elas, de costas para você, ou apoie-o no seu colo. Segure-o pelo tronco ou pelo quadril, dando só o apoio necessário, e ofereça um brinquedo à frente para que ele se equilibre. Com o tempo, diminua o apoio aos poucos.',
    benefits: [
      'Fortalece as costas e o tronco',
      'Treina o equilíbrio',
      'Amplia a visão do ambiente e o interesse pelas brincadeiras',
    ],
    safetyTips: [
      'Só comece quando o bebê sustentar a cabeça com firmeza',
      'Nunca deixe o bebê sentado sozinho entre almofadas: ele pode cair para a frente e ficar com o rosto afundado nelas',
      'Faça sessões curtas e pare se ele curvar o corpo, cansar ou reclamar',
    ],
    frequency: '2 a 3 vezes ao dia',
    duration: '2 a 5 minutos',
  }),

  // 6 a 9 meses: esconde-achou, passa objetos de uma mão para a outra, senta sem apoio.
  baby('6-9m', {
    id: 8,
    title: 'Passar o brinquedo de uma mão para a outra',
    description: 'Brincar de trocar objetos entre as mãos desenvolve a coordenação e a habilidade das mãos do bebê.',
    detailedDescription:
      'Com o bebê sentado no chão, com apoio se precisar, entregue um brinquedo em uma das mãos dele. Depois ofereça um segundo brinquedo para a mesma mão, para incentivá-lo a passar o primeiro para a outra. Mostre você mesma como fazer, passando um objeto de uma mão para a outra bem devagar. Varie as texturas, os tamanhos e os sons dos objetos.',
    benefits: [
      'Desenvolve a coordenação entre as duas mãos',
      'Estimula a pegada e a exploração de texturas',
      'Prepara para o movimento de pinça com os dedos',
    ],
    safetyTips: [
      'Use objetos grandes: se cabem dentro de um rolo de papel higiênico, são pequenos demais e podem causar engasgo',
      'Fique sempre ao lado, porque tudo ainda vai para a boca',
      'Pare quando o bebê perder o interesse',
    ],
    frequency: '2 a 3 vezes ao dia',
    duration: '5 minutos',
  }),
  baby('6-9m', {
    id: 9,
    title: 'Esconde-achou',
    description:
      'A brincadeira de esconder e reaparecer diverte o bebê e ensina que as coisas continuam existindo mesmo quando não estão à vista.',
    detailedDescription:
      'Sente-se de frente para o bebê e cubra o seu rosto com as mãos ou com um pano leve. Pergunte "cadê a mamãe?" e, depois de alguns segundos, descubra o rosto dizendo "achou!" com um sorriso. Faça o mesmo escondendo um brinquedo debaixo de um paninho e deixe que ele puxe o pano para encontrar. Com o tempo, ele vai querer se esconder também.',
    benefits: [
      'Ensina que pessoas e objetos continuam existindo quando somem de vista',
      'Estimula a interação, o riso e a imitação',
      'Ajuda o bebê a lidar melhor com pequenas separações',
    ],
    safetyTips: [
      'Use só um pano leve, que deixe passar o ar, e por poucos segundos',
      'Nunca cubra o rosto do bebê com plástico, cobertor ou tecido grosso',
      'Não deixe o pano com o bebê depois da brincadeira',
    ],
    frequency: 'Várias vezes ao dia, nos momentos de brincadeira',
    duration: '3 a 5 minutos',
  }),
  baby('6-9m', {
    id: 10,
    title: 'Engatinhar: caminho de almofadas',
    description: 'Um percurso com almofadas firmes no chão convida o bebê a engatinhar, subir e explorar.',
    detailedDescription:
      'Espalhe algumas almofadas firmes e baixas sobre um tapete, formando pequenos obstáculos. Coloque um brinquedo interessante do outro lado e chame o bebê. Se ele ainda não engatinha, deixe-o de bruços e apoie a sola dos pés dele com as suas mãos, para que ele tenha onde empurrar. Enquanto ele ainda não se desloca sozinho, esse tempo de bruços entra na conta do dia: o recomendado é somar pelo menos 30 minutos por dia, em vários momentos, sempre acordado e com você olhando. Comemore cada avanço e deixe que ele explore no próprio ritmo. Cada bebê tem seu jeito: alguns se arrastam ou engatinham pouco antes de andar.',
    benefits: [
      'Fortalece braços, ombros, tronco e pernas',
      'Desenvolve a coordenação entre os dois lados do corpo',
      'Estimula a autonomia e a noção de espaço',
    ],
    safetyTips: [
      'Deixe o chão limpo e livre de objetos pequenos, fios e quinas',
      'Use almofadas firmes e baixas e não deixe o bebê com o rosto apoiado nelas',
      'Feche o acesso a escadas com portão de segurança',
      'Supervisione o tempo todo e pare quando ele cansar',
    ],
    frequency: '2 a 3 vezes ao dia',
    duration: '5 a 10 minutos',
    tutorialImages: steps(
      ['Espalhe almofadas firmes e baixas sobre um tapete', 'armchair'],
      ['Coloque um brinquedo do outro lado e chame o bebê', 'eye'],
      ['Se precisar, apoie a sola dos pés para ele empurrar', 'footprints'],
      ['Comemore cada avanço', 'sparkles'],
    ),
  }),

  // 9 a 12 meses: imita gestos, faz pinça, anda com apoio.
  baby('9-12m', {
    id: 11,
    title: 'Ficar em pé com apoio',
    description:
      'Apoiar-se em um móvel firme para ficar em pé fortalece as pernas e prepara o bebê para os primeiros passos.',
    detailedDescription:
      'Coloque um brinquedo sobre um sofá ou móvel baixo e firme, na altura do peito do bebê. Com ele sentado ou ajoelhado em frente ao móvel, incentive-o a se segurar e a puxar o corpo para ficar em pé. Se precisar, ajude apoiando o quadril, e não puxando pelos braços. Ensine também a descer, dobrando os joelhos dele com delicadeza até que ele se sente.',
    benefits: [
      'Fortalece pernas, quadril e tronco',
      'Treina o equilíbrio em pé',
      'Prepara para andar com apoio e, depois, sozinho',
    ],
    safetyTips: [
      'Use móveis estáveis, de preferência presos à parede, e proteja as quinas',
      'Retire toalhas de mesa e objetos que ele possa puxar para cima de si',
      'Fique sempre por perto, com o bebê descalço ou de meia antiderrapante',
    ],
    frequency: '2 a 3 vezes ao dia',
    duration: '5 minutos',
    tutorialImages: steps(
      ['Coloque um brinquedo sobre um sofá firme', 'armchair'],
      ['Incentive o bebê a se segurar e se levantar', 'hand'],
      ['Se precisar, apoie o quadril, sem puxar pelos braços', 'person-standing'],
      ['Ensine a descer dobrando os joelhos', 'move'],
    ),
  }),
  baby('9-12m', {
    id: 12,
    title: 'Passos com apoio',
    description: 'Caminhar segurando nos móveis ou nas suas mãos ajuda o bebê a ganhar confiança para andar.',
    detailedDescription:
      'Quando o bebê já fica em pé com apoio, deixe-o andar de lado segurando na borda do sofá, em busca de um brinquedo. Você também pode ficar atrás dele e oferecer as mãos na altura dos ombros, sem erguer os braços dele acima da cabeça. Outra opção é um carrinho de empurrar firme e pesado, que não tombe. Deixe-o descalço em piso seguro para que sinta o chão e se equilibre melhor.',
    benefits: [
      'Desenvolve o equilíbrio e a força das pernas',
      'Dá confiança para os primeiros passos sozinho',
      'Andar descalço fortalece os pés',
    ],
    safetyTips: [
      'Não use andador: ele aumenta o risco de quedas e acidentes e não ajuda o bebê a aprender a andar',
      'Mantenha o caminho livre de tapetes soltos, quinas e escadas sem portão',
      'Respeite o ritmo do bebê e pare quando ele cansar',
    ],
    frequency: '2 a 3 vezes ao dia',
    duration: '5 a 10 minutos',
  }),

  // A partir de 12 meses: põe blocos no pote, torre de 2 e de 3 blocos, anda sozinho, chuta bola.
  baby('12+m', {
    id: 13,
    title: 'Empilhar blocos',
    description: 'Montar e derrubar torres de blocos desenvolve a coordenação das mãos e a concentração.',
    detailedDescription:
      'Sente-se no chão com a criança e ofereça blocos grandes e leves. Monte uma torre de 2 blocos e mostre como derrubar, que costuma ser a parte favorita. Incentive-a a colocar um bloco sobre o outro e também a guardar os blocos dentro de um pote. Aos poucos as torres crescem: 2 blocos por volta dos 15 a 18 meses e 3 blocos até os 2 anos.',
    benefits: [
      'Desenvolve a coordenação fina e o movimento de pinça',
      'Estimula a concentração e a paciência',
      'Ensina noções de tamanho, quantidade e causa e efeito',
    ],
    safetyTips: [
      'Prefira blocos grandes, leves e sem pontas, que não caibam na boca',
      'Brinque no chão, longe de quinas',
      'Fique por perto e guarde peças pequenas fora do alcance',
    ],
    frequency: '1 a 2 vezes ao dia',
    duration: '5 a 10 minutos',
    tutorialImages: steps(
      ['Ofereça blocos grandes e leves', 'hand'],
      ['Monte uma torre de 2 blocos', 'sparkles'],
      ['Deixe a criança derrubar e comemore junto', 'smile'],
      ['Incentive-a a guardar os blocos dentro de um pote', 'circle-check'],
    ),
  }),
  baby('12+m', {
    id: 14,
    title: 'Chutar a bola',
    description: 'Chutar uma bola leve treina o equilíbrio em um pé só e a coordenação das pernas.',
    detailedDescription:
      'Quando a criança já andar com firmeza, coloque uma bola grande e leve parada à frente dos pés dela. Mostre como chutar e, no começo, segure uma das mãos dela para ajudar no equilíbrio. Depois, role a bola devagar na direção dela e incentive o chute de volta. Chutar sem apoio costuma aparecer entre 18 e 24 meses, então tenha paciência e faça disso uma brincadeira.',
    benefits: [
      'Treina o equilíbrio e a coordenação',
      'Fortalece as pernas',
      'Estimula a interação e a brincadeira a dois',
    ],
    safetyTips: [
      'Use uma bola leve e macia',
      'Brinque em espaço plano e aberto, longe de escadas, piscina, rua e móveis com quinas',
      'Supervisione sempre e pare quando a criança cansar',
    ],
    frequency: '1 a 2 vezes ao dia',
    duration: '5 a 10 minutos',
  }),
];

export const MOM_EXERCISES: Exercise[] = [
  mom({
    id: 101,
    title: 'Caminhada com o bebê',
    description:
      'Caminhadas leves com o bebê no carrinho ou no carregador ajudam a retomar o condicionamento e melhoram o humor.',
    detailedDescription:
      'Caminhadas curtas e tranquilas costumam ser possíveis já nas primeiras semanas, se você se sentir bem; depois de uma cesárea, confirme antes com seu médico. Comece com 10 a 15 minutos em terreno plano e aumente aos poucos até cerca de 30 minutos, num ritmo em que ainda consiga conversar. Leve o bebê no carrinho ou em um carregador ergonômico, com o rosto dele sempre visível e o nariz e a boca livres. Use tênis confortável e sutiã com boa sustentação, e leve água. Exercícios mais intensos, como correr, só depois da liberação médica, geralmente a partir de 6 semanas.',
    benefits: [
      'Melhora o condicionamento e a circulação',
      'Ajuda a reduzir o estresse e a melhorar o humor e o sono',
      'É um passeio gostoso para você e para o bebê',
    ],
    safetyTips: [
      STOP_SIGNS,
      'Evite os horários de sol forte e proteja o bebê do sol direto',
      'Beba água antes, durante e depois, principalmente se estiver amamentando',
    ],
    frequency: '3 a 5 vezes por semana',
    duration: '10 a 30 minutos, aumentando aos poucos',
    tutorialImages: steps(
      ['Comece com 10 a 15 minutos em terreno plano', 'timer'],
      ['Leve o bebê no carrinho ou no carregador, com o rosto dele visível', 'baby'],
      ['Caminhe num ritmo em que ainda consiga conversar', 'footprints'],
      ['Ao voltar, beba água e descanse', 'circle-check'],
    ),
  }),
  mom({
    id: 102,
    title: 'Yoga pós-parto',
    description: 'Posturas suaves e respiração consciente ajudam a aliviar tensões e a fortalecer o corpo com calma.',
    detailedDescription:
      'Comece só depois da liberação médica, geralmente a partir de 6 semanas; depois de uma cesárea, pode ser preciso esperar mais. Sobre um tapete, comece pela respiração: inspire pelo nariz expandindo as costelas e solte o ar devagar pela boca. Faça o gato-vaca em quatro apoios, arredondando e alongando as costas no ritmo da respiração. Depois, descanse na postura da criança, sentada sobre os calcanhares, com o tronco à frente e os braços estendidos. Termine deitada de costas, relaxando por alguns minutos, com o bebê ao seu lado se quiser.',
    benefits: [
      'Alivia tensões nas costas, nos ombros e no pescoço',
      'Reduz o estresse e favorece o descanso',
      'Ajuda a recuperar a postura e a consciência do corpo',
    ],
    safetyTips: [
      'Com diástase abdominal (afastamento dos músculos da barriga), evite torções fortes, abdominais e posturas que façam a barriga estufar, e peça orientação a um fisioterapeuta',
      'Não force: as articulações podem continuar mais frouxas por alguns meses depois do parto',
      STOP_SIGNS,
    ],
    frequency: '2 a 3 vezes por semana',
    duration: '15 a 30 minutos',
    tutorialImages: steps(
      ['Sente-se confortável e respire fundo e devagar', 'wind'],
      ['Faça o gato-vaca em quatro apoios', 'activity'],
      ['Descanse na postura da criança', 'moon'],
      ['Relaxe deitada de costas por alguns minutos', 'bed'],
    ),
  }),
  mom({
    id: 103,
    title: 'Exercícios para o assoalho pélvico',
    description:
      'Contrair e relaxar os músculos do assoalho pélvico ajuda a recuperar o controle da urina e a firmeza da região depois da gestação e do parto.',
    detailedDescription:
      'Em geral, podem começar já nos primeiros dias depois do parto, normal ou cesárea, desde que não haja dor; na dúvida, pergunte à equipe que acompanha você. Deitada, sentada ou em pé, contraia os músculos como se quisesse segurar o xixi e os gases, puxando-os para dentro e para cima. Segure por 3 a 5 segundos, respirando normalmente, e relaxe pelo mesmo tempo. Repita 10 vezes e, com as semanas, chegue a até 10 segundos de contração. Não contraia a barriga, os glúteos nem as coxas, e não treine interrompendo o xixi no banheiro.',
    benefits: [
      'Ajuda a prevenir e a tratar a perda de urina',
      'Melhora a sustentação dos órgãos da pelve',
      'Contribui para a retomada da vida sexual',
    ],
    safetyTips: [
      'Pare se sentir dor e converse com seu médico',
      'Se a perda de urina continuar ou houver sensação de peso na vagina, procure um fisioterapeuta especializado em saúde pélvica',
      'Nunca prenda a respiração durante a contração',
    ],
    frequency: '3 vezes ao dia',
    duration: '5 minutos',
    tutorialImages: steps(
      ['Fique numa posição confortável, deitada ou sentada', 'bed'],
      ['Contraia como se segurasse o xixi e os gases, puxando para dentro e para cima', 'activity'],
      ['Segure de 3 a 5 segundos, respirando normalmente', 'timer'],
      ['Relaxe pelo mesmo tempo e repita 10 vezes', 'circle-check'],
    ),
  }),
  mom({
    id: 104,
    title: 'Alongamento completo',
    description:
      'Uma sequência de alongamentos suaves alivia a tensão acumulada ao amamentar, carregar e ninar o bebê.',
    detailedDescription:
      'Alongamentos leves de pescoço e ombros costumam ser bem tolerados desde cedo, mas a sequência completa fica para depois da liberação médica, geralmente a partir de 6 semanas. Comece inclinando a cabeça para cada lado e girando os ombros para trás. Abra o peito entrelaçando as mãos atrás das costas e, sentada, alongue a parte de trás das pernas levando o tronco à frente com as costas retas. Mantenha cada posição por 20 a 30 segundos, respirando devagar e sem balançar. Para levantar do chão ou da cama, vire de lado primeiro e apoie-se nos braços, protegendo a barriga.',
    benefits: [
      'Alivia dores no pescoço, nos ombros e nas costas',
      'Melhora a postura e a flexibilidade',
      'Oferece um momento de pausa e relaxamento',
    ],
    safetyTips: [
      'Alongue até sentir uma leve tensão, nunca dor: as articulações ainda podem estar mais frouxas',
      'Com diástase abdominal, evite alongamentos que estiquem muito a barriga para trás e só faça abdominais com orientação de um fisioterapeuta',
      STOP_SIGNS,
    ],
    frequency: 'Diariamente',
    duration: '10 a 15 minutos',
  }),
];

export const EXERCISES: Exercise[] = [...BABY_EXERCISES, ...MOM_EXERCISES];

/** The exercises page's source line, under the line about confirming with the pediatrician. */
export const BABY_EXERCISES_SOURCE =
  'Fonte dos exercícios do bebê: diretrizes da OMS sobre atividade física, comportamento sedentário e sono para menores de 5 anos (2019) e Caderneta da Criança, do Ministério da Saúde.';

/** Baby exercises for an age band, in id order. */
export function exercisesForBand(band: BabyAgeBand): Exercise[] {
  const b = BABY_AGE_BANDS.find((x) => x.id === band);
  if (!b) return [];
  return EXERCISES.filter(
    (e) => e.category === 'baby' && e.minAgeMonths === b.minAgeMonths && e.maxAgeMonths === b.maxAgeMonths,
  ).sort((x, y) => x.id - y.id);
}
