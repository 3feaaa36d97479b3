import type { installationTrack as english } from '../en/installation-track.ts';
import type { Message } from '../index.ts';

/** Ufungaji (toleo 48): anachoona mteja kwenye /track, /orders na uthibitisho, na fomu ya kubadilisha siku. */
export const installationTrack = {
  'installationTrack.heading': 'Ufungaji',
  'installationTrack.day': 'Siku',
  'installationTrack.dayNone': 'Itachaguliwa',
  'installationTrack.status': 'Hali',
  'installationTrack.technician': 'Fundi',
  'installationTrack.technicianValue': '{name}, leseni ya EPRA {licence} (daraja {class})',
  'installationTrack.technicianNone': 'Atapangwa: tutakutumia jina lake na leseni yake ya EPRA',
  'installationTrack.includes': 'Kinachojumuishwa',
  'installationTrack.completed': 'Umekamilika',
  'installationTrack.workmanship': 'Dhamana ya kazi',
  'installationTrack.until': 'hadi {date}',
  'installationTrack.moveUntil': 'Unaweza kubadilisha siku mtandaoni hadi {time}.',
  'installationTrack.refusal.too_late': {
    one: 'Imebaki chini ya saa {hours} kabla ya siku hiyo: tupigie simu kuibadilisha.',
    other: 'Zimebaki chini ya saa {hours} kabla ya siku hiyo: tupigie simu kuibadilisha.',
  },
  'installationTrack.refusal.layby_open': 'Chagua siku ya ufungaji baada ya kumaliza kulipa Lipa Mdogo Mdogo.',
  'installationTrack.form.move': 'Badilisha siku ya ufungaji',
  'installationTrack.form.choose': 'Chagua siku ya ufungaji',
  'installationTrack.form.day': 'Siku zilizo wazi',
  'installationTrack.form.option': { one: '{date} (nafasi {count} imebaki)', other: '{date} (nafasi {count} zimebaki)' },
  'installationTrack.form.submitMove': 'Hamishia siku hii',
  'installationTrack.form.submitChoose': 'Weka siku hii',
  'installationTrack.form.sending': 'Inahifadhi…',
  'installationTrack.form.loading': 'Tunatafuta siku zilizo wazi…',
  'installationTrack.form.noDays': 'Hakuna siku iliyo wazi mtandaoni kwa sasa: tupigie simu tupange.',
  'installationTrack.form.loadFailed': 'Siku zilizo wazi hazikupatikana. Jaribu tena, au tupigie simu.',
  'installationTrack.error.day': 'Chagua mojawapo ya siku zilizo wazi.',
  'installationTrack.done.moved': 'Ufungaji wako sasa ni tarehe {date}.',
  'installationTrack.done.booked': 'Ufungaji wako umewekwa tarehe {date}.',
  'installationTrack.done.unassigned': 'Fundi tuliyekuwa tumempanga hawezi kuja siku hiyo: tutakujulisha atakayekuja.',
  'installationTrack.confirm': 'Ufungaji na fundi mwenye leseni ya EPRA tarehe {date}',
  'installationTrack.confirmLater': 'Ufungaji na fundi mwenye leseni ya EPRA: utachagua siku oda ikishalipwa kikamilifu',
} as const satisfies Record<keyof typeof english, Message>;
