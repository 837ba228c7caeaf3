import { DRINK_WITH_PILLS } from '../danger-concepts';

/**
 * What she says she already did to her own body: pills or a poison taken, a cut that bleeds. Her
 * body is in danger now, so 192 comes before 188.
 */
const HER_BODY_HARMED_OWN =
  /\b((tomei|engoli) (uns|umas|alguns|algumas|varios|varias|muitos|muitas|todos|todas|tudo|um monte|a cartela|o vidro|a caixa|os remedios|os comprimidos|\d+)|(tomei|engoli) (uma |a |o |um )?(cartela|caixa|vidro|frasco)|(tomei|engoli) (\w+ ){0,2}(cartela|caixa|vidro|frasco) (inteir|tod)\w*|(bebi|tomei|engoli) (\w+ ){0,3}(agua sanitaria|veneno|soda|alvejante|desinfetante|cloro|querosene|gasolina|thinner|removedor|chumbinho|raticida|inseticida)|me (cortei|furei|esfaqueei) [^.]*\b(sangr\w*|sangue)|(sangr\w*|sangue) [^.]*\bme (cortei|furei|esfaqueei)|(corda|cinto|lencol|fio|cabo|cordao) (\w+ ){0,2}(no|em volta do|envolta do|ao redor do) (meu )?pescoco)\b/;
export const HER_BODY_HARMED = new RegExp(`${HER_BODY_HARMED_OWN.source}|\\b(${DRINK_WITH_PILLS.source})\\b`);
