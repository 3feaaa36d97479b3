/** What to tell the admin after an action: that it is under way or done, or what failed. */
export type Notice = { kind: 'status' | 'error'; text: string } | null;

/**
 * Two live regions that exist from the first render, so screen readers announce what is put in
 * them: a polite status (saving, saved) and an alert (what failed and what was put back).
 */
export function Notices({ notice }: { notice: Notice }) {
  return (
    <>
      <p className="admin-notice admin-notice--status" role="status">
        {notice?.kind === 'status' ? notice.text : ''}
      </p>
      <p className="admin-notice admin-notice--error" role="alert">
        {notice?.kind === 'error' ? notice.text : ''}
      </p>
    </>
  );
}
