import { describe, expect, it } from 'vitest';
import { APLV_FOODS, FOODS_BY_AGE, MOTHER_GUIDES, RECIPES } from './feeding-content';

const FOOD_CATEGORIES = [
  'Frutas',
  'Legumes e verduras',
  'Tubérculos e raízes',
  'Cereais',
  'Leguminosas',
  'Carnes e ovos',
  'Gorduras e sementes',
  'Laticínios',
  'Doces e açúcares',
  'Temperos',
  'Bebidas',
];
const APLV_CATEGORIES = [
  'Bebidas',
  'Laticínios',
  'Ingredientes de rótulo',
  'Cereais',
  'Proteínas',
  'Frutas e vegetais',
  'Gorduras',
];
const RECIPE_CATEGORIES = ['Papinha salgada', 'Papinha de fruta', 'Lanche', 'Café da manhã', 'Almoço/Jantar'];

/** The Guia alimentar's foods with minimum age 6 months (docs/content-sources.md). */
const FOODS_AT_6 = [
  'Banana',
  'Mamão',
  'Manga',
  'Maçã',
  'Pera',
  'Abacate',
  'Laranja',
  'Melancia',
  'Abóbora',
  'Cenoura',
  'Chuchu',
  'Abobrinha',
  'Brócolis',
  'Couve',
  'Batata',
  'Batata-doce',
  'Mandioca',
  'Inhame',
  'Arroz',
  'Milho e fubá',
  'Aveia',
  'Macarrão',
  'Feijão',
  'Lentilha',
  'Grão-de-bico',
  'Carne bovina',
  'Frango',
  'Peixe',
  'Fígado',
  'Ovo',
  'Pasta de amendoim',
];

/** A whole word, with Unicode-aware edges: "sal" matches "sal" but not "salsinha". */
const word = (w: string) => new RegExp(`(?<!\\p{L})${w}(?!\\p{L})`, 'iu');

const food = (name: string) => {
  const found = FOODS_BY_AGE.find((f) => f.name === name);
  if (!found) throw new Error(`missing food ${name}`);
  return found;
};

const duplicates = (values: string[]) => values.filter((v, i) => values.indexOf(v) !== i);

const allStrings = (): string[] => [
  ...FOODS_BY_AGE.flatMap((f) => [f.name, f.category, f.description, f.icon, f.benefits, f.preparationTips]),
  ...APLV_FOODS.flatMap((a) => [a.name, a.category, a.description, a.icon, ...a.alternativeFoods]),
  ...RECIPES.flatMap((r) => [r.title, r.category, ...r.ingredients, ...r.instructions, r.nutritionalInfo ?? '']),
  ...MOTHER_GUIDES.flatMap((g) => [g.title, ...g.sections.flatMap((s) => [s.heading, ...s.paragraphs])]),
];

const segmenter = new Intl.Segmenter('pt-BR', { granularity: 'grapheme' });
const isOneEmoji = (icon: string) =>
  [...segmenter.segment(icon)].length === 1 && /\p{Extended_Pictographic}/u.test(icon);

describe('FOODS_BY_AGE', () => {
  it('has at least 32 foods with unique names', () => {
    expect(FOODS_BY_AGE.length).toBeGreaterThanOrEqual(32);
    expect(duplicates(FOODS_BY_AGE.map((f) => f.name))).toEqual([]);
  });

  it('uses only the known categories, one emoji and the ages of the Guia (6, 12, 24; whole nuts 48)', () => {
    for (const f of FOODS_BY_AGE) {
      expect(FOOD_CATEGORIES, f.name).toContain(f.category);
      expect(isOneEmoji(f.icon), `${f.name} icon ${f.icon}`).toBe(true);
      expect(f.name === 'Castanhas e amendoim inteiros' ? [48] : [6, 12, 24], f.name).toContain(f.minAgeMonths);
      for (const text of [f.description, f.benefits, f.preparationTips])
        expect(text.trim().length, f.name).toBeGreaterThan(0);
    }
  });

  it('covers every 6-month food of the Guia', () => {
    for (const name of FOODS_AT_6) expect(food(name).minAgeMonths, name).toBe(6);
  });

  it('keeps the later foods at their minimum age', () => {
    expect(food('Feijão').minAgeMonths).toBe(6);
    expect(food('Mel').minAgeMonths).toBe(24);
    expect(food('Leite de vaca').minAgeMonths).toBe(12);
    expect(food('Açúcar e doces').minAgeMonths).toBe(24);
    expect(food('Suco de fruta').minAgeMonths).toBe(12);
    expect(food('Castanhas e amendoim inteiros').minAgeMonths).toBe(48);
  });

  it('says how to cut the foods that choke most: grapes and cherry tomatoes in quarters, lengthwise', () => {
    for (const name of ['Uva', 'Tomate-cereja']) {
      expect(food(name).minAgeMonths, name).toBe(6);
      expect(food(name).preparationTips, name).toMatch(/nunca ofereça (a uva )?inteir/i);
      expect(food(name).preparationTips, name).toMatch(/em quatro, no sentido do comprimento/);
    }
  });

  it('explains honey, cow milk and peanut safety', () => {
    const text = (name: string) => `${food(name).description} ${food(name).preparationTips}`;
    expect(text('Mel')).toMatch(/botulismo/i);
    expect(text('Mel')).toMatch(/a partir de 24 meses/i);
    expect(text('Leite de vaca')).toMatch(/como bebida/i);
    expect(text('Pasta de amendoim')).toMatch(/pasta ou farinha/i);
    expect(text('Pasta de amendoim')).toMatch(/nunca inteiros/i);
  });
});

