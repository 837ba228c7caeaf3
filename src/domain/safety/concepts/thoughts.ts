/** A thought to the end of its clause: where she thinks of going is not where she is. */
const THOUGHT_WORDS =
  'penso|pensei|pensando|pensa|pensou|pensamentos? (\\w+ )?(de|em)|me vem|imagem (de|da|do)|imagino|imaginei|imaginando|vontade de|ideias? de';
export const THOUGHT_CLAUSE = new RegExp(`\\b(${THOUGHT_WORDS}|medo de) (em )?[^.,]*`, 'g');

/** What she does to keep the baby away from the means ("evito ficar perto da faca com ele"). */
export const KEEPING_AWAY = /\b(evito|evitando|nao (fico|chego|deixo)|fujo|escondi|tirei|guardei|tranquei) [^.,]*/g;

/** A thought or a wish to the end of its clause; a fear ("medo de ele se afogar") is not one. */
export const THOUGHT_OF_IT = new RegExp(`\\b(${THOUGHT_WORDS}) (em )?[^.,]*`, 'g');

/**
 * A thought of harming the baby, up to the end of its clause ("pensamentos de deixar ela cair da
 * escada"): what it names has not happened, so it is not an emergency sign.
 */
export const HARM_THOUGHT =
  /\b((pensamentos?|pens\w*|imagin\w*|ideias?|vontade|medo|me vem|vem na (cabeca|mente)) ((?!(ele|ela|se|me|o bebe|a bebe) )\w+ ){0,4}((de|em) )?(deix|jog|machuc|sacud|afog|sufoc|bat|apert|larg|empurr|derrub|bot|coloc|tamp|tap|solt|deslig)\w* [^.,]*|(imagin\w*|pensando|penso|vejo na (minha )?cabeca|a imagem d\w*) (ele|ela|o bebe|a bebe) \w+ndo[^.,]*)/g;
