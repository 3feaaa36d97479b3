import type { Check } from './check.ts';
import { contentCheck, previewsCheck } from './content-checks.ts';
import { databaseCheck } from './database-check.ts';
import { emailCheck, smsCheck } from './message-checks.ts';
import { pesapalCheck, pesapalIpnCheck } from './pesapal-checks.ts';
import { publishCheck } from './publish-check.ts';
import { authMailCheck } from './auth-mail-check.ts';
import { shopCheck, siteCheck } from './site-checks.ts';
import { supabaseAuthCheck, supabaseMfaCheck } from './supabase-checks.ts';

/** Every check, in the order of the report. */
export const CHECKS: readonly Check[] = [
  siteCheck,
  shopCheck,
  databaseCheck,
  supabaseAuthCheck,
  supabaseMfaCheck,
  pesapalCheck,
  pesapalIpnCheck,
  emailCheck,
  authMailCheck,
  smsCheck,
  contentCheck,
  previewsCheck,
  publishCheck,
];
