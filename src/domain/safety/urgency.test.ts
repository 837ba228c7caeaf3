import { describe, expect, it } from 'vitest';
import { readAsMotherMeant } from './mother-speak';
import { type BabyOnRecord, detectUrgency, isEmergencySearch, raisedByOpinion, urgencyTier } from './urgency';
import { CALL_192_LINE, CRISIS_LINE, openingNumbers, POSSIBLE_CRISIS_LINE, urgentOpening } from './urgent-openings';

describe('readAsMotherMeant', () => {
  it('spells out chat Portuguese and reads every name for the baby as "bebe"', () => {
    expect(readAsMotherMeant('Meu bb tá c/ febre', null)).toBe('meu bebe esta com febre');
    expect(readAsMotherMeant('to na janela c ela, p ela ver, tem 2a', null)).toBe(
      'estou na janela com ela pra ela ver tem 2 anos',
    );
    expect(readAsMotherMeant('o Nenem n respira', null)).toBe('o bebe nao respira');
    expect(readAsMotherMeant('A Helena caiu', 'Helena Souza')).toBe('a bebe caiu');
  });

  it('corrects a one-letter slip in a long alarm word, not in a word of its own', () => {
    expect(readAsMotherMeant('ele engasgol')).toBe('ele engasgou');
    expect(readAsMotherMeant('teve uma convulçao')).toBe('teve uma convulsao');
    expect(readAsMotherMeant('ela afagou o gato')).toBe('ela afagou o gato');
  });
});

const tierOf = (message: string, baby: BabyOnRecord | null = null) => urgencyTier(detectUrgency(message, baby));
const numbersOf = (message: string, baby: BabyOnRecord | null = null) => {
  const found = detectUrgency(message, baby);
  return found ? openingNumbers(found) : [];
};

describe('detectUrgency', () => {
  it.each([
    'meu bebe ta com os labios azulados',
    'o nenem se afogou na banheira',
    'bebeu água sanitária',
    'a moleira está estufada',
    'a respiração dela fica parando enquanto dorme',
    'ele pôs a tampinha da garrafa na boca e tá tossindo sem parar',
  ])('"%s" is a tier-1 emergency: 192 first', (message) => {
    expect(tierOf(message)).toBe(1);
    expect(numbersOf(message)).toEqual(['192']);
  });

  it('hears "não aguento mais, queria desaparecer" and "nao tenho mais vontade de viver" as crises', () => {
    expect(detectUrgency('não aguento mais, queria desaparecer')?.crises).toEqual([
      'crisis-disappearing',
      'crisis-cannot-go-on',
    ]);
    expect(detectUrgency('nao tenho mais vontade de viver')?.crises).toEqual(['crisis-dying']);
    expect(numbersOf('vou fazer uma besteira')).toEqual(['188']);
  });

  it('hears medicine given wrongly as an emergency, and a dose question as none', () => {
    for (const message of [
      'dei dipirona duas vezes sem querer',
      'acho que dei o dobro da dose de paracetamol',
      'dei meu ibuprofeno de adulto pra ela',
      'dei 40 gotas em vez de 4',
    ])
      expect(detectUrgency(message)?.emergencies, message).toContain('medicine-error');
    expect(detectUrgency('dei dipirona pra febre agora há pouco')?.emergencies ?? []).not.toContain('medicine-error');
    expect(detectUrgency('quantas gotas de dipirona posso dar?')).toMatchObject({
      emergencies: [],
      medicineDose: true,
    });
    expect(detectUrgency('quantos ml de paracetamol pra 6 kg?')?.medicineDose).toBe(true);
    // Millilitres of formula are a feeding question, which the cards answer.
    expect(detectUrgency('quantos ml de formula um bebe de 1 mes toma por mamada?')?.medicineDose ?? false).toBe(false);
  });

  it('puts 192 first and CVV 188 right after when a baby emergency and a crisis come together', () => {
    expect(numbersOf('acordei e a nenem n tava respirando sacudi ela e voltou mas ta estranha')).toEqual([
      '192',
      '188',
    ]);
    expect(numbersOf('não aguento mais e ele caiu do trocador e tá vomitando')).toEqual(['192', '188']);
  });

  it('gives no line to a calm message that shares a word with an emergency, unless told as happening now', () => {
    expect(tierOf('qual vacina protege contra convulsão febril?')).toBeNull();
    expect(tierOf('tô sem ar de tanto rir com as caretas dele')).toBeNull();
    expect(tierOf('o umbigo sangrou um pouquinho quando caiu o cotoco')).toBeNull();
    expect(tierOf('quanto tempo dura o sangramento depois do parto?')).toBeNull();
    expect(tierOf('quais são os sinais de desidratação?')).toBeNull();
    expect(tierOf('como organizar a rotina de sono dela?')).toBeNull();
    expect(numbersOf('queria sumir pra uma praia kkkk')).toEqual(['188']);
    // The same words told as just now keep their line.
    expect(tierOf('o q acontece se o bb tomar o dobro de ibuprofeno? acabei de dar')).not.toBeNull();
  });

  it('takes the age from the record, or from the message before the record', () => {
    expect(tierOf('ela está com 38 graus', { ageMonths: 2 })).toBe(1);
    // No alarm below 37.5 °C or from 3 months; the learned reader may still give these the calm
    // line (decision 037).
    expect(tierOf('ela está com 38 graus', { ageMonths: 3 })).not.toBe(1);
    expect(tierOf('ela está com 37,4', { ageMonths: 1 })).not.toBe(1);
    expect(tierOf('minha filha de 20 dias está com 37,9')).toBe(1);
    expect(tierOf('meu filho de 2 anos está com febre', { ageMonths: 1 })).not.toBe(1);
    expect(tierOf('ela está com febre')).toBe(2);
  });

  it('reads the baby’s name in place of "bebê"', () => {
    expect(tierOf('a Maria Clara tá roxinha', { name: 'Maria Clara' })).toBe(1);
  });

  it('keeps prevention and ordinary questions away from the alarm', () => {
    for (const message of [
      'como evitar engasgo na papinha?',
      'como prevenir afogamento na piscina?',
      'o que fazer em caso de convulsão febril?',
      'o dente caiu',
      'a roupa roxa encolheu',
    ]) {
      expect(tierOf(message), message).not.toBe(1);
    }
  });
});

