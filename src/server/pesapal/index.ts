/** The one door to Pesapal API 3.0. Nothing outside this folder knows Pesapal's JSON. */
export { createPesapalClient, pesapalClientFromEnv } from './client.ts';
export type { PesapalClient, PesapalOrder, SubmittedOrder } from './client.ts';
export { createPesapalApi } from './api.ts';
export type { PesapalApi, PesapalApiOptions, RegisteredIpn } from './api.ts';
export { readPesapalConfig, paymentPageOrigin, LOCAL_SANDBOX_CREDENTIALS, PESAPAL_BASE_URLS } from './config.ts';
export type { PesapalConfig, PesapalEnv } from './config.ts';
export type { PesapalPaymentStatus } from './reshape.ts';
export type { PesapalError, PesapalErrorKind, PesapalResult } from './result.ts';
export { isAuthError } from './result.ts';
export { merchantReference, parseMerchantReference } from './reference.ts';
export { ipnAcknowledgement, isTrackingId, parseNotification } from './notification.ts';
export type { NotificationRead, PesapalNotification } from './notification.ts';
