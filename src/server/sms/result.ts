/**
 * What one send returns. Nothing throws past the door: either Africa's Talking took the message
 * (`providerMessageId` matches its delivery reports), or it did not, and `retryable` says whether
 * the same message may go through later. A timeout or a dropped connection is retryable although
 * AT may have sent the SMS: the outbox decides whether a rare double beats a lost message.
 */
export type SendResult =
  /** `detail`: AT's words, e.g. `Success: Sent to 1/1 Total Cost: KES 0.8000`. */
  | { ok: true; providerMessageId: string; detail: string }
  /** `error`: short text with the code, e.g. `HTTP 500 from Africa's Talking`, `403 InvalidPhoneNumber`. */
  | { ok: false; retryable: boolean; error: string };

export const accepted = (providerMessageId: string, detail: string): SendResult => ({ ok: true, providerMessageId, detail });
export const failed = (retryable: boolean, error: string): SendResult => ({ ok: false, retryable, error });
