import { gsm7Length, SMS_GSM7_LIMIT, smsText } from './gsm7.ts';

/**
 * One SMS: the text in GSM-7 (see gsm7.ts), cut with "..." when it would still take more than one
 * 160-character message.
 */
export function fitSms(text: string): string {
  const gsm = smsText(text);
  if (gsm7Length(gsm) <= SMS_GSM7_LIMIT) return gsm;
  let cut = '';
  for (const char of gsm) {
    if (gsm7Length(cut + char) > SMS_GSM7_LIMIT - 3) break;
    cut += char;
  }
  return `${cut.trimEnd()}...`;
}