describe('the classes of signs a pattern list used to miss', () => {
  it.each([
    ['nao ta reagindo a barulho nem a toque', 'unconscious'],
    ['toquei no rosto dele e nao teve reação nenhuma', 'unconscious'],
    ['os bracinhos dela caem moles quando eu levanto', 'unconscious'],
    ['ta frouxa igual boneca de pano', 'unconscious'],
    ['a mao dela ta batendo sozinha e o olho indo pro canto', 'seizure'],
    ['ta fazendo uns movimentos repetidos com o braço e nao olha pra mim', 'seizure'],
    ['ele endureceu todo e ficou tremendo', 'seizure'],
    ['encostou na porta do forno e a pele ta saindo', 'burn'],
    ['o oleo da fritura espirrou no rostinho dele', 'burn'],
    ['achei ele com o vidro de amaciante aberto e a boca cheirando', 'poisoning'],
    ['meu filho bebeu limpa forno', 'poisoning'],
    ['o bebe lambeu o veneno de rato', 'poisoning'],
    ['confundi os frascos e dei o antialérgico dobrado', 'medicine-error'],
    ['to vendo pontinhos brilhando e a pressão tá alta dps q tive nenem', 'mother-headache-vision'],
    ['dor de cabeça e a pressão deu 16 por 11', 'mother-headache-vision'],
  ])('"%s" is a tier-1 %s', (message, category) => {
    expect(detectUrgency(message)?.emergencies).toContain(category);
  });

  it.each([
    'já escrevi uma carta de despedida pro meu marido',
    'acho que eles ficariam melhor sem mim',
    'to dando minhas coisas pras minhas irmãs, não vou precisar mais',
    'ja separei os remedios todos pra tomar hoje a noite',
    'me sinto um fardo pra todo mundo',
    'penso em entrar na frente de um carro',
    'seria mais fácil se eu não acordasse amanhã',
  ])('"%s" is a crisis: CVV 188 first', (message) => {
    expect(tierOf(message)).toBe(1);
    expect(numbersOf(message)[0]).toBe('188');
  });

  it.each([
    'to afogada em roupa suja',
    'quase desmaiei quando vi a conta do hospital',
    'ela fica roxinha de tanto chorar mas volta logo',
    'fiquei sem ar subindo a escada com o carrinho',
    'engasgou com a saliva, tossiu e já passou, tá rindo',
    'semana passada caiu do sofá baixo e não teve nada',
    'minha mãe diz que eu ficava roxa de tanto chorar quando era bebê',
    'minha cunhada teve hemorragia no parto ano passado',
    'vi no jornal um bebê que se afogou no balde',
    'a filha da minha prima engoliu um ímã e fez cirurgia',
    'a partir de qual altura uma queda preocupa?',
    'convulsão febril deixa sequela? só curiosidade',
    'a sogra me tira do sério, não aguento mais as visitas dela',
  ])('"%s" is not a tier-1 alarm', (message) => {
    expect(tierOf(message)).not.toBe(1);
  });

  it('keeps the alarm when something is still wrong after it "passed"', () => {
    expect(tierOf('engasgou, tossiu e passou, mas agora tá molinho')).toBe(1);
    expect(tierOf('ele fica uns 20 segundos sem respirar enquanto dorme e depois volta')).toBe(1);
    expect(tierOf('ficou roxinho uma vez chorando e o médico disse que era normal')).not.toBe(1);
    expect(tierOf('o médico disse que era normal mas agora ficou roxinho de novo')).toBe(1);
  });

  it('widens tier 2 per concept: an unseen wording of danger still gets the line with its number', () => {
    for (const [message, number] of [
      ['o peito dele sobe e desce e ele geme baixinho', '192'],
      ['ta muito paradinho hoje', '192'],
      ['pegou uma pedrinha do chao e nao sai choro', '192'],
      ['a pele dela ta descascando depois da água quente', '192'],
      ['ele pegou o limpa vidro', '192'],
      ['ja deixei tudo organizado pra quando eu nao estiver mais aqui', '188'],
      ['não vejo futuro nenhum', '188'],
    ] as const) {
      expect(tierOf(message), message).not.toBeNull();
      expect(numbersOf(message)[0], message).toBe(number);
    }
  });
});

