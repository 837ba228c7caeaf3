import { Baby, CalendarHeart, HeartPulse, type LucideIcon, ShieldCheck, Sparkles, UsersRound } from 'lucide-react';

export interface Feature {
  icon: LucideIcon;
  title: string;
  text: string;
}

export const FEATURES: Feature[] = [
  {
    icon: CalendarHeart,
    title: 'Agenda inteligente',
    text: 'Mamadas, sonecas, fraldas e remédios do dia, com lembretes de consultas, vacinas e marcos do desenvolvimento.',
  },
  {
    icon: Baby,
    title: 'Crescimento e alimentação',
    text: 'Acompanhe o desenvolvimento do bebê e saiba o que oferecer em cada fase, da amamentação à introdução alimentar.',
  },
  {
    icon: Sparkles,
    title: 'Lu, assistente virtual',
    text: 'A Lu tira suas dúvidas a qualquer hora, com respostas pensadas para a idade do seu bebê. Ela é uma assistente virtual: não é nutricionista nem pediatra e não substitui as consultas.',
  },
  {
    icon: HeartPulse,
    title: 'Exercícios guiados',
    text: 'Estímulos para o bebê em cada faixa de idade e exercícios leves para a recuperação da mãe no pós-parto.',
  },
  {
    icon: UsersRound,
    title: 'Comunidade de mães',
    text: 'Troque experiências com outras mães num espaço acolhedor e moderado.',
  },
  {
    icon: ShieldCheck,
    title: 'Dados seguros',
    text: 'As informações da sua família ficam protegidas, e você pode baixá-las ou apagá-las quando quiser.',
  },
];

export const BENEFITS: string[] = [
  'Acompanhamento personalizado do desenvolvimento do bebê',
  'Lembretes automáticos de vacinas e consultas',
  'Guia de alimentação para cada fase',
  'Exercícios para o pós-parto',
  'Caderneta de saúde digital com relatórios',
  'Apoio da assistente Lu 24 horas por dia, 7 dias por semana',
  'Comunidade exclusiva de mães',
  'Conteúdo baseado em orientações do Ministério da Saúde, da SBP e da OMS',
];

export interface Testimonial {
  name: string;
  role: string;
  text: string;
  rating: number;
}

export const TESTIMONIALS: Testimonial[] = [
  {
    name: 'Camila R.',
    role: 'Mãe da Helena, 4 meses',
    text: 'Na madrugada eu registro a mamada com uma mão só. Na consulta, mostrei tudo para a pediatra sem esquecer nada.',
    rating: 5,
  },
  {
    name: 'Juliana M.',
    role: 'Mãe do Theo, 8 meses',
    text: 'A carteira de vacinas me avisa do que está pendente. Acabou aquela dúvida de qual dose era a próxima.',
    rating: 5,
  },
  {
    name: 'Patrícia S.',
    role: 'Mãe dos gêmeos Davi e Lia, 1 ano',
    text: 'O guia de alimentação e a comunidade me deram segurança na introdução alimentar. Me sinto menos sozinha.',
    rating: 5,
  },
];
