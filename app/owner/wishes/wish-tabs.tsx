import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import './wish-tabs.css';

export type Tab<K extends string> = { key: K; label: string; panel: ReactNode };

/**
 * Tabs (WAI-ARIA tabs pattern): the chosen tab's panel shows, the others stay mounted but hidden (a
 * search typed in one is still there on return). Arrow keys, Home and End move between the tabs.
 */
export function Tabs<K extends string>({
  label,
  tabs,
  selected,
  onSelect,
}: {
  label: string;
  tabs: Tab<K>[];
  selected: K;
  onSelect: (key: K) => void;
}) {
  const id = useId();
  const list = useRef<HTMLDivElement>(null);
  const move = (event: KeyboardEvent, index: number) => {
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const to = (next + tabs.length) % tabs.length;
    onSelect(tabs[to]!.key);
    list.current?.querySelectorAll<HTMLElement>('[role="tab"]')[to]?.focus();
  };
  return (
    <div className="tabs">
      <div className="tabs__list" role="tablist" aria-label={label} ref={list}>
        {tabs.map((tab, index) => (
          <button
            key={tab.key}
            type="button"
            role="tab"
            id={`${id}-tab-${tab.key}`}
            className="tabs__tab"
            aria-selected={tab.key === selected}
            aria-controls={`${id}-panel-${tab.key}`}
            tabIndex={tab.key === selected ? 0 : -1}
            onClick={() => onSelect(tab.key)}
            onKeyDown={(event) => move(event, index)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.key}
          role="tabpanel"
          id={`${id}-panel-${tab.key}`}
          aria-labelledby={`${id}-tab-${tab.key}`}
          className="tabs__panel"
          hidden={tab.key !== selected}
        >
          {tab.panel}
        </div>
      ))}
    </div>
  );
}
