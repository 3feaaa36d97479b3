import { instalmentRequest } from '../layby/instalment-request.ts';
import { dayRequest } from './admin-requests.ts';

/**
 * POST /api/orders/{id}/installation and /track's form (issue 48, item 4): the new day, and who
 * moves it: the phone the order was placed with and its reference, or (without them) the signed-in
 * owner's token, as a lay-by's instalment is paid.
 */
export const customerDayRequest = dayRequest.extend(instalmentRequest.pick({ phone: true, reference: true }).shape);
