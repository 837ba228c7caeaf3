/** Tier 1: the signs of bulging fontanelle that send her to 192 first. */
export const BULGING_FONTANELLE_SIGNS: RegExp[] = [
  /\bmoleir\w*\b.*\b(estufad\w*|inchad\w*|alta|altinha|saltad\w*|levantad\w*|abaulad\w*|dura|durinha|pra fora|para fora|elevad\w*|cheia|tensa|crescid\w*|estourando|inflad\w*|saliente|pulando|latejando|subiu|subindo|empinada|bombad\w*)/,
  /\b(estufad\w*|inchad\w*|abaulad\w*) (a |na )?moleir\w*/,
  /\bfontanela\b.*\b(abaulad\w*|estufad\w*|tensa|elevad\w*)/,
];
