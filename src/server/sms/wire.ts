import { z } from 'zod';

/** Africa's Talking's own shapes for POST /version1/messaging (reference sections 1.2, 1.3). */

/** One recipient of a send: accepted (100-102, with a messageId) or refused (cost "0", messageId "None"). */
const recipientSchema = z.object({
  statusCode: z.number().int(),
  number: z.string(),
  status: z.string(),
  cost: z.string(),
  messageId: z.string(),
});
export type AtRecipient = z.infer<typeof recipientSchema>;

/** The 201 answer. `Recipients` may be empty, with the reason in `Message` (e.g. "InvalidSenderId"). */
export const sendAnswerSchema = z.object({
  SMSMessageData: z.object({
    Message: z.string(),
    Recipients: z.array(recipientSchema),
  }),
});

/** Per-recipient status codes and their names (reference section 1.3). */
export const AT_STATUS_NAMES: Readonly<Record<number, string>> = {
  100: 'Processed',
  101: 'Sent',
  102: 'Queued',
  401: 'RiskHold',
  402: 'InvalidSenderId',
  403: 'InvalidPhoneNumber',
  404: 'UnsupportedNumberType',
  405: 'InsufficientBalance',
  406: 'UserInBlacklist',
  407: 'CouldNotRoute',
  409: 'DoNotDisturbRejection',
  500: 'InternalServerError',
  501: 'GatewayError',
  502: 'RejectedByGateway',
};

/** The form fields of one send (reference section 1.2); `bulkSMSMode=1` as both official SDKs send. */
export function sendForm(fields: { username: string; to: string; message: string; from?: string }): URLSearchParams {
  const form = new URLSearchParams({ username: fields.username, to: fields.to, message: fields.message });
  if (fields.from) form.set('from', fields.from);
  form.set('bulkSMSMode', '1');
  return form;
}

/** GET /version1/user?username=… (the User Data API): the application's balance, e.g. "KES 1250.0000". */
export const userDataSchema = z.object({
  UserData: z.object({ balance: z.string() }),
});
