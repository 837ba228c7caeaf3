import { HOUSEHOLD_PRODUCTS } from '../household-products';
import { oneOf } from './word-family';

/** Tier 2: words of a poison: household products, venomous animals, something unknown swallowed. One alternative a line. */
export const POISON = new RegExp(
  `\\b(${HOUSEHOLD_PRODUCTS}|${oneOf(String.raw`
escorpi\w*
cobra
jararaca
cascavel
coral
aranha
marimbondo
abelha
vespa
lagarta
taturana
arraia
picad[oa] (de|por)
mordid[oa] (de|por)
envenen\w*
intoxic\w*
produto
limpa \w+
gole
golinho
(boca|bafo|halito) (\w+ ){0,2}cheir\w*
frasco
embalagem
nao sei o que (ele |ela )?(pegou|comeu|tomou|engoliu|bebeu|botou na boca)
`)})\\b`,
);
