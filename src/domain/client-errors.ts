/**
 * What the browser meets without an error body to read: no connection, a reply stream cut short
 * (the server sends this text too when it cuts one), or an answer it cannot read. The web's
 * ApiError gives the first two status 0.
 */
export const CLIENT_ERRORS = {
  network: { code: 'network', message: 'Sem conexão com o servidor. Verifique sua internet e tente novamente.' },
  interrupted: { code: 'interrupted', message: 'A resposta foi interrompida. Tente novamente.' },
  unknown: { code: 'unknown', message: 'Erro desconhecido. Tente novamente.' },
} as const;

export type ClientErrorCode = (typeof CLIENT_ERRORS)[keyof typeof CLIENT_ERRORS]['code'];
