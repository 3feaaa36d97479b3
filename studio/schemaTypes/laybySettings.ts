import { defineField, defineType, type ValidationContext } from 'sanity';
import {
  LAYBY_RANGES,
  laybyAmountRule,
  laybyFeeCapRule,
  laybyInstalmentRule,
  laybyRangeRule,
  type LaybyAmounts,
  type LaybyRangeField,
} from '../../src/lib/content-rules/layby.ts';
import { kiswahili } from './kiswahili.ts';
import { laybyShownRule } from './policy-figures.ts';

/** Money fields hold cents, as every amount in the CMS: KSh 20,000 is 2000000; whole shillings, so they end in 00. */
const amount = (name: string, title: string, description: string) =>
  defineField({
    name,
    title,
    type: 'number',
    description: `${description} In whole shillings, typed in cents: KSh 20,000 is 2000000.`,
    validation: (rule) => rule.required().custom<number>(laybyAmountRule),
  });

/** A number within its range (src/lib/content-rules/layby.ts), with the range in its description. */
const ranged = (field: LaybyRangeField, title: string, description: string) => {
  const { min, max } = LAYBY_RANGES[field];
  return defineField({
    name: field,
    title,
    type: 'number',
    description: `${description} From ${min} to ${max}.`,
    validation: (rule) => rule.required().custom<number>((value) => laybyRangeRule(field, value)),
  });
};

const instalmentRule = (value: number | undefined, context: ValidationContext) =>
  laybyInstalmentRule({ ...(context.document as LaybyAmounts | undefined), minInstalment: value });

export const laybySettings = defineType({
  name: 'laybySettings',
  title: 'Lay-by',
  type: 'document',
  description:
    'Lipa Mdogo Mdogo: the shopper reserves an order with a deposit, pays the rest in parts, and gets the goods once it is paid in full. Checkout and the server apply these terms; the refund policy and the terms show them where they write a lay-by figure such as {laybyDeposit}.',
  validation: (rule) => rule.custom(laybyShownRule),
  fields: [
    defineField({
      name: 'offered',
      title: 'Offer lay-by',
      type: 'boolean',
      description:
        'Off: checkout offers no lay-by (plans already made keep their terms). No policy may show a lay-by figure while it is off.',
      initialValue: true,
      validation: (rule) => rule.required(),
    }),
    amount('minOrder', 'Minimum order', 'The smallest order (goods, and delivery when charged online) a plan may be made for.'),
    ranged('depositPercent', 'Deposit (%)', 'The share of the order paid first, to reserve it; rounded up to a whole shilling.'),
    ranged('termDays', 'Longest term (days)', 'How long a plan may run, from the day it is made.'),
    defineField({
      ...amount(
        'minInstalment',
        'Smallest instalment',
        'The least a payment may be; only the last may be less, when it pays exactly the balance.',
      ),
      validation: (rule) => rule.required().custom<number>(laybyAmountRule).custom<number>(instalmentRule),
    }),
    amount('mpesaLimit', 'M-PESA limit for one payment', "M-PESA's per-transaction limit: no instalment above it."),
    ranged('cadenceDays', 'Suggested rhythm (days)', 'How often the shopper is asked to pay: 7 is weekly.'),
    ranged('remindDaysBefore', 'Reminder (days before)', 'How many days before each suggested date the reminder goes by SMS and e-mail.'),
    ranged('graceDays', 'Grace after the end date (days)', 'How long an unpaid plan stays open after its end date before it ends.'),
    defineField({
      name: 'cancellation',
      title: 'Cancellation',
      type: 'object',
      description:
        'When a plan is cancelled or ends unpaid, what was paid is refunded less this fee. M-PESA payments go back whole, so the fee is kept from a card payment, or by keeping whole payments up to it: never more than the fee.',
      validation: (rule) => rule.required(),
      fields: [
        ranged('freeDays', 'Days without a fee', 'Cancelled within this many days of the plan’s start, everything paid is refunded.'),
        ranged('feePercent', 'Fee (%)', 'After those days, the share of what was paid the shop keeps. 0: no fee.'),
        defineField({
          name: 'feeCap',
          title: 'Fee at most',
          type: 'number',
          description: 'The most the fee may be. In whole shillings, typed in cents: KSh 2,000 is 200000. Empty: no cap.',
          validation: (rule) => rule.custom<number>(laybyFeeCapRule),
        }),
      ],
    }),
    ranged(
      'deliveryDays',
      'Delivery after full payment (working days)',
      'Within how many working days the goods go out once the plan is paid in full.',
    ),
    defineField({
      name: 'note',
      title: 'Cancellation note',
      type: 'text',
      rows: 2,
      description:
        'A sentence or two on cancelling in your own words, published with the terms for checkout and the order pages. At most 300 characters.',
      validation: (rule) => rule.max(300),
    }),
    kiswahili([
      defineField({
        name: 'note',
        title: 'Cancellation note',
        type: 'text',
        rows: 2,
        description: 'Left empty, the Kiswahili pages show the English note.',
        validation: (rule) => rule.max(300),
      }),
    ]),
  ],
});
