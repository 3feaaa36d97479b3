/** How the admin search box's text becomes SQL patterns. Pure, so the rules are tested without a database. */

export interface SearchPatterns {
  /** `%text%` for ILIKE on name, e-mail and payment references, with LIKE's wildcards escaped. */
  contains: string;
  /** `start%` on the order id when the text could be (the start of) one, as shown in the table. */
  idPrefix: string | null;
  /** `%digits%` on the stored +254… phone when the text looks like a phone number (0712…, +254 712…, 712…). */
  phoneDigits: string | null;
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

export function searchPatterns(raw: string): SearchPatterns {
  const text = raw.trim();
  const idCandidate = text.replace(/^#/, '').toLowerCase();
  const isPhoneLike = /^\+?[\d\s()-]+$/.test(text);
  const digits = text.replace(/\D/g, '').replace(/^(254|0)/, '');
  return {
    contains: `%${escapeLike(text)}%`,
    idPrefix: /^[0-9a-f-]{4,36}$/.test(idCandidate) ? `${idCandidate}%` : null,
    phoneDigits: isPhoneLike && digits.length >= 4 ? `%${digits}%` : null,
  };
}
