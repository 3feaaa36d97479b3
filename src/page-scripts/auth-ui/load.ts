import type * as AuthUi from './mount.ts';

/**
 * Loads the whole sign-in UI once (./mount.ts: the auth client, the dialogs, the menus' behaviour,
 * the favourites' sync) and answers its module, or undefined when the download failed: it is tried
 * again on the next call (a flaky network, a deploy in between).
 */
let loading: Promise<typeof AuthUi | undefined> | undefined;

export function loadAuthUi(): Promise<typeof AuthUi | undefined> {
  loading ??= import('./mount.ts')
    .then((ui) => {
      void ui.mountAuthUi();
      return ui;
    })
    .catch((error: unknown) => {
      console.error('Could not load sign-in', error);
      loading = undefined;
      return undefined;
    });
  return loading;
}
