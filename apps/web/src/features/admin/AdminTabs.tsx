import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';

export type TabDef<T extends string> = { id: T; label: string };

type AdminTabsProps<T extends string> = {
  tabs: readonly TabDef<T>[];
  selected: T;
  onSelect: (id: T) => void;
  label: string;
  /** Only the selected panel is rendered (its queries start when it is opened). */
  children: ReactNode;
};

/** WAI-ARIA tabs with automatic activation: arrows, Home and End move and select. */
export function AdminTabs<T extends string>({
  tabs,
  selected,
  onSelect,
  label,
  children,
}: AdminTabsProps<T>) {
  const refs = useRef(new Map<T, HTMLButtonElement>());
  // The strip scrolls sideways on a phone: the selected tab (opened from a link too) is kept in view.
  useEffect(() => {
    refs.current.get(selected)?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [selected]);
  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((t) => t.id === selected);
    let next = -1;
    if (event.key === 'ArrowRight' || event.key === 'ArrowDown') next = (index + 1) % tabs.length;
    else if (event.key === 'ArrowLeft' || event.key === 'ArrowUp')
      next = (index - 1 + tabs.length) % tabs.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = tabs.length - 1;
    if (next < 0) return;
    event.preventDefault();
    const id = tabs[next]!.id;
    onSelect(id);
    refs.current.get(id)?.focus();
  };
  return (
    <div className="admin-tabs">
      <div className="admin-tabs__list" role="tablist" aria-label={label} onKeyDown={move}>
        {tabs.map((tab) => {
          const active = tab.id === selected;
          return (
            <button
              key={tab.id}
              ref={(el) => {
                if (el) refs.current.set(tab.id, el);
                else refs.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={`admin-tab-${tab.id}`}
              aria-selected={active}
              aria-controls={`admin-panel-${tab.id}`}
              tabIndex={active ? 0 : -1}
              className="admin-tabs__tab"
              onClick={() => onSelect(tab.id)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div
        className="admin-tabs__panel"
        role="tabpanel"
        id={`admin-panel-${selected}`}
        aria-labelledby={`admin-tab-${selected}`}
        tabIndex={0}
      >
        {children}
      </div>
    </div>
  );
}
