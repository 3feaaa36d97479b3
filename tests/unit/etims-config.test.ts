import { describe, expect, it } from 'vitest';
import { etimsSettingsFromEnv, LOCAL_STANDIN_DEVICE, receiptUrl } from '../../src/server/etims/config.ts';

const kra = { ETIMS_PIN: 'P051234567X', ETIMS_DEVICE_SERIAL: 'SHOP/P051234567X/0' };

describe('etimsSettingsFromEnv', () => {
  it('defaults to the local stand-in with its demo PIN and serial, branch 00 and a 120 s timeout', () => {
    expect(etimsSettingsFromEnv({})).toEqual({
      env: 'local',
      baseUrl: 'http://127.0.0.1:4560/etims-api/',
      pin: LOCAL_STANDIN_DEVICE.pin,
      branchId: '00',
      deviceSerial: LOCAL_STANDIN_DEVICE.deviceSerial,
      cmcKey: null,
      controlUnit: null,
      timeoutMs: 120_000,
      receiptHost: 'etims-sbx.kra.go.ke',
    });
  });

  it.each([
    ['sandbox', { ...kra, ETIMS_ENV: 'sandbox' }, 'https://etims-api-sbx.kra.go.ke/etims-api/', 'etims-sbx.kra.go.ke'],
    ['production', { ...kra, ETIMS_ENV: 'production' }, 'https://etims-api.kra.go.ke/etims-api/', 'etims.kra.go.ke'],
    ['local on another port', { ETIMS_STANDIN_PORT: '4600' }, 'http://127.0.0.1:4600/etims-api/', 'etims-sbx.kra.go.ke'],
    [
      'a base URL without its slash',
      { ETIMS_BASE_URL: 'http://127.0.0.1:9/etims-api' },
      'http://127.0.0.1:9/etims-api/',
      'etims-sbx.kra.go.ke',
    ],
  ])('%s sends to %s, its QR codes to %s', (_name, env, baseUrl, receiptHost) => {
    expect(etimsSettingsFromEnv(env)).toMatchObject({ baseUrl, receiptHost });
  });

  it('reads the branch, a key issued before and the timeout', () => {
    expect(
      etimsSettingsFromEnv({ ...kra, ETIMS_ENV: 'sandbox', ETIMS_BRANCH_ID: '01', ETIMS_CMC_KEY: 'k', ETIMS_TIMEOUT_MS: '5000' }),
    ).toMatchObject({ pin: 'P051234567X', branchId: '01', cmcKey: 'k', timeoutMs: 5000, deviceSerial: 'SHOP/P051234567X/0' });
  });

  it('reads a control unit initialised elsewhere, with its key', () => {
    expect(
      etimsSettingsFromEnv({
        ...kra,
        ETIMS_ENV: 'sandbox',
        ETIMS_CMC_KEY: 'k',
        ETIMS_SDC_ID: 'KRACU0100000001',
        ETIMS_MRC_NO: 'WIS01000001',
      }),
    ).toMatchObject({ cmcKey: 'k', controlUnit: { sdcId: 'KRACU0100000001', mrcNo: 'WIS01000001' } });
    expect(etimsSettingsFromEnv({ ...kra, ETIMS_ENV: 'sandbox' })).toMatchObject({ controlUnit: null });
  });

  it('off is no eTIMS', () => {
    expect(etimsSettingsFromEnv({ ETIMS_ENV: 'off', NODE_ENV: 'production' })).toBeNull();
  });

  it.each([
    [{ ETIMS_ENV: 'live' }, 'ETIMS_ENV'],
    [{ ETIMS_PIN: 'P05123456X' }, 'ETIMS_PIN: must be a KRA PIN'],
    [{ ETIMS_PIN: 'p051234567x' }, 'ETIMS_PIN'],
    [{ ETIMS_BRANCH_ID: '0' }, 'ETIMS_BRANCH_ID: must be 2 digits'],
    [{ ETIMS_TIMEOUT_MS: 'soon' }, 'ETIMS_TIMEOUT_MS'],
    [{ ETIMS_STANDIN_PORT: '70000' }, 'ETIMS_STANDIN_PORT'],
    [{ ETIMS_BASE_URL: 'not a url' }, 'ETIMS_BASE_URL'],
    [{ ETIMS_ENV: 'sandbox', ETIMS_DEVICE_SERIAL: 'S' }, 'ETIMS_PIN: required when ETIMS_ENV is sandbox'],
    [{ ETIMS_ENV: 'production', ETIMS_PIN: 'P051234567X' }, 'ETIMS_DEVICE_SERIAL: required when ETIMS_ENV is production'],
    [{ ...kra, ETIMS_ENV: 'production', ETIMS_BASE_URL: 'http://etims.example/' }, 'ETIMS_BASE_URL: must be https'],
    [{ NODE_ENV: 'production' }, 'ETIMS_ENV: set sandbox, production or off'],
    [{ ETIMS_SDC_ID: 'KRACU0100000001' }, 'ETIMS_CMC_KEY: required with ETIMS_SDC_ID'],
    [{ ETIMS_CMC_KEY: 'k', ETIMS_MRC_NO: 'WIS01000001' }, 'ETIMS_SDC_ID: required with ETIMS_MRC_NO'],
    [{ ETIMS_CMC_KEY: 'k', ETIMS_SDC_ID: 'KRACU 01' }, 'ETIMS_SDC_ID: must be the control unit id'],
  ])('%j is refused naming %s', (env, message) => {
    expect(() => etimsSettingsFromEnv(env)).toThrow(`Invalid eTIMS setting ${message}`);
  });
});

describe('receiptUrl', () => {
  it.each([
    [{}, 'https://etims-sbx.kra.go.ke/common/link/etims/receipt/indexEtimsReceiptData?Data=P052000000S00ABCDEFGHIJKLMNOP'],
    [
      { ...kra, ETIMS_ENV: 'production', ETIMS_BRANCH_ID: '01' },
      'https://etims.kra.go.ke/common/link/etims/receipt/indexEtimsReceiptData?Data=P051234567X01ABCDEFGHIJKLMNOP',
    ],
  ])('%j links to %s', (env, url) => {
    expect(receiptUrl(etimsSettingsFromEnv(env)!, 'ABCDEFGHIJKLMNOP')).toBe(url);
  });
});
