import type { CustomerInstallation } from '../../api/installation.ts';
import type { Translate } from '../../i18n/index.ts';
import { formatDateTime, formatLongDate } from '../date-time.ts';

/** One fact of the Installation block: a label and its value, the same on /track, /orders and the confirmation. */
export interface InstallationFact {
  id: 'day' | 'status' | 'technician' | 'completed' | 'workmanship';
  label: string;
  value: string;
}

/** The day, where the job stands, who comes (name, EPRA licence number and class), and once done, when and until when its workmanship is warranted. */
export function installationFacts(job: CustomerInstallation, t: Translate): InstallationFact[] {
  const facts: InstallationFact[] = [
    {
      id: 'day',
      label: t('installationTrack.day'),
      value: job.day ? formatLongDate(job.day, t.locale) : t('installationTrack.dayNone'),
    },
    { id: 'status', label: t('installationTrack.status'), value: t(`installation.status.${job.status}`) },
  ];
  if (job.status !== 'cancelled')
    facts.push({
      id: 'technician',
      label: t('installationTrack.technician'),
      value: job.technician
        ? t('installationTrack.technicianValue', {
            name: job.technician.name,
            licence: job.technician.licenceNumber,
            class: job.technician.licenceClass,
          })
        : t('installationTrack.technicianNone'),
    });
  if (job.completedAt)
    facts.push({ id: 'completed', label: t('installationTrack.completed'), value: formatDateTime(job.completedAt, t.locale) });
  if (job.workmanshipUntil)
    facts.push({
      id: 'workmanship',
      label: t('installationTrack.workmanship'),
      value: t('installationTrack.until', { date: formatLongDate(job.workmanshipUntil, t.locale) }),
    });
  return facts;
}

/** Whether the day may be moved online now and until when, or why not (nothing to say once done or cancelled). */
export function rescheduleNote(job: CustomerInstallation, t: Translate): string {
  if (job.canReschedule)
    return job.rescheduleUntil ? t('installationTrack.moveUntil', { time: formatDateTime(job.rescheduleUntil, t.locale) }) : '';
  if (job.rescheduleRefusal === 'too_late') return t('installationTrack.refusal.too_late', { hours: job.rescheduleHours });
  if (job.rescheduleRefusal === 'layby_open') return t('installationTrack.refusal.layby_open');
  return '';
}

/** The form's heading and button: choosing the first day (a lay-by's, once paid) or moving the one booked. */
export function rescheduleWords(job: CustomerInstallation, t: Translate): { heading: string; submit: string } {
  return job.day
    ? { heading: t('installationTrack.form.move'), submit: t('installationTrack.form.submitMove') }
    : { heading: t('installationTrack.form.choose'), submit: t('installationTrack.form.submitChoose') };
}

/** An open day as the select lists it: the date and the places left. */
export function dayOptionLabel(slot: { date: string; available: number }, t: Translate): string {
  return t('installationTrack.form.option', { date: formatLongDate(slot.date, t.locale), count: slot.available });
}

/** What the customer is told once the day is saved (and that their technician cannot come then, when the job lost them). */
export function rescheduledLines(before: CustomerInstallation, after: CustomerInstallation, t: Translate): string[] {
  if (!after.day) return [];
  const date = formatLongDate(after.day, t.locale);
  const lines = [t(before.day ? 'installationTrack.done.moved' : 'installationTrack.done.booked', { date })];
  if (before.technician && !after.technician) lines.push(t('installationTrack.done.unassigned'));
  return lines;
}
