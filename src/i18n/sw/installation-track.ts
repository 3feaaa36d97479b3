/** Installation (issue 48): track strings. */
export const installationTrack = {} as const;
