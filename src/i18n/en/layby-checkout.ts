/** Lay-by at checkout (issue 47): the way to pay beside the others, its deposit, balance, end date and suggested amount. */
export const laybyCheckout = {
  'checkout.error.paymentPlan': 'Choose how to pay: all now, or paymentPlan.kind "layby" for Lipa Mdogo Mdogo',
} as const;
