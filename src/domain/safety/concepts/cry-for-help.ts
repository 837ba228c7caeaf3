import { wordFamily } from './word-family';

/** Tier 2: words of a cry for help: socorro, urgente, desperate. One alternative a line. */
export const CRY_FOR_HELP = wordFamily(
  String.raw`
socorro
socoro
me ajud\w*
ajuda (pelo amor|rapido|urgente)
pelo amor de deus
urgente
urgencia
emergencia
samu
192
pronto socorro
desesperad\w*
(esta|estava|ficou|muito|\w+ndo) (estranh|esquisit|diferente)\w*
`,
);
