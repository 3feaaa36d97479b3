/** Lay-by's figures in the policies (issue 47): the terms' numbers in words, as the refund policy and the terms show them. */
export const laybyPolicy = {} as const;
