import { serialCorrectedMessages } from '../../lib/messages/warranty-messages.ts';
import { orderReference } from '../../lib/order-display.ts';
import type { SerialCorrectionRequest } from '../../lib/warranty/requests.ts';
import type { WarrantyRegistration } from '../../lib/warranty/types.ts';
import type { AdminActor } from '../db/index.ts';
import { isSerialTakenError } from '../db/warranty.ts';
import { ApiError } from '../errors.ts';
import type { WarrantyDeps } from './register.ts';

const taken = (serial: string) => new ApiError(409, 'SERIAL_REGISTERED', 'warranty.error.serialRegistered', 'serial', { serial });

/**
 * Corrects a registration's serial (issue 43), for an admin at aal2: the serial as printed on the
 * unit, kept with the same warranty. In one transaction, under the registration's lock: the new
 * serial, the admin audit's entry (action warranty.serial, with the old serial, the new one and why:
 * the registration's history), and the customer's e-mail and SMS. A serial that another unit of
 * the same product has is a 409 naming it (checked first, and by the unique key should a racing
 * write get there between); the serial it has already, a 409 too; an unknown registration a 404.
 */
export async function correctSerial(
  deps: Pick<WarrantyDeps, 'db' | 'events'>,
  registrationId: string,
  correction: SerialCorrectionRequest,
  actor: AdminActor,
): Promise<WarrantyRegistration> {
  let corrected: WarrantyRegistration;
  try {
    corrected = await deps.db.transaction(async (tx) => {
      const registration = await tx.warranty.registrationById(registrationId, true);
      if (!registration) throw new ApiError(404, 'REGISTRATION_NOT_FOUND', 'warranty.error.registrationNotFound', 'registrationId');
      if (registration.serial === correction.serial)
        throw new ApiError(409, 'SERIAL_UNCHANGED', 'warranty.error.serialUnchanged', 'serial');
      const holder = await tx.warranty.byProductAndSerial(registration.productId, correction.serial);
      if (holder && holder.id !== registration.id) throw taken(correction.serial);
      const now = await tx.warranty.setSerial(registration.id, correction.serial);
      await tx.adminActions.record(actor, {
        action: 'warranty.serial',
        target: { kind: 'registration', id: registration.id },
        details: {
          from: registration.serial,
          to: now.serial,
          reason: correction.reason,
          productId: registration.productId,
          productName: registration.productName,
          reference: orderReference(registration.orderId),
        },
      });
      const nth = (await tx.adminWarranty.corrections(registration.id)).length;
      await deps.events?.queueWritten(tx, registration.orderId, (order, context) =>
        serialCorrectedMessages(order, now, registration.serial, nth, context),
      );
      return now;
    });
  } catch (error) {
    if (isSerialTakenError(error)) throw taken(correction.serial);
    throw error;
  }
  deps.events?.sendNow(corrected.orderId);
  return corrected;
}
