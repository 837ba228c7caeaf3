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