describe('APLV_FOODS', () => {
  const allowed = APLV_FOODS.filter((a) => a.allowed);
  const avoid = APLV_FOODS.filter((a) => !a.allowed);
  const byName = (name: string) => {
    const found = APLV_FOODS.find((a) => a.name === name);
    if (!found) throw new Error(`missing APLV item ${name}`);
    return found;
  };

  it('has at least 22 items, 10 safe and 10 to avoid, with unique names', () => {
    expect(APLV_FOODS.length).toBeGreaterThanOrEqual(22);
    expect(allowed.length).toBeGreaterThanOrEqual(10);
    expect(avoid.length).toBeGreaterThanOrEqual(10);
    expect(duplicates(APLV_FOODS.map((a) => a.name))).toEqual([]);
  });

  it('uses the known categories and one emoji', () => {
    for (const a of APLV_FOODS) {
      expect(APLV_CATEGORIES, a.name).toContain(a.category);
      expect(isOneEmoji(a.icon), `${a.name} icon ${a.icon}`).toBe(true);
    }
  });

  it('gives alternatives only to the items to avoid', () => {
    for (const a of avoid) {
      expect(a.alternativeFoods.length, a.name).toBeGreaterThanOrEqual(1);
      expect(a.alternativeFoods.length, a.name).toBeLessThanOrEqual(3);
    }
    for (const a of allowed) expect(a.alternativeFoods, a.name).toEqual([]);
  });

  it('avoids milk in every form, including lactose-free and other animals’ milk, and the label terms', () => {
    for (const name of [
      'Leite de vaca',
      'Leite sem lactose',
      'Leite de cabra',
      'Queijo',
      'Iogurte e coalhada',
      'Manteiga e ghee',
      'Requeijão',
      'Doce de leite',
      'Caseína e caseinato',
      'Soro de leite (whey)',
      'Lactoalbumina e lactoglobulina',
      'Composto lácteo',
    ]) {
      expect(byName(name).allowed, name).toBe(false);
    }
  });

  it('marks the look-alikes and real foods as safe', () => {
    for (const name of [
      'Ácido lático',
      'Lactato de cálcio',
      'Manteiga de cacau',
      'Leite de coco',
      'Arroz',
      'Feijão',
      'Leite materno',
    ]) {
      expect(byName(name).allowed, name).toBe(true);
    }
    expect(byName('Bebida vegetal de aveia fortificada').description).toMatch(
      /não substitui o leite materno nem a fórmula/i,
    );
  });

  it('quotes the label warnings', () => {
    const descriptions = APLV_FOODS.map((a) => a.description).join(' ');
    expect(descriptions).toContain('ALÉRGICOS: CONTÉM LEITE');
    expect(descriptions).toContain('PODE CONTER LEITE');
  });
});

