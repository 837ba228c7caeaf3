import { GIVEN, GIVEN_WRONGLY, MEDICINE_NAMES } from './sign-words';
import { wordFamily } from './word-family';

/** Tier 2: words of medicines and their doses. One alternative a line. */
export const MEDICINE = wordFamily(
  String.raw`
remedios?
medicament\w*
comprimidos?
pilulas?
capsulas?
xarope
dipirona
paracetamol
ibuprofeno
antibiotico
amoxicilina
antialergic\w*
gotas
dose\w*
dosagem
superdos\w*
overdose
frasco
cartela
anticoncepcional
calmante\w*
antidepressiv\w*
tarja preta
melatonina
rivotril
clonazepam
diazepam
fluoxetina
sertralina
escitalopram
dorflex
neosaldina
buscopan
tylenol
novalgina
dramin
benegrip
(deu|dei|tomou|engoliu|bebeu) (\w+ ){0,2}(meu|minha|do pai|da mae|da avo|do avo|de adulto) (\w+ )?(pro|pra|para o|para a|ao|a) (bebe|ele|ela)
colirio
seringa
vitaminas?
de adulto
confundi\w*
exager\w*
dobrad\w*
em dobro
outra dose
tireoide
`,
);

/** Tier 1: the signs of medicine error that send her to 192 first. */
export const MEDICINE_ERROR_SIGNS: RegExp[] = [
  new RegExp(`^(?=.*\\b(${GIVEN})\\b)(?=.*\\b(${MEDICINE_NAMES})\\b)(?=.*\\b(${GIVEN_WRONGLY}))`),
  /\b(err(ei|ou|amos|aram)|troquei|trocou|trocamos) (a |o )?(dose|remedio|medida|quantidade|frasco|frascos|seringa|xarope)\b/,
  /\b(superdos\w*|overdose|sobredos\w*)\b/,
  /\b(confundi|confundimos|confundiu|troquei|trocamos|trocou) (\w+ ){0,2}(frascos?|remedios?|seringas?|vidros?|gotas|colirio)\b/,
  /\bexager\w* (\w+ ){0,2}(dose|remedio|gotas|xarope)\b/,
  /\b(dei|deu|demos|coloquei) (\w+ ){0,3}(seringa|frasco|vidro) (inteir[oa]|tod[oa])\b/,
  /\b(dei|deu|demos) (o|um|a|uma) (vidro|frasco|cartela|caixa) (\w+ ){0,2}(pra|para|ao|a|no|na) (ele|ela|bebe)\b/,
];
