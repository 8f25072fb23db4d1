import { useEffect, useId, useRef, useState } from 'react';
import { LoadError } from '../../ui/LoadError';
import { Loading } from '../../ui/Loading';
import { notificationUiTexts as t } from './notificationUiTexts';

type PanelModule = typeof import('./NotificationPanel');
let panelModule: PanelModule | undefined;
let panelLoading: Promise<PanelModule> | undefined;

/**
 * The panel's list and actions (and what they bring: the items, their relative times) load on demand,
 * off the first paint of every signed-in page. The bell starts it when pointed at or focused, so the
 * panel usually opens whole; a failed load may be tried again.
 */
export function loadNotificationPanel(): Promise<PanelModule> {
  panelLoading ??= import('./NotificationPanel').then(
    (loaded) => (panelModule = loaded),
    (error: unknown) => {
      panelLoading = undefined;
      throw error;
    },
  );
  return panelLoading;
}

type NotificationPopoverProps = {
  id: string;
  /** Leaving by a link: the page changes, focus goes with it. */
  onLeave: () => void;
};

/** The bell's panel: a dialog that takes focus at once, and holds NotificationPanel once it is here. */
export function NotificationPopover({ id, onLeave }: NotificationPopoverProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const [loaded, setLoaded] = useState(panelModule);
  const [failed, setFailed] = useState(false);

  useEffect(() => panel.current?.focus(), []);
  useEffect(() => {
    if (loaded || failed) return;
    let current = true;
    loadNotificationPanel().then(
      (module) => current && setLoaded(module),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [loaded, failed]);

  const Panel = loaded?.NotificationPanel;
  return (
    <div id={id} ref={panel} className="bell__panel" role="dialog" aria-labelledby={titleId} tabIndex={-1}>
      {Panel ? (
        <Panel titleId={titleId} onLeave={onLeave} focusPanel={() => panel.current?.focus()} />
      ) : (
        <>
          <div className="bell__panel-header">
            <h2 id={titleId} className="bell__panel-title">
              {t.title}
            </h2>
          </div>
          {failed ? (
            <LoadError compact message={t.loadFailed} onRetry={() => setFailed(false)} />
          ) : (
            <Loading label={t.loading} />
          )}
        </>
      )}
    </div>
  );
}
