import type { APIRequestContext } from '@playwright/test';
import { E2E_SMS } from '../../scripts/e2e-ports.ts';

/** A phone of its own (07…), so a test's SMS are found among the run's. */
export const uniquePhone = () => `07${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

/** The texts the SMS gateway stand-in took for `phone` (07… or +254… form), oldest first. */
export async function smsTo(request: APIRequestContext, phone: string): Promise<string[]> {
  const to = phone.startsWith('+') ? phone : `+254${phone.slice(1)}`;
  const { messages } = (await (await request.get(`${E2E_SMS}/__control/messages`)).json()) as {
    messages: Array<{ to: string; text: string }>;
  };
  return messages.filter((m) => m.to === to).map((m) => m.text);
}