describe('what opens first when a baby emergency and a crisis come together', () => {
  it('opens with 192 whenever the baby stopped breathing, whatever else is true', () => {
    expect(numbersOf('acordei e ela tava sem respirar, balancei forte e voltou mas ta diferente')[0]).toBe('192');
    expect(numbersOf('sacudi o bebe de raiva e agora ele ta vomitando e nao acorda direito')).toEqual(['192', '188']);
  });

  it('puts the possible 192 line before CVV when a crisis is certain and the baby may be in danger now', () => {
    const found = detectUrgency('quero morrer e ela tá gemendo pra puxar o ar');
    expect(found?.crises.length).toBeGreaterThan(0);
    expect(found?.emergencies).toEqual([]);
    expect(openingNumbers(found!)).toEqual(['192', '188']);
    expect(urgentOpening(found!).indexOf('192')).toBeLessThan(urgentOpening(found!).indexOf('188'));
  });

  it("keeps CVV first when the only danger is in the crisis's own words", () => {
    expect(numbersOf('queria dormir e não acordar mais')).toEqual(['188']);
    expect(numbersOf('to guardando os comprimidos pra quando eu tiver coragem')).toEqual(['188']);
    expect(numbersOf('tenho vontade de deixar ela cair quando chora de madrugada')).toEqual(['188']);
  });

  it('opens with 192 when harm was already done to the baby beside a sign or a crisis, and with 188 for a thought of harm', () => {
    expect(numbersOf('chacoalhei ela de nervoso e agora ela ta quieta demais')).toEqual(['192', '188']);
    expect(numbersOf('ja apertei ele forte demais hoje e tenho medo do que posso fazer')).toEqual(['192', '188']);
    expect(numbersOf('deixei a bebe sozinha em casa e sai pq ia fazer mal pra ela')).toEqual(['192', '188']);
    expect(numbersOf('quase joguei ele na cama com força, tenho medo de fazer de novo')).toEqual(['188']);
    expect(numbersOf('tenho pensamentos de afogar ela no banho')).toEqual(['188']);
  });

  it('opens with 192 then 188 when she took something and gave it to the baby, with 188 when she stockpiles pills', () => {
    expect(numbersOf('tomei veneno de rato e dei pra ele tambem')).toEqual(['192', '188']);
    expect(numbersOf('to juntando os remedios faz um mes, ja tenho o suficiente pra acabar')[0]).toBe('188');
  });
});

