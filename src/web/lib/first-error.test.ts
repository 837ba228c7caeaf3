import { describe, expect, it } from 'vitest';
import { ApiError } from './api';
import { messageFor } from './first-error';

describe('messageFor', () => {
  it('gives the server’s words for a refusal and for a failed moderation check', () => {
    expect(messageFor(new ApiError(429, 'limit_reached', 'Limite atingido.'), 'Genérico')).toBe('Limite atingido.');
    expect(messageFor(new ApiError(503, 'moderation_failed', 'Erro ao verificar conteúdo.'), 'Genérico')).toBe(
      'Erro ao verificar conteúdo.',
    );
  });

  it('gives the screen’s own text for a server fault, no connection, or anything that is not the API’s', () => {
    expect(messageFor(new ApiError(500, 'internal', 'Erro interno'), 'Genérico')).toBe('Genérico');
    expect(messageFor(new ApiError(0, 'network', 'Sem conexão'), 'Genérico')).toBe('Genérico');
    expect(messageFor(new Error('boom'), 'Genérico')).toBe('Genérico');
  });
});
