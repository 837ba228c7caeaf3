import { ageOf, type CareTopic, confirmLineForMother, lines, monthsOf } from './care-topic';

export const exerciciosMae: CareTopic = {
  id: 'exercicios-mae',
  title: 'Exercícios para a mãe no pós-parto',
  keywords: [
    'exercicio pos parto',
    'exercicio para mim',
    'exercicio para mae',
    'exercicio para a mae',
    'exercicio depois do parto',
    'posso fazer exercicio',
    'posso me exercitar',
    'pos parto',
    'posparto',
    'depois do parto',
    'apos o parto',
    'resguardo',
    'assoalho pelvico',
    'pelvico',
    'perineo',
    'kegel',
    'diastase',
    'academia',
    'malhar',
    'treinar',
    'voltar a treinar',
    'correr',
    'caminhada',
    'yoga',
    'pilates',
    'abdominal',
    'perda de urina',
    'escape de xixi',
    'minha barriga',
    'liberacao medica',
  ],
  answer(baby) {
    const m = baby ? monthsOf(baby) : null;
    const intro =
      baby && m !== null
        ? m < 2
          ? `Com ${baby.name} ainda com ${ageOf(baby)}, você provavelmente está no resguardo. Por enquanto, vale o que é leve: caminhadas curtas, se você se sentir bem, e os exercícios para o assoalho pélvico. O resto fica para depois da liberação médica.`
          : `Com ${baby.name} já com ${ageOf(baby)}, se você já teve a liberação médica na consulta de pós-parto, dá para retomar os exercícios aos poucos.`
        : 'No pós-parto, o corpo precisa de tempo. Exercícios mais intensos só depois da liberação médica, em geral a partir de 6 semanas, e depois de uma cesárea pode ser preciso esperar mais.';
    return lines(
      intro,
      '• Assoalho pélvico: contraia como se segurasse o xixi e os gases, segure de 3 a 5 segundos e relaxe. Pode começar nos primeiros dias, se não doer.',
      '• Caminhada: comece com 10 a 15 minutos em terreno plano e aumente até cerca de 30.',
      '• Depois da liberação: yoga, alongamento e fortalecimento, sem pressa.',
      '• Com diástase (a barriga afastada no meio), evite abdominais tradicionais e procure um fisioterapeuta.',
      '• Se amamenta, prefira treinar depois de uma mamada, beba água e use um sutiã firme.',
      'Pare e procure seu médico se o sangramento aumentar ou voltar a ficar vermelho vivo, ou se sentir dor, tontura ou falta de ar. Na tela Exercícios há o passo a passo dos exercícios para a mãe.',
      confirmLineForMother(baby),
    );
  },
};
