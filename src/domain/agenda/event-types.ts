import { stripAccents } from '../text';

export const BUILT_IN_EVENT_TYPES = [
  { id: 'mamada', label: 'Mamada', feminine: true },
  { id: 'sono', label: 'Sono', feminine: false },
  { id: 'fralda', label: 'Fralda', feminine: true },
  { id: 'remedio', label: 'Remédio', feminine: false },
  { id: 'outro', label: 'Outro', feminine: false },
] as const;

export type BuiltInEventType = (typeof BUILT_IN_EVENT_TYPES)[number]['id'];
export const BUILT_IN_EVENT_TYPE_IDS = BUILT_IN_EVENT_TYPES.map((t) => t.id) as [
  BuiltInEventType,
  ...BuiltInEventType[],
];

export interface CustomEventType {
  id: string;
  label: string;
}

export const isBuiltInType = (id: string): id is BuiltInEventType => (BUILT_IN_EVENT_TYPE_IDS as string[]).includes(id);

export const labelOfType = (type: string) => BUILT_IN_EVENT_TYPES.find((t) => t.id === type)?.label ?? type;

/**
 * The toast's line for an event saved: "Mamada registrada às 07:30", "Sono registrado às 09:10".
 * The word agrees with the built-in type; a custom type's name reads as masculine ("Banho").
 */
export function registeredAtText(type: string, label: string, time: string) {
  const feminine = BUILT_IN_EVENT_TYPES.find((t) => t.id === type)?.feminine ?? false;
  return `${label} ${feminine ? 'registrada' : 'registrado'} às ${time}`;
}

/** "Banho de sol" → "banho_de_sol": lower case, spaces to underscores, only a-z 0-9 _ kept. */
export function customTypeId(label: string): string {
  return stripAccents(label)
    .toLowerCase()
    .trim()
    .replace(/\s+/g, '_')
    .replace(/[^a-z0-9_]/g, '');
}

/** Null when the name can be added, else the toast's title and description. */
export function customTypeProblem(
  label: string,
  existing: CustomEventType[],
): { title: string; description?: string } | null {
  const name = label.trim();
  if (!name) return { title: 'Por favor, digite o nome do novo tipo de evento' };
  if (name.length < 2 || name.length > 30) return { title: 'O nome deve ter entre 2 e 30 caracteres' };
  const id = customTypeId(name);
  if (!id) return { title: 'O nome deve ter entre 2 e 30 caracteres' };
  if (isBuiltInType(id) || existing.some((t) => t.id === id)) {
    return { title: 'Tipo já existe', description: 'Já existe um tipo com esse nome' };
  }
  return null;
}
