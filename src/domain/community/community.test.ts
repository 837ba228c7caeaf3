import { describe, expect, it } from 'vitest';
import { CommentInputSchema, PostInputSchema } from './community';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('PostInputSchema', () => {
  it('trims the text and defaults the category to Experiências', () => {
    expect(PostInputSchema.parse({ content: '  Oi, mães!  ' })).toEqual({
      content: 'Oi, mães!',
      category: 'Experiências',
      media: [],
    });
  });

  it.each([
    [{ content: '   ' }, 'Digite algo antes de postar'],
    [{}, 'Digite algo antes de postar'],
    [{ content: 'a'.repeat(2001) }, 'O post deve ter no máximo 2000 caracteres'],
    [{ content: 'Oi', category: 'Política' }, 'Categoria inválida'],
    [
      { content: 'Oi', media: Array.from({ length: 6 }, () => ({ url: '/media/u/1.jpg', type: 'image' })) },
      'Você pode adicionar no máximo 5 arquivos',
    ],
  ])('refuses %j with "%s"', (input, message) => {
    expect(firstMessage(PostInputSchema.safeParse(input))).toBe(message);
  });

  it('keeps exactly 2000 characters', () => {
    expect(PostInputSchema.safeParse({ content: 'a'.repeat(2000) }).success).toBe(true);
  });
});

describe('CommentInputSchema', () => {
  it('refuses an empty comment', () => {
    expect(firstMessage(CommentInputSchema.safeParse({ content: ' \n ' }))).toBe('Digite algo antes de comentar');
  });
});
