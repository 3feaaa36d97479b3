import type { Order } from '../order-types.ts';
import type { MessageContext } from './order-messages.ts';
import type { NewMessage } from './types.ts';

/**
 * Installation's e-mails and SMS (issue 48, items 4 and 5), in the order's language (the job
 * sheet's SMS in the technician's: English). Each is queued in the transaction of its change and
 * keyed so a repeat of the change queues nothing new.
 */

/** The job given to a technician: the customer hears the day, the technician's name and EPRA licence, and how to reschedule; the technician gets the job sheet's link. */
export function assignedMessages(order: Order, ctx: MessageContext, jobUrl: string): NewMessage[] {
  void order;
  void ctx;
  void jobUrl;
  return [];
}

/** The day moved (by the customer or the team): the customer, and the technician if one is assigned. */
export function rescheduledMessages(order: Order, ctx: MessageContext, from: string | null): NewMessage[] {
  void order;
  void ctx;
  void from;
  return [];
}

/** The completion code, to the customer's phone (SMS alone): they give it to the technician once the system runs. */
export function codeMessages(order: Order, ctx: MessageContext, code: string): NewMessage[] {
  void order;
  void ctx;
  void code;
  return [];
}

/** The job completed: the customer's certificate link, the serials registered, the workmanship warranty's last day. */
export function completedMessages(order: Order, ctx: MessageContext): NewMessage[] {
  void order;
  void ctx;
  return [];
}
