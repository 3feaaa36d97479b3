/** The one door to Africa's Talking SMS. Nothing outside this folder knows its form fields or JSON. */
export { createSmsSender } from './client.ts';
export { fetchSmsAccount } from './account.ts';
export type { SmsAccountResult } from './account.ts';
export type { SmsMessage, SmsSender } from './client.ts';
export type { SendResult } from './result.ts';
export { smsConfigFromEnv, AT_BASE_URLS, LOCAL_STANDIN_CREDENTIALS, LOCAL_STANDIN_DEFAULT_PORT } from './config.ts';
export type { AtEnv, SmsConfig } from './config.ts';
export { gsm7Length, isGsm7, smsParts, smsText, SMS_GSM7_LIMIT } from '../../lib/messages/gsm7.ts';
