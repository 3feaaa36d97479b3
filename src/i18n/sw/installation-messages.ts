import type { installationMessages as english } from '../en/installation-messages.ts';
import type { Message } from '../index.ts';

/**
 * Barua pepe na SMS za ufungaji (toleo 48): fundi anayekuja, kazi ya fundi, siku mpya, msimbo wa
 * kukamilisha, ufungaji umekamilika; na ufungaji katika ujumbe wa agizo. SMS za fundi hutumwa kwa
 * Kiingereza.
 */
export const installationMessages = {
  'messages.installation.line': '{name}: {total}',
  'messages.installation.day': 'Ufungaji: {day}',
  'messages.installation.dayAfterLayby': 'Ufungaji: siku huchaguliwa agizo likishalipwa kikamilifu',
  'messages.installation.done': 'Umefungwa tarehe {day}',
  'messages.order_received.installation.sms.paid': '{shop}: {total} za agizo {reference} zimepokelewa. Ufungaji {day}. {url}',
  'messages.order_received.installation.sms.paidMpesa':
    '{shop}: {total} (M-PESA {code}) za agizo {reference} zimepokelewa. Ufungaji {day}. {url}',
  'messages.order_received.installation.sms.cash': '{shop}: agizo {reference} limepokelewa. Lipa dereva {driver}. Ufungaji {day}. {url}',
  'messages.order_received.installation.sms.callFirst':
    '{shop}: agizo {reference} limepokelewa. Tutakupigia kulithibitisha. Ufungaji {day}. {url}',
  'messages.installation_assigned.subject': 'Ufungaji {day}: fundi {technician} anakuja',
  'messages.installation_assigned.body':
    'Ufungaji wa agizo lako {reference} ni {day}. Fundi wako ni {technician}, leseni ya EPRA {licence} (daraja {class}): amepewa leseni na Mamlaka ya Udhibiti wa Nishati na Petroli kufunga mifumo ya aina hii.',
  'messages.installation_assigned.includes': 'Ufungaji unajumuisha:',
  'messages.installation_assigned.include': '- {item}',
  'messages.installation_assigned.sms': '{shop}: {technician} ({epra}, {class}) atafunga {day}. Kubadili: {url}',
  'messages.installation.epraLicence': 'EPRA {licence}',
  'messages.installation.reschedule.lastDay': 'Unahitaji siku nyingine? Chagua siku iliyo wazi hadi mwisho wa {limit} hapa: {url}',
  'messages.installation.reschedule.at': 'Unahitaji siku nyingine? Chagua siku iliyo wazi hadi {limit} hapa: {url}',
  'messages.installation.reschedule.call': 'Baada ya hapo, tupigie simu {phone}.',
  'messages.installation.reschedule.orders': 'Ukiwa umeingia, unaweza pia kuibadilisha kwenye maagizo yako: {url}',
  'messages.installation_job.sms': '{shop} kazi {reference}, {day}, {town}, {county}: {url}',
  'messages.installation_rescheduled.subject': 'Ufungaji umehamishwa hadi {day}',
  'messages.installation_rescheduled.body': 'Ufungaji wa agizo lako {reference} umehamishwa kutoka {from} hadi {day}.',
  'messages.installation_rescheduled.chosen.subject': 'Ufungaji umewekwa {day}',
  'messages.installation_rescheduled.chosen.body': 'Ufungaji wa agizo lako {reference} umewekwa {day}.',
  'messages.installation_rescheduled.technician': 'Fundi wako ni {technician}, leseni ya EPRA {licence} (daraja {class}).',
  'messages.installation_rescheduled.noTechnician': 'Tutakujulisha fundi mwenye leseni atakayekuja mara tu atakapopangiwa.',
  'messages.installation_rescheduled.sms': '{shop}: ufungaji wako umehamishwa kutoka {from} hadi {day}. Fuatilia: {url}',
  'messages.installation_rescheduled.chosen.sms': '{shop}: ufungaji wako umewekwa {day}. Fuatilia: {url}',
  'messages.installation_rescheduled.technicianSms':
    '{shop} kazi {reference} ya {town}, {county} imehamishwa kutoka {from} hadi {day}. Kiungo cha karatasi ya kazi bado kinafanya kazi.',
  'messages.installation_code.sms':
    '{shop}: msimbo wako wa kukamilisha ufungaji ni {code}. Mpe fundi tu mfumo wako ukishafungwa na kufanya kazi.',
  'messages.installation_completed.subject': 'Ufungaji umekamilika: cheti chako cha agizo {reference}',
  'messages.installation_completed.body':
    'Mfumo wako ulifungwa na kuwashwa tarehe {date} na {technician}, leseni ya EPRA {licence} (daraja {class}).',
  'messages.installation_completed.serials': 'Zimesajiliwa kwa dhamana yako:',
  'messages.installation_completed.serial': '- {product}: nambari {serial}',
  'messages.installation_completed.workmanship': 'Dhamana yetu ya kazi ya ufungaji ni hadi {until}.',
  'messages.installation_completed.certificate': 'Cheti chako cha kukamilisha, cha kuchapisha au kuhifadhi: {url}',
  'messages.installation_completed.warranty': 'Dhamana za bidhaa zako: {url}',
  'messages.installation_completed.sms': {
    one: '{shop}: umefungwa {date}; nambari {count} imesajiliwa; dhamana ya kazi hadi {until}. {url}',
    other: '{shop}: umefungwa {date}; nambari {count} zimesajiliwa; dhamana ya kazi hadi {until}. {url}',
  },
  'messages.installation_withdrawn.cancelled':
    '{shop}: kazi {reference} ya {town}, {county} tarehe {day} imeghairiwa: agizo limeghairiwa. Tafadhali usiende.',
  'messages.installation_withdrawn.moved':
    '{shop}: kazi {reference} ya {town}, {county} tarehe {day} si yako tena: imehamishwa kwa siku usiyoweza. Tafadhali usiende.',
} as const satisfies Record<keyof typeof english, Message>;