describe('tier 1 beside what is not an emergency now', () => {
  it('keeps a past dated by the baby age, a TV story, a friend story, an effort to poop and a vaccine site at tier 2', () => {
    for (const calm of [
      'quando a lia tinha 2 meses ficou roxinha numa crise de tosse, hoje ela ta otima. que xarope e bom pra tosse?',
      'passou no jornal sobre bebe que engasgou com uva, como cortar a uva?',
      'a vizinha me contou que a filha se queimou com ferro, onde guardo o meu?',
      'ela fica roxinha pra fazer coco, isso e normal?',
      'o bracinho ficou duro e quente no lugar da vacina, passa sozinho?',
    ]) {
      expect(urgencyTier(detectUrgency(calm)), calm).not.toBe(1);
    }
  });

  it('hears an asthma attack the inhaler does not help', () => {
    expect(numbersOf('ela ta em crise de asma e a bombinha nao resolve')).toEqual(['192']);
  });
});

describe('raisedByOpinion', () => {
  it('lets the model raise a tier and never lower one', () => {
    const calm = detectUrgency('ele tá bem quietinho hoje');
    expect(urgencyTier(raisedByOpinion(calm, { emergency: true, crisis: false }))).toBe(1);
    const crisis = detectUrgency('quero sumir');
    expect(raisedByOpinion(crisis, { emergency: false, crisis: false })).toEqual(crisis);
    expect(openingNumbers(raisedByOpinion(crisis, { emergency: true, crisis: false })!)).toEqual(['192', '188']);
    expect(raisedByOpinion(null, null)).toBeNull();
  });
});

describe('urgentOpening', () => {
  it('opens an emergency with the 192 line and a crisis with 188 and 192', () => {
    const drowning = urgentOpening(detectUrgency('o nenem se afogou na banheira')!);
    expect(drowning.startsWith(CALL_192_LINE)).toBe(true);
    expect(drowning).toContain('mesmo que pareça bem');
    expect(CRISIS_LINE).toContain('188');
    expect(CRISIS_LINE).toContain('192');
  });

  it('names the Disque-Intoxicação when medicine was given wrongly', () => {
    expect(urgentOpening(detectUrgency('dei dipirona duas vezes sem querer')!)).toContain('0800 722 6001');
  });

  it('writes the tier-2 line with the baby’s name and gender, and the CVV line for crisis words', () => {
    const possible = detectUrgency('ta muito paradinho hoje')!;
    expect(urgentOpening(possible, { name: 'Helena', gender: 'F' })).toBe(
      'Se isso estiver acontecendo agora e Helena estiver com dificuldade para respirar, roxa, desacordada ou em convulsão, ligue 192.',
    );
    expect(urgentOpening(detectUrgency('queria sumir pra uma praia kkkk')!)).toBe(POSSIBLE_CRISIS_LINE);
  });
});

describe('isEmergencySearch', () => {
  it.each(['engasgou', 'afogou', 'convulsão', 'Engasgo', 'nao respira'])('"%s" calls for the SOS card', (query) => {
    expect(isEmergencySearch(query)).toBe(true);
  });

  it.each(['', 'banana', 'feijão', 'mel', 'quantas gotas'])('"%s" does not', (query) => {
    expect(isEmergencySearch(query)).toBe(false);
  });
});
