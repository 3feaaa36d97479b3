/** Installation (issue 48): checkout strings. */
export const installationCheckout = {} as const;
