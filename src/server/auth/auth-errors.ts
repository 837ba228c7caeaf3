import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ACCOUNT_SIGN_IN_RULE } from './auth-throttle';

interface Translation {
  status: ContentfulStatusCode;
  message: string;
}

const INVALID_CREDENTIALS: Translation = { status: 401, message: 'E-mail ou senha incorretos' };
const EMAIL_TAKEN: Translation = { status: 409, message: 'Este e-mail já está cadastrado' };
const INVALID_RESET_LINK: Translation = {
  status: 400,
  message: 'Este link de recuperação é inválido ou já expirou. Peça um novo link.',
};

/** better-auth's error codes, in the words the spec gives the mother. */
const BY_CODE: Record<string, Translation> = {
  INVALID_EMAIL_OR_PASSWORD: INVALID_CREDENTIALS,
  CREDENTIAL_ACCOUNT_NOT_FOUND: INVALID_CREDENTIALS,
  USER_ALREADY_EXISTS: EMAIL_TAKEN,
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: EMAIL_TAKEN,
  INVALID_TOKEN: INVALID_RESET_LINK,
  INVALID_PASSWORD: { status: 400, message: 'Senha atual incorreta' },
  INVALID_EMAIL: { status: 400, message: 'E-mail inválido' },
  PASSWORD_TOO_SHORT: { status: 400, message: 'A senha deve ter no mínimo 6 caracteres' },
  PASSWORD_TOO_LONG: { status: 400, message: 'Senha muito longa' },
};

export const RATE_LIMITED_MESSAGE = 'Muitas tentativas em pouco tempo. Aguarde um minuto e tente novamente.';

/** Too many failed sign-ins for one e-mail: the same words whether an account has it or not. */
export const ACCOUNT_LOCKED_MESSAGE = `Muitas tentativas de entrar com este e-mail. Por segurança, aguarde ${ACCOUNT_SIGN_IN_RULE.windowSeconds / 60} minutos e tente novamente.`;

export function translateAuthError(status: number, code: string | undefined): Translation & { code: string } {
  if (status === 429) return { status: 429, message: RATE_LIMITED_MESSAGE, code: 'rate_limited' };
  const known = code ? BY_CODE[code] : undefined;
  if (known) return { ...known, code: code!.toLowerCase() };
  return {
    status: (status >= 400 && status < 600 ? status : 500) as ContentfulStatusCode,
    message: 'Não foi possível concluir agora. Tente novamente.',
    code: (code ?? 'auth_error').toLowerCase(),
  };
}
