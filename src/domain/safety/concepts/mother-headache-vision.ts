const HEADACHE =
  /\b(dor (\w+ ){0,2}(de|na) cabeca|cabeca (\w+ ){0,2}(doi|doendo|latejando|explodindo|estourando)|enxaqueca|cefaleia)\b/;
const VISION_CHANGE =
  /\b(vista|visao|enxerg\w*|embac\w*|borrad\w*|turv\w*|pontinhos? de luz|pontos? (brilhantes?|luminosos?|pretos?|de luz)|luzes|luzinhas|estrelinhas|estrelas|flash\w*|brilh\w*|escurec\w*|tudo preto|tudo escuro|ver direito|vendo nada|ver nada|vendo dobrado|duplicad\w*|dobrad\w*|embaralh\w*)\b/;

/** Vision that changed, not the word "vista" alone: blurred, spots of light, darkening. */
const VISION_DISTURBED =
  /\b(embac\w*|borrad\w*|turv\w*|pontinhos?|pontos? (brilh\w*|luminos\w*|pretos?|de luz)|luzes|luzinhas|estrelinhas|vendo estrelas|flash\w*|brilh\w*|escurec\w*|tudo preto|tudo escuro|ver direito|vendo nada|ver nada|vendo dobrado|duplicad\w*|embaralh\w*)\b/;
const AFTER_BIRTH =
  /\b(parto|pari|tive (o |a )?(bebe|nenem|ele|ela)|ganhei (o |a )?(bebe|nenem)|cesare\w*|resguardo|puerper\w*|pos parto|dei a luz)\b/;

/** A high reading (from 14 by 9) or words for one: pre-eclampsia can come in the weeks after birth. */
function isPressureHigh(text: string): boolean {
  if (/\bpressao (\w+ ){0,3}(alta|altissima|subiu|subindo|nas alturas|descontrolad\w*)\b/.test(text)) return true;
  const reading = /\bpressao (?:\w+ ){0,3}?(\d{2,3}) (?:por |x )?(\d{1,3})\b/.exec(text);
  if (!reading) return false;
  const inMmHg = (n: number) => (n < 30 ? n * 10 : n);
  return inMmHg(Number(reading[1])) >= 140 || inMmHg(Number(reading[2])) >= 90;
}

/** A headache with changed vision or a high pressure, or changed vision after birth: pre-eclampsia. */
export function isHeadacheWithVisionChange(text: string): boolean {
  return (
    (HEADACHE.test(text) && (VISION_CHANGE.test(text) || isPressureHigh(text))) ||
    (VISION_DISTURBED.test(text) && (isPressureHigh(text) || AFTER_BIRTH.test(text)))
  );
}
