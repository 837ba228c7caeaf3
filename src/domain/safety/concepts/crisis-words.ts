import { wordFamily } from './word-family';

/** Tier 2: words of dying, disappearing, hurting oneself or the baby, not going on, and saying goodbye. One alternative a line. */
export const CRISIS_WORD_FAMILIES = wordFamily(
  String.raw`
despedi\w*
adeus
carta
cartas
bilhete
minhas coisas
nao vou (mais )?precisar
(sou|me sinto) (um |uma )?(peso|fardo|estorvo)
fardo
estorvo
corda
dormir (pra|para) sempre
nao acordar
nunca mais
contra mim
(motivo|razao) (pra|para|de) (viver|continuar|seguir|existir)
ja decidi
nao vale a pena
nao tem mais jeito
melhor sem
na frente d\w* (um |uma )?(carro|onibus|caminhao|trem|metro)
me jogar
pular (da|de|pela) (janela|ponte|sacada|varanda)
ponte
remedios todos
separei (\w+ ){0,2}remedios
(guard|junt|acumul|separ|estoc|escond)\w* (\w+ ){0,5}(comprimidos|remedios|pilulas|capsulas|cartelas) (\w+ ){0,8}((pra|para) (resolver|acabar)|bastante|o suficiente)
existir
cansada de tudo
sem esperanca
ribanceira
precipicio
abismo
nao voltar
pesquis\w* (\w+ ){0,3}(como|quant[oa]s) (\w+ ){0,3}(morrer|comprimidos|remedios)
enforc\w*
futuro
que (tudo |isso )?acabe
nao (estiver|estar) (mais )?aqui
jeitos? de (morrer|me matar)
nao mere\w* viver
morr\w*
morte
mort[oa]
matar
me mat\w*
suicid\w*
sumir
sumisse
desaparec\w*
nao existir
deixar de existir
fugir
ir embora
acab\w* (com tudo|tudo|comigo)
tudo acab\w*
desist\w*
aguent\w*
suport\w*
limite
saida
sem sentido
nao tem (mais )?(sentido|jeito)
besteira
loucura
bobagem
me machuc\w*
machucar (o|a|ele|ela|meu|minha)
fazer mal
me cort\w*
me fer\w*
sacud\w*
chacoalh\w*
jog\w* (ele|ela|o bebe|a bebe|na parede|longe|pela janela)
perdendo o controle
perder o controle
(medo|nao confio) (\w+ )?(de |em )?mim (\w+ ){0,2}(perto|sozinha)
nao respondo por mim
vontade de (bater|sacudir|jogar|machucar) (nele|nela|no bebe|na bebe|ele|ela)
medo do que (eu )?(posso|possa|vou) fazer
melhor sem mim
sem mim
vontade de viver
viver
pessima mae
pior mae
fracassad\w*
nao dou conta
depress\w*
deprimid\w*
sozinha demais
ninguem (me )?(ajuda|liga|ama)
que (\w+ ){0,3}me (atropel|matass|levass|pegass)\w*
(tomei|engoli) (uns|umas|varios|varias|muitos|muitas|todos|todas|a cartela|o vidro|a caixa|um monte|tudo)
(sou|me sinto) (um|uma) (monstro|lixo|nada)
vou tomar (o resto|tudo|todos|todas|a caixa|a cartela|o vidro|um monte)
(caixa|cartela|vidro) (\w+ ){0,3}(toda|todo|inteira|inteiro)
vida acabou
acabou (com )?a minha vida
sair de cena
sobrando
atrapalh\w*
lamina
gilete
navalha
estilete
trancad[oa]
estar (mais )?aqui
ja chega
cansei de (tudo|viver|lutar)
nao vejo (saida|sentido|motivo)
parapeito
beiral
beirada
em cima d\w* (laje|telhado|muro|predio|viaduto|ponte|janela)
viaduto
trilhos?
linha do trem
pensamentos? (intrusiv|ruin|horrive|terrive|sombri|estranh|obsessiv)\w*
(me )?vem (na|a) (minha )?(mente|cabeca) (\w+ ){0,3}(faca|tesoura|machuc\w*|jog\w*|cair|sufoc\w*|afog\w*)
cuid\w* (\w+ ){0,4}(daqui (pra|para) frente|por mim|quando eu (nao estiver|partir|for embora|sumir|faltar))
dei (todas )?(as |minhas )?(roupas|coisas|joias) (\w+ ){0,3}(pra|para)
(indo|vou|ir) embora (pra|para) sempre
(abri|liguei|deixei) (o )?gas
(comprimidos?|remedios?|pilulas?|cartelas?|calmantes?) (\w+ ){0,2}(guardad|escondid|separad|juntad|acumulad|estocad)\w*
pensando (neles|nelas|nisso)
fundo do poco
nada (tem|faz) sentido
tudo (fica|esta|ficou|parece) cinza
me apagando
sem comer desde
nem quero reagir
so sei chorar
nao sinto nada (por|pelo|pela)
medo de (machucar|fazer mal|sacudir|perder o controle)
pensa\w* (em )?(coisa|coisas) ruim
pensamentos? ruins
(coisa|coisas) ruim (com|pro|pra) (meu|minha|o|a|ele|ela)
(pensando|penso|pensei|vontade de) (em )?(tomar|beber|engolir)
(pra|para) que (continuar|viver|seguir|existir)
perder a cabeca
perco a cabeca
(pensando|penso|pensei) (em|se) (pular|doeria|doi)
doeria
nao levantar mais
(olhando|olho) (\w+ ){0,3}janela (\w+ ){0,4}(pensando|penso)
nao sei se (quero|aguento|consigo|vou) (continuar|seguir|mais)
contando (os |as )?(comprimidos|remedios|pilulas|capsulas)
quanto (\w+ ){0,3}remedio (\w+ ){0,2}(seria|precisa|preciso|mata)
nao (presto|sirvo)
(se|me) jogar (da|de|do|pela|pelo|na|no)
nao tem volta
(quebr|morr|vazi|destru|despedac)\w* por dentro
(medo|pavor) de mim
(embora|sair|partir) (desta|dessa) vida
(estou|to) decidida
(faca|tesoura|lamina|gilete|estilete) na (minha )?mao
cabeca (\w+ )?(gritando|berrando|mandando)
(pensamentos?|imagem|ideia|vontade|penso|pensei|pensando) (\w+ )?(de|em) (deix|jog|machuc|sacud|afog|sufoc|bat|apert|larg|empurr|derrub|tamp|tap|solt|deslig)\w*
acabar com isso
(tomar|engolir) (todos|todas|tudo|a caixa|a cartela|o vidro)
coragem
fazer (alguma coisa|algo|uma coisa|besteira|mal|alguma besteira) (com|contra|pra|para|a|ao) (ele|ela|o bebe|a bebe|meu filho|minha filha)
sem perspectiva
nada (melhora|vai melhorar|vai mudar)
buraco (escuro|negro|sem fundo)
nao (consigo )?(levanto|levantar) da cama
escuridao
fracasso
(ouvindo|ouco|escuto|escutando) vozes
vozes (\w+ ){0,3}(dizendo|mandando|falando)
(parei de|nao consigo) (ver|achar|encontrar) sentido
desligar de mim
me desligar
(botao|tecla) de desligar
imagem (\w+ ){0,2}nao sai
(queria|quero) que (\w+ ){0,2}(parasse|pare|acabasse|sumisse) (tudo|de doer)
(flash\w*|imagens?|cenas?|visoes?|vejo) (\w+ )?d(ele|ela|o bebe|a bebe) (se )?(caindo|afogando|sufocando|machucando|morrendo|sangrando|batendo)
nao (consigo )?(parar de (imaginar|pensar)|tirar da cabeca)
medo do que (eu )?(ia|iria|poderia) fazer
nao volto (mais)?
(nao sei se|nunca mais) volto
(nao )?ter (acordado|nascido)
(estou|me sinto) afundando
nao tem fundo
sem (forca|forcas|energia) (pra|para) nada
nao (quero|vou) (mais )?voltar
(outra )?saida
(estou|estamos|sentada|sentei|subi|em pe) (\w+ ){0,3}(na|no|em cima d\w*) (janela|parapeito|ponte|laje|telhado|sacada|beirada|viaduto|trilhos?|linha do trem)
gas (\w+ ){0,2}(aberto|ligado)
`,
);
