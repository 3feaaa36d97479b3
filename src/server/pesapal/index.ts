/** The one door to Pesapal API 3.0. Nothing outside this folder knows Pesapal's JSON. */
export { createPesapalClient, pesapalClientFromEnv } from './client.ts';
export type { PesapalClient, PesapalOrder } from './client.ts';
export { createPesapalApi } from './api.ts';
export type { PesapalApi } from './api.ts';
export { readPesapalConfig, LOCAL_SANDBOX_CREDENTIALS } from './config.ts';
export type { PesapalConfig } from './config.ts';
export type { PesapalPaymentStatus } from './reshape.ts';
export type { PesapalError, PesapalResult } from './result.ts';
export { isAuthError } from './result.ts';
export { merchantReference } from './reference.ts';
export { ipnAcknowledgement, isTrackingId, parseNotification } from './notification.ts';
