/** Installation (issue 48): job strings. */
export const installationJob = {} as const;
