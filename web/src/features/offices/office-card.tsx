import { type ReactNode, useEffect, useState } from "react";
import { OFFICE_CLOCK_PLACEHOLDER } from "../../../../shared/content/zone-offsets";
import { fill } from "../../../../shared/languages/words/fill";
import type { Office } from "../../../../shared/schema/records";
import { words } from "../../lib/document-language";
import { useHydrated } from "../../lib/hydrated";
import { Icon } from "../../lib/icon";
import { clock as clockIcon } from "../../lib/icons/clock";
import { isOpen, localClock } from "./office-hours";
import "./offices.css";

/**
 * Re-renders every 30 s so local times and open/closed stay true while the page is open. None where the server draws
 * the page, nor while React hydrates it: a kept page would show the time it was drawn at, and the browser's clock
 * would not match it (the placeholder stands until then).
 */
function useNow(intervalMs = 30_000): Date | undefined {
  const ready = useHydrated();
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    setNow(new Date());
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return ready ? now : undefined;
}

/**
 * An office's card: its city and its local time, open or closed, as the home page lists them; the office and contact
 * pages give it its picture and its details (office-details.tsx), which the home page fetches none of.
 */
export function OfficeCard({ office, picture, children }: { office: Office; picture?: ReactNode; children?: ReactNode }) {
  const now = useNow();
  const clock = now ? localClock(office, now) : undefined;
  // Open or closed only where the local time is known and the office has hours.
  const open = clock && office.opening_hours?.length ? isOpen(office.opening_hours, clock) : undefined;
  const said = words();
  return (
    <article className="office-card" id={`office-${office.id}`}>
      {picture}
      <h2 className="office-name">{office.city}</h2>
      <p className="office-clock">
        <Icon icon={clockIcon} /> <span>{fill(said.office.localTime, { time: clock?.time ?? OFFICE_CLOCK_PLACEHOLDER })}</span>
        {open !== undefined && <span className={open ? "open" : "closed"}>{open ? said.office.open : said.office.closed}</span>}
      </p>
      {children}
    </article>
  );
}
