import type { laybyTrack as english } from '../en/layby-track.ts';
import type { Message } from '../index.ts';

/** Lipa Mdogo Mdogo kwenye /track na /orders (toleo 47): kilicholipwa na kilichobaki, malipo, fomu ya kulipa kiasi kijacho, kusitisha. */
export const laybyTrack = {} as const satisfies Record<keyof typeof english, Message>;
