/** The one door to Africa's Talking SMS. Nothing outside this folder knows its form fields or JSON. */
export { createSmsSender } from './client.ts';
export { fetchSmsAccount } from './account.ts';
export { smsConfigFromEnv, LOCAL_STANDIN_CREDENTIALS } from './config.ts';
