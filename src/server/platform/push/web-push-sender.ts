import webpush from 'web-push';
import type { Logger } from '../log';
import { endpointForLog, type Push, type PushOutcome } from './push';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  /** A mailto: or https: address push services may write to about this server. */
  subject: string;
}

const TTL_SECONDS = 6 * 60 * 60;

/**
 * Web Push with VAPID and no outside account. web-push encrypts and signs (RFC 8291, 8292); the
 * request goes out through fetch, which keeps a timeout and reaches an http test receiver too.
 */
export function createWebPushSender(keys: VapidKeys, logger: Logger, timeoutMs = 10_000): Push {
  return {
    publicKey: keys.publicKey,
    async send(target, payload): Promise<PushOutcome> {
      const request = webpush.generateRequestDetails(
        { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
        payload,
        { vapidDetails: keys, TTL: TTL_SECONDS, urgency: 'high' },
      );
      try {
        const response = await fetch(request.endpoint, {
          method: request.method,
          headers: request.headers as unknown as Record<string, string>,
          body: request.body as Uint8Array<ArrayBuffer>,
          signal: AbortSignal.timeout(timeoutMs),
        });
        await response.body?.cancel();
        if (response.ok) return 'sent';
        if (response.status === 404 || response.status === 410) return 'gone';
        const outcome = response.status === 429 || response.status >= 500 ? 'retry' : 'refused';
        logger.warn('push refused', { endpoint: endpointForLog(target.endpoint), status: response.status, outcome });
        return outcome;
      } catch (error) {
        logger.warn('push failed, will retry', {
          endpoint: endpointForLog(target.endpoint),
          reason: error instanceof Error ? error.message : String(error),
        });
        return 'retry';
      }
    },
  };
}
