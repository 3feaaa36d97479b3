import { useRef } from 'react';
import type { AdminWarrantyRegistration } from '../../api/admin-warranty.ts';
import { correctWarrantySerial } from '../../client/admin-warranty.ts';
import { translationsFor } from '../../i18n/index.ts';
import { pageLocale } from '../../i18n/page-locale.ts';
import { SERIAL_PATTERN, serialAsPrinted } from '../../lib/warranty/serial.ts';
import { AfterSaleForm, type Sent } from './AfterSaleForm.tsx';

const t = translationsFor(pageLocale());

/** What the page is told once a serial is corrected. */
export type CorrectionNotice = Extract<Sent, { ok: true }>['notice'];

interface Correction {
  serial: string;
  reason: string;
}

/**
 * Correct a mistyped serial: the serial as printed on the unit and why, then a question that says
 * who will be told what, then PATCH /api/admin/warranty/registrations/{id}. The serial is checked
 * here as the server checks it (serial.ts); a serial another unit of the product has is refused by
 * the server beside the field. `onCorrected` gets the serial as the server kept it.
 */
export function SerialCorrectionForm({
  registration,
  onCorrected,
  onClose,
}: {
  registration: AdminWarrantyRegistration;
  onCorrected: (serial: string, notice: CorrectionNotice) => void;
  onClose: () => void;
}) {
  const { customer } = registration;
  // The serial as the server kept it, for the page to look it up once the notice is shown.
  const corrected = useRef('');

  async function send({ serial, reason }: Correction): Promise<Sent> {
    const answer = await correctWarrantySerial(registration.id, serial, reason);
    if (!answer.ok) return { ok: false, failure: answer };
    corrected.current = answer.data.registration.serial;
    return {
      ok: true,
      notice: { kind: 'status', text: t('admin.warranty.correct.done', { from: registration.serial, to: corrected.current }) },
    };
  }

  return (
    <AfterSaleForm<Correction>
      heading={t('admin.warranty.correct.heading', { product: registration.productName })}
      intro={<p className="admin-action__intro">{t('admin.warranty.correct.intro', { name: customer.name })}</p>}
      fieldsFirst
      fields={(prefix, errors) => (
        <div className="form-field">
          <label htmlFor={`${prefix}-serial`}>{t('admin.warranty.correct.serial')}</label>
          <input
            id={`${prefix}-serial`}
            name="serial"
            type="text"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={60}
            required
            aria-invalid={errors.serial ? true : undefined}
            aria-describedby={`${prefix}-serial-hint ${prefix}-serial-error`}
          />
          <p id={`${prefix}-serial-hint`} className="form-field__hint">
            {t('admin.warranty.correct.serialHint', { serial: registration.serial })}
          </p>
          <p id={`${prefix}-serial-error`} className="form-field__error">
            {errors.serial}
          </p>
        </div>
      )}
      reasonHint={t('admin.warranty.correct.reasonHint')}
      submitLabel={t('admin.warranty.correct.submit')}
      sendingLabel={t('admin.warranty.correct.sending')}
      check={(form, reason) => {
        const serial = serialAsPrinted(String(form.get('serial') ?? ''));
        if (!SERIAL_PATTERN.test(serial)) return { ok: false, errors: { serial: t('warranty.error.serial') } };
        if (serial === registration.serial) return { ok: false, errors: { serial: t('warranty.error.serialUnchanged') } };
        return {
          ok: true,
          payload: { serial, reason },
          question: t('admin.warranty.correct.question', {
            from: registration.serial,
            to: serial,
            name: customer.name,
            phone: customer.phone,
            email: customer.email,
          }),
          confirmLabel: t('admin.warranty.correct.confirm', { to: serial }),
        };
      }}
      send={send}
      onDone={(notice) => onCorrected(corrected.current, notice)}
      onClose={onClose}
    />
  );
}