describe('RECIPES', () => {
  it('has at least 12 recipes with unique titles and known categories', () => {
    expect(RECIPES.length).toBeGreaterThanOrEqual(12);
    expect(duplicates(RECIPES.map((r) => r.title))).toEqual([]);
    for (const r of RECIPES) {
      expect(RECIPE_CATEGORIES, r.title).toContain(r.category);
      expect(r.ingredients.length, r.title).toBeGreaterThan(0);
      expect(r.instructions.length, r.title).toBeGreaterThan(0);
      expect(r.prepTimeMinutes, r.title).toBeGreaterThan(0);
      expect(r.servings, r.title).toBeGreaterThan(0);
    }
  });

  it('covers the ages 6, 8, 9 and 12 months', () => {
    const count = (age: number) => RECIPES.filter((r) => r.minAgeMonths === age).length;
    for (const r of RECIPES) expect([6, 8, 9, 12], r.title).toContain(r.minAgeMonths);
    expect(count(6)).toBeGreaterThanOrEqual(3);
    expect(count(8)).toBeGreaterThanOrEqual(3);
    expect(count(9)).toBeGreaterThanOrEqual(2);
    expect(count(12)).toBeGreaterThanOrEqual(3);
  });

  it('has at least 5 APLV-friendly recipes, none of them with dairy', () => {
    const friendly = RECIPES.filter((r) => r.isAplvFriendly);
    expect(friendly.length).toBeGreaterThanOrEqual(5);
    const dairy =
      /(?<!\p{L})(leite(?! de coco| materno)|queijo|muçarela|manteiga|iogurte|requeijão|creme de leite|nata|ghee)(?!\p{L})/iu;
    for (const r of friendly) for (const i of r.ingredients) expect(i, r.title).not.toMatch(dairy);
  });

  it('adds no salt, sugar or honey before 12 months', () => {
    for (const r of RECIPES.filter((x) => x.minAgeMonths < 12)) {
      for (const i of r.ingredients) {
        expect(i, r.title).not.toMatch(word('sal'));
        expect(i, r.title).not.toMatch(word('açúcar'));
        expect(i, r.title).not.toMatch(word('mel'));
      }
    }
  });

  it('uses no sugar or honey in any recipe (no sugar before 24 months)', () => {
    for (const r of RECIPES) {
      for (const i of r.ingredients) {
        expect(i, r.title).not.toMatch(word('açúcar'));
        expect(i, r.title).not.toMatch(word('mel'));
      }
    }
  });

  it('treats "salsinha" as fine and "sal" as salt', () => {
    expect('Salsinha picada a gosto').not.toMatch(word('sal'));
    expect('1 pitada de sal').toMatch(word('sal'));
    expect('Melancia em cubos').not.toMatch(word('mel'));
  });

  it('keeps numbering out of the steps', () => {
    for (const r of RECIPES) for (const step of r.instructions) expect(step, r.title).not.toMatch(/^\s*\d+\s*[.)\-–:]/);
  });
});

describe('MOTHER_GUIDES', () => {
  const guide = (slug: string) => {
    const found = MOTHER_GUIDES.find((g) => g.slug === slug);
    if (!found) throw new Error(`missing guide ${slug}`);
    return found;
  };
  const text = (slug: string) =>
    guide(slug)
      .sections.flatMap((s) => [s.heading, ...s.paragraphs])
      .join(' ');

  it('has exactly the three guides, with 3 to 5 sections each', () => {
    expect(MOTHER_GUIDES.map((g) => g.slug).sort()).toEqual(['aplv-mom', 'milk-production', 'recovery']);
    for (const g of MOTHER_GUIDES) {
      expect(g.sections.length, g.slug).toBeGreaterThanOrEqual(3);
      expect(g.sections.length, g.slug).toBeLessThanOrEqual(5);
      for (const s of g.sections) expect(s.paragraphs.length, `${g.slug} ${s.heading}`).toBeGreaterThan(0);
    }
  });

  it('ends every guide by sending the mother to her doctor or the UBS', () => {
    for (const g of MOTHER_GUIDES) {
      const last = g.sections.at(-1)?.paragraphs.at(-1) ?? '';
      expect(last, g.slug).toMatch(/confirme/i);
      expect(last, g.slug).toMatch(/pediatra|médic/i);
      expect(last, g.slug).toContain('UBS');
    }
  });

  it('gives the APLV mother the calcium, water and duration figures', () => {
    const t = text('aplv-mom');
    expect(t).toContain('1000');
    expect(t).toContain('1300');
    expect(t).toMatch(/14 a 18 anos/);
    expect(t).toContain('2 a 3 litros');
    expect(t).toMatch(/sede/);
    expect(t).toMatch(/12 e 18 meses/);
    expect(t).toMatch(/fim da amamentação/);
    expect(t).toContain('2 a 3 semanas');
    expect(t).toMatch(/amamentação continua/);
  });

  it('covers demand feeding, latch and help in the milk guide', () => {
    const t = text('milk-production');
    expect(t).toMatch(/sempre que o bebê quiser/);
    expect(t).toMatch(/pega/);
    expect(t).toMatch(/Banco(s)? de Leite/);
    expect(t).toContain('UBS');
  });

  it('covers bleeding, baby blues and depression with CVV 188 in the recovery guide', () => {
    const t = text('recovery');
    expect(t).toMatch(/lóquios/);
    expect(t).toMatch(/baby blues/);
    expect(t).toMatch(/depressão pós-parto/);
    expect(t).toContain('188');
  });
});

describe('plain text', () => {
  it('has no HTML or markdown', () => {
    for (const s of allStrings()) {
      expect(s).not.toMatch(/<[a-z/!]|\*\*|__|`|^#|^\s*[-*]\s|\[[^\]]*\]\(/im);
      expect(s).toBe(s.trim());
    }
  });
});
