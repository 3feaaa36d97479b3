import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import type { AdminTechnician } from '../../api/admin-installation.ts';
import { addTechnician, editTechnician, type TechnicianInput } from '../../client/admin-installation.ts';
import { translationsFor } from '../../i18n/index.ts';
import { pageLocale } from '../../i18n/page-locale.ts';
import { LICENCE_CLASSES, type LicenceClass } from '../../lib/installation/licence.ts';
import { CountyPicker } from './CountyPicker.tsx';
import { HintedField } from './HintedField.tsx';
import { errorAtField } from './installation-words.ts';
import { adminFailureMessage } from './useAdminData.ts';

const t = translationsFor(pageLocale());

const FIELDS = ['name', 'phone', 'licenceNumber', 'licenceClass', 'licenceExpires', 'counties'] as const;
type Field = (typeof FIELDS)[number];
/** Where the cursor goes for a field that is a group: the county search, the class chosen. */
const FOCUS_SELECTORS: Partial<Record<Field, string>> = {
  counties: 'input[type="search"]',
  licenceClass: 'input[name="licenceClass"]:checked',
};
export type TechnicianErrors = Partial<Record<Field | 'form', string>>;

const CLASS_HINTS: Readonly<
  Record<LicenceClass, 'admin.technicians.class.T1' | 'admin.technicians.class.T2' | 'admin.technicians.class.T3'>
> = {
  T1: 'admin.technicians.class.T1',
  T2: 'admin.technicians.class.T2',
  T3: 'admin.technicians.class.T3',
};

interface Props {
  /** The technician edited; none: a new one. */
  technician?: AdminTechnician;
  onDone: (technician: AdminTechnician) => void;
  onClose: () => void;
}

/**
 * A technician added (POST /api/admin/technicians) or edited in place (PATCH …/{id}): name, phone,
 * the EPRA licence as printed (number, class with what each covers, last valid day) and the
 * counties they work in. The server checks it; its refusal shows at the field it names.
 */
export function TechnicianForm({ technician, onDone, onClose }: Props) {
  const prefix = useId();
  const [counties, setCounties] = useState<Set<string>>(() => new Set(technician?.counties ?? []));
  const [errors, setErrors] = useState<TechnicianErrors>({});
  const [sending, setSending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  // The field to put the cursor in once drawn (the fields are disabled while sending): the name first, then the one refused.
  const [focusOn, setFocusOn] = useState<{ field: Field } | null>({ field: 'name' });
  useEffect(() => {
    if (!focusOn) return;
    const form = formRef.current;
    const selector = FOCUS_SELECTORS[focusOn.field];
    (selector ? form?.querySelector<HTMLElement>(selector) : (form?.elements.namedItem(focusOn.field) as HTMLElement | null))?.focus();
  }, [focusOn]);

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '').trim();
    const body: TechnicianInput = {
      name: text('name'),
      phone: text('phone'),
      licenceNumber: text('licenceNumber'),
      licenceClass: text('licenceClass') as LicenceClass,
      licenceExpires: text('licenceExpires'),
      counties: [...counties].sort(),
    };
    setSending(true);
    const answer = technician ? await editTechnician(technician.id, body) : await addTechnician(body);
    setSending(false);
    if (answer.ok) return onDone(answer.data.technician);
    const next: TechnicianErrors = errorAtField(FIELDS, answer.field, adminFailureMessage(answer));
    setErrors(next);
    const wrong = FIELDS.find((field) => next[field]);
    if (wrong) setFocusOn({ field: wrong });
  }

  const id = (name: string) => `${prefix}-${name}`;
  const heading = technician ? t('admin.technicians.form.editHeading', { name: technician.name }) : t('admin.technicians.form.addHeading');
  return (
    <form ref={formRef} className="admin-action" noValidate onSubmit={(event) => void submit(event)} aria-labelledby={id('heading')}>
      <h2 id={id('heading')}>{heading}</h2>
      <fieldset className="admin-action__fields" disabled={sending}>
        <legend className="visually-hidden">{heading}</legend>
        <HintedField
          id={id('name')}
          name="name"
          label={t('admin.technicians.form.name')}
          hint={t('admin.technicians.form.nameHint')}
          error={errors.name}
        >
          {(aria) => <input {...aria} type="text" autoComplete="off" maxLength={120} defaultValue={technician?.name} />}
        </HintedField>
        <HintedField
          id={id('phone')}
          name="phone"
          label={t('admin.technicians.form.phone')}
          hint={t('admin.technicians.form.phoneHint')}
          error={errors.phone}
        >
          {(aria) => <input {...aria} type="tel" autoComplete="off" inputMode="tel" maxLength={20} defaultValue={technician?.phone} />}
        </HintedField>
        <HintedField
          id={id('licenceNumber')}
          name="licenceNumber"
          label={t('admin.technicians.form.licenceNumber')}
          hint={t('admin.technicians.form.licenceNumberHint')}
          error={errors.licenceNumber}
        >
          {(aria) => (
            <input {...aria} type="text" autoComplete="off" spellCheck={false} maxLength={40} defaultValue={technician?.licenceNumber} />
          )}
        </HintedField>
        <fieldset className="install-classes" aria-describedby={id('class-error')} aria-invalid={errors.licenceClass ? true : undefined}>
          <legend>{t('admin.technicians.form.licenceClass')}</legend>
          {LICENCE_CLASSES.map((licenceClass) => (
            <div key={licenceClass} className="install-choice">
              <input
                type="radio"
                id={id(`class-${licenceClass}`)}
                name="licenceClass"
                value={licenceClass}
                defaultChecked={(technician?.licenceClass ?? 'T3') === licenceClass}
                aria-describedby={id(`class-${licenceClass}-hint`)}
              />
              <label htmlFor={id(`class-${licenceClass}`)}>{licenceClass}</label>
              <p id={id(`class-${licenceClass}-hint`)} className="install-choice__why">
                {t(CLASS_HINTS[licenceClass])}
              </p>
            </div>
          ))}
          <p id={id('class-error')} className="form-field__error">
            {errors.licenceClass}
          </p>
        </fieldset>
        <HintedField
          id={id('licenceExpires')}
          name="licenceExpires"
          label={t('admin.technicians.form.licenceExpires')}
          hint={t('admin.technicians.form.licenceExpiresHint')}
          error={errors.licenceExpires}
        >
          {(aria) => <input {...aria} type="date" defaultValue={technician?.licenceExpires} />}
        </HintedField>
        <CountyPicker chosen={counties} onChange={setCounties} error={errors.counties} />
      </fieldset>
      <p className="admin-action__error" role="alert">
        {errors.form}
      </p>
      <div className="admin-action__buttons">
        <button type="submit" className="button" disabled={sending}>
          {sending ? t('admin.technicians.form.sending') : technician ? t('admin.technicians.form.save') : t('admin.technicians.form.add')}
        </button>
        <button type="button" className="button button--ghost" disabled={sending} onClick={onClose}>
          {t('admin.form.close')}
        </button>
      </div>
    </form>
  );
}
