import { z } from 'zod';
import { MESSAGE_CHANNELS } from '../lib/messages/types.ts';

/** POST /api/stock/alerts answers the subscription (the same one on a repeat): which product, and by which channel the message will come. */
export const stockAlertAnswer = z.object({
  alert: z.object({ productId: z.string(), channel: z.enum(MESSAGE_CHANNELS) }),
});
export type StockAlertAnswer = z.infer<typeof stockAlertAnswer>;
