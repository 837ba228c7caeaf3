import { describe, expect, it } from 'vitest';
import { CLIENT_ERRORS, ERRORS, type ErrorKey, errorMessage } from './errors';

const entries = Object.entries(ERRORS) as [ErrorKey, (typeof ERRORS)[ErrorKey]][];

describe('the error catalogue', () => {
  it('gives every error a snake_case code and a 4xx or 5xx status', () => {
    for (const [key, entry] of entries) {
      expect(key).toMatch(/^[a-z][a-z_]*$/);
      expect(entry.code).toMatch(/^[a-z][a-z_]*$/);
      expect(entry.status).toBeGreaterThanOrEqual(400);
      expect(entry.status).toBeLessThan(600);
    }
  });

  it('keeps the wire codes clients and tests already read', () => {
    const codes = (...keys: ErrorKey[]) => keys.map((key) => ERRORS[key].code);
    expect(codes('post_not_found', 'comment_not_found', 'user_not_found', 'route_not_found')).toEqual(
      Array(4).fill('not_found'),
    );
    expect(codes('baby_not_found', 'event_not_found', 'vaccine_not_found', 'tip_not_found')).toEqual([
      'baby_not_found',
      'event_not_found',
      'vaccine_not_found',
      'tip_not_found',
    ]);
    expect(codes('post_check_failed', 'comment_check_failed')).toEqual(['moderation_failed', 'moderation_failed']);
    expect(codes('body_too_large', 'photo_too_large', 'media_too_large')).toEqual(Array(3).fill('too_large'));
    expect(codes('rate_limited', 'account_locked', 'chat_rate_limited', 'ai_rate_limited')).toEqual(
      Array(4).fill('rate_limited'),
    );
    expect(codes('ai_unreachable', 'ai_failed', 'ai_interrupted')).toEqual(Array(3).fill('ai_unavailable'));
  });

  it('answers every case sharing a code with one status, but the 413 of an HTTP exception', () => {
    const statusByCode = new Map<string, Set<number>>();
    for (const [, { code, status }] of entries)
      statusByCode.set(code, (statusByCode.get(code) ?? new Set()).add(status));
    const mixed = [...statusByCode].filter(([, statuses]) => statuses.size > 1).map(([code]) => code);
    expect(mixed).toEqual(['bad_request']);
  });

  it('writes each text once: two keys share words only as aliases of one better-auth refusal', () => {
    const keysByText = new Map<string, ErrorKey[]>();
    for (const [key, { message }] of entries) {
      if (typeof message !== 'string') continue;
      keysByText.set(message, [...(keysByText.get(message) ?? []), key]);
    }
    const shared = [...keysByText.values()].filter((keys) => keys.length > 1);
    expect(shared).toEqual([
      ['invalid_email_or_password', 'credential_account_not_found'],
      ['user_already_exists', 'user_already_exists_use_another_email'],
    ]);
  });

  it('uses the spec’s words where the spec gives them', () => {
    expect(errorMessage('invalid_email_or_password')).toBe('E-mail ou senha incorretos');
    expect(errorMessage('user_already_exists')).toBe('Este e-mail já está cadastrado');
    expect(errorMessage('post_check_failed')).toBe('Erro ao verificar conteúdo. Tente novamente.');
    expect(errorMessage('comment_check_failed')).toBe('Erro ao verificar comentário. Tente novamente.');
    expect(CLIENT_ERRORS.unknown.message).toBe('Erro desconhecido. Tente novamente.');
  });
});

describe('errorMessage', () => {
  it('fills a text that names a file, a wait or a reason', () => {
    expect(errorMessage('not_media', 'foto.gif')).toBe('Arquivo foto.gif não é uma imagem ou vídeo válido');
    expect(errorMessage('media_too_large', 'video.mov', 'video')).toBe('video.mov é muito grande. Máximo: 50MB');
    expect(errorMessage('too_many_pixels')).toBe(
      'A imagem é grande demais: no máximo 8.000 pixels de lado e 40 megapixels.',
    );
    expect(errorMessage('upload_rate_limited', 61_000)).toMatch(/em 2 minutos\.$/);
    expect(errorMessage('account_locked', 15)).toBe(
      'Muitas tentativas de entrar com este e-mail. Por segurança, aguarde 15 minutos e tente novamente.',
    );
    expect(errorMessage('ai_failed', 500)).toBe('O assistente respondeu com erro (HTTP 500).');
    expect(errorMessage('validation', 'Mensagem vazia')).toBe('Mensagem vazia');
  });

  it('gives the moderator’s reason, or the default refusal when it gives none', () => {
    expect(errorMessage('post_refused', 'Linguagem ofensiva')).toBe('Linguagem ofensiva');
    expect(errorMessage('post_refused', null)).toBe('Conteúdo não permitido');
    expect(errorMessage('comment_refused')).toBe('Comentário bloqueado pela moderação');
  });
});
