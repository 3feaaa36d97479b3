import type { InstallationSettings } from '../../../src/lib/installation/settings.ts';

const KSH = 100;

/**
 * The demo's Installation settings (issue 48; ../shared/reference/solar-installation-epra.md §5):
 * three size bands priced by delivery zone (1 Nairobi and metro … 4 remote), the largest by survey
 * only in zone 4; the first day a job may be booked one working day after delivery, up to six
 * weeks ahead, movable online up to 48 hours before; the 2-year workmanship warranty the terms
 * promise. Idd-ul-Fitr is the only closed day: the Public Holidays Act names it, but its date
 * follows the moon and is gazetted each year, so it is provisional until then (1 Shawwal 1448 AH,
 * expected 10 March 2027). Idd-ul-Azha is not a holiday under the Act: added only if the Cabinet
 * Secretary declares one.
 */
export const DEMO_INSTALLATION_SETTINGS: InstallationSettings = {
  bands: [
    {
      key: 'small-dc',
      name: { en: 'Small DC kit', sw: 'Kifaa kidogo cha DC' },
      zonePricesCents: [3_500 * KSH, 5_000 * KSH, 7_500 * KSH, 10_000 * KSH],
    },
    {
      key: 'home',
      name: { en: 'Home system up to 5 kW', sw: 'Mfumo wa nyumbani hadi kW 5' },
      zonePricesCents: [15_000 * KSH, 20_000 * KSH, 28_000 * KSH, 35_000 * KSH],
    },
    {
      key: 'large',
      name: { en: 'Large system above 5 kW', sw: 'Mfumo mkubwa zaidi ya kW 5' },
      zonePricesCents: [35_000 * KSH, 45_000 * KSH, 60_000 * KSH, null],
    },
  ],
  includes: {
    en: [
      'Mounting the panels and equipment, and all the wiring',
      'Protection devices (breakers, fuses, surge protection, earthing) fitted and labelled',
      'Commissioning tests to IEC 62446, with the test record left with you',
      'Showing you how to use the system and how to shut it down safely',
    ],
    sw: [
      'Kufunga paneli na vifaa, pamoja na nyaya zote',
      'Vifaa vya kinga (vivunja-mzunguko, fyuzi, kinga ya radi, waya wa ardhi) vimefungwa na kuwekewa lebo',
      'Majaribio ya kuwasha mfumo kwa kiwango cha IEC 62446, na rekodi ya majaribio unabaki nayo',
      'Kukuonyesha jinsi ya kutumia mfumo na jinsi ya kuuzima kwa usalama',
    ],
  },
  leadDays: 1,
  windowDays: 42,
  rescheduleHours: 48,
  workmanshipMonths: 24,
  closedDays: ['2027-03-10'],
};

/** Why each closed day is closed, for the team (the Studio's "Why"). */
export const DEMO_CLOSED_DAY_NOTES: Record<string, string> = {
  '2027-03-10': 'Idd-ul-Fitr (provisional, gazetted yearly)',
};
