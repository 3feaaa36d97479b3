/** Lay-by's figures in the policies (issue 47): the terms' numbers in words, as the refund policy and the terms show them (src/lib/policy-figures.ts). */
export const laybyPolicy = {
  /** {laybyDeposit}: a share of the order. */
  'laybyPolicy.figure.percent': '{percent}%',
  /** {laybyTerm}, {laybyGrace}, {laybyFeeFreeDays}, {laybyReminder}. */
  'laybyPolicy.figure.days': { one: '{count} day', other: '{count} days' },
  /** {laybyDeliveryDays}. */
  'laybyPolicy.figure.workingDays': { one: '{count} working day', other: '{count} working days' },
  /** {laybyCadence}: a rhythm of one week or one day, then of several weeks or days. */
  'laybyPolicy.figure.weekly': 'every week',
  'laybyPolicy.figure.daily': 'every day',
  'laybyPolicy.figure.everyWeeks': { one: 'every {count} week', other: 'every {count} weeks' },
  'laybyPolicy.figure.everyDays': { one: 'every {count} day', other: 'every {count} days' },
  /** {laybyFee}: a share of what was paid, without a cap or with one. */
  'laybyPolicy.figure.fee': '{percent}% of what you have paid',
  'laybyPolicy.figure.feeCapped': '{percent}% of what you have paid, at most {cap}',
} as const;
