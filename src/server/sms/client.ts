import { classifyAnswer, classifyNoAnswer } from './classify.ts';
import type { SmsConfig } from './config.ts';
import { failed, type SendResult } from './result.ts';
import { sendForm } from './wire.ts';

/** One SMS to one number. `to` in international form: +2547XXXXXXXX or +2541XXXXXXXX. */
interface SmsMessage {
  to: string;
  message: string;
}

/** Sends one SMS per call; never throws (see SendResult). */
export interface SmsSender {
  send(message: SmsMessage): Promise<SendResult>;
}

/** International form as AT's Python SDK checks it: +, country code, then the number. */
const INTERNATIONAL = /^\+\d{1,3}\d{3,}$/;

/**
 * A sender for one config: POST {baseUrl}/version1/messaging, form-encoded, one recipient per
 * request, abandoned after `timeoutMs`. `fetcher` is injectable for tests.
 */
export function createSmsSender(config: SmsConfig, fetcher: typeof fetch = fetch): SmsSender {
  const url = `${config.baseUrl}/version1/messaging`;
  return {
    async send({ to, message }) {
      if (!INTERNATIONAL.test(to)) return failed(false, 'Recipient is not in international form (+2547XXXXXXXX)');
      if (!message.trim()) return failed(false, 'Message is empty');
      const form = sendForm({ username: config.username, to, message, ...(config.senderId ? { from: config.senderId } : {}) });
      try {
        const response = await fetcher(url, {
          method: 'POST',
          headers: { apiKey: config.apiKey, accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' },
          body: form.toString(),
          signal: AbortSignal.timeout(config.timeoutMs),
        });
        return classifyAnswer(response.status, await response.text(), to);
      } catch (error) {
        return classifyNoAnswer(error, config.timeoutMs);
      }
    },
  };
}
