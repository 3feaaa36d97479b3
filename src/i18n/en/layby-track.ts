/** Lay-by on /track and /orders (issue 47): what is paid and left, the payments, the form to pay the next amount, cancelling. */
export const laybyTrack = {} as const;
