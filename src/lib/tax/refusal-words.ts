/**
 * KRA's refusal as the pages, the audit and the CSV say it: "910 Request parameter error: …", its
 * code once, whether or not the message kept already starts with it (the worker keeps it so). Pure.
 */
export function refusalWords(error: { code: string | null; message: string }): string {
  const message = error.message.trim();
  return error.code && message !== error.code && !message.startsWith(`${error.code} `) ? `${error.code} ${message}` : message;
}
