/**
 * Words of a tier-1 sign said of one part, not of the baby: her own breast ("meu peito ficou
 * mole", "o bico tá rachado e sangrando"), a neck not yet firm ("com quantos meses firma o
 * pescoço? o meu ainda fica molinho"), the spot where a vaccine went in ("a perninha ficou dura e
 * vermelha onde tomou a vacina"). Tier 1 reads the message without them; tier 2 still hears them.
 */
const HER_BREAST =
  /\b(meu |o |os |meus )?(peito|peitos|seio|seios|bico|bicos|mamilo|mamilos|mama|mamas)( do peito| do seio)? (\w+ ){0,3}(mole|murch\w*|sangr\w*|racha\w*|ferid\w*|machucad\w*)\b/g;
const NECK_NOT_YET_FIRM =
  /\b(firm\w* (o |a )?(pescoco|cabeca|cabecinha)|(pescoco|cabeca|cabecinha) (\w+ ){0,3}(firm\w*|durinh\w*))\b.*\b(mole|molinho|molinha|molenga)\b/g;
const VACCINE_SPOT =
  /\b(perna|perninha|coxa|coxinha|braco|bracinho|bumbum|lugar|local) (\w+ ){0,3}(dur[oa]|durinh[oa]|endurecid[oa]|inchad[oa]|vermelh[oa]) (\w+ ){0,6}(vacina|injecao|picada)\b/g;

export const withoutPartsNotTheBaby = (text: string) =>
  text.replace(HER_BREAST, ' ').replace(NECK_NOT_YET_FIRM, ' ').replace(VACCINE_SPOT, ' ');
