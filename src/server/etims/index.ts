/** The one door to KRA's eTIMS (OSCU API). Nothing outside this folder and local/etims knows its JSON. */
export { createEtimsClient } from './client.ts';
export {
  etimsSettingsFromEnv,
  receiptUrl,
  ETIMS_BASE_URLS,
  ETIMS_ENVS,
  ETIMS_RECEIPT_HOSTS,
  KRA_PIN,
  LOCAL_STANDIN_DEVICE,
  LOCAL_STANDIN_DEFAULT_PORT,
} from './config.ts';
export { etimsDate, etimsDateTime, itemRequestBody, parseSdcDateTime, saleRequestBody } from './wire.ts';
export type {
  EtimsAnswer,
  EtimsClient,
  EtimsCode,
  EtimsDevice,
  EtimsEnv,
  EtimsItem,
  EtimsReceipt,
  EtimsSale,
  EtimsSaleLine,
  EtimsSettings,
} from './types.ts';
