const SPOTS = /\b(manchas?|manchinhas?|pintas?|pintinhas?|pontinhos?|pontos|bolinhas?|petequias?|marcas?)\b/;
const SPOTS_THAT_STAY =
  /\b(nao (some|somem|sumiu|sumiram|sai|saem|sairam|desaparece|desaparecem|clareia|clareiam|empalidece|empalidecem|muda|mudam)|continua|continuam|ficam|copo|aperto|aperta|apertar|apertei|pressiono|pressionar)\b/;

/** "Somem quando aperto": spots that fade under the finger are not the ones that stay. */
const SPOTS_THAT_FADE =
  /(?<!\bnao )\b(somem|some|sumiu|sumiram|desaparece\w*|clareia\w*|empalidece\w*|saem|sai) (\w+ ){0,2}(quando|ao|se) (\w+ )?(aperto|aperta|apertar|apertei|pressiono|pressionar)\b/;

/** Fever plus spots that do not fade; spots like that are urgent even before a thermometer is read. */
export function isFeverWithSpots(text: string, fever: boolean): boolean {
  if (!SPOTS.test(text)) return false;
  const purple = /\b(rox\w*|arroxead\w*|vermelh\w*|escur\w*|vinho|sangue|pretas?)\b/.test(text);
  const stay = SPOTS_THAT_STAY.test(text) && !SPOTS_THAT_FADE.test(text);
  return (fever && (purple || stay)) || (purple && stay);
}
