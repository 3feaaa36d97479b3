/** Installation (issue 48): messages strings. */
export const installationMessages = {} as const;
