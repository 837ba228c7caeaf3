import { ageOf, type CareTopic, confirmLine, lines, monthsOf } from './care-topic';

export const denticao: CareTopic = {
  id: 'denticao',
  title: 'Dentição',
  keywords: [
    'dente',
    'dentinho',
    'denticao',
    'dente nascendo',
    'nascer dente',
    'nascer o dente',
    'gengiva',
    'mordedor',
    'morder',
    'mordendo',
    'babando',
    'escovar',
    'escova de dente',
    'escovinha',
    'pasta de dente',
    'creme dental',
    'fluor',
    'colar de ambar',
    'febre de dente',
    'dentista',
  ],
  answer(baby) {
    const m = baby ? monthsOf(baby) : null;
    const intro =
      baby && m !== null
        ? m < 4
          ? `Com ${ageOf(baby)}, ainda é cedo para os dentes de ${baby.name}: a maioria nasce por volta dos 6 meses. Baba e mão na boca nessa idade fazem parte do desenvolvimento.`
          : m < 13
            ? `Com ${ageOf(baby)}, ${baby.name} está na fase em que os primeiros dentes costumam aparecer, em geral por volta dos 6 meses, mas cada bebê tem seu tempo.`
            : `Com ${ageOf(baby)}, ${baby.name} ainda vai ganhar vários dentes, como os molares, até completar os 20 dentes de leite, por volta dos 3 anos.`
        : 'Os primeiros dentes costumam nascer por volta dos 6 meses, mas podem vir antes ou depois, e cada bebê tem seu tempo.';
    return lines(
      intro,
      'Quando eles estão vindo, é comum ter mais baba, vontade de morder tudo, gengiva inchada, irritação e sono mais agitado.',
      'Para aliviar:',
      '• Mordedor limpo e gelado, da geladeira, não do congelador.',
      '• Massagem suave na gengiva com o dedo limpo.',
      '• Nada de géis anestésicos para gengiva nem colares de âmbar, que trazem risco de engasgo e sufocamento.',
      'Limpeza: antes dos dentes, passe uma gaze ou fralda limpa umedecida com água na gengiva. Depois do primeiro dente, escove duas vezes ao dia com escova macia e pasta com flúor (pelo menos 1000 ppm), na quantidade de um grão de arroz. Leve ao dentista quando o primeiro dente nascer.',
      'Os dentes não causam febre de verdade: se a temperatura chegar a 37,5 °C ou mais, procure avaliação, porque a causa é outra.',
      confirmLine(baby),
    );
  },
};
