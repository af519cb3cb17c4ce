import { useEffect, useState } from "react";
import { describeDays } from "../../../../shared/content/opening-hours";
import { OFFICE_CLOCK_PLACEHOLDER } from "../../../../shared/content/zone-offsets";
import { fill } from "../../../../shared/languages/words/fill";
import type { Office } from "../../../../shared/schema/records";
import { words } from "../../lib/document-language";
import { useHydrated } from "../../lib/hydrated";
import { Icon } from "../../lib/icon";
import { clock as clockIcon } from "../../lib/icons/clock";
import { envelopeSimple } from "../../lib/icons/envelope-simple";
import { mapPin } from "../../lib/icons/map-pin";
import { phone } from "../../lib/icons/phone";
import { ResponsiveImage } from "../../lib/responsive-image";
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

const mapLink = (office: Office) =>
  `https://www.openstreetmap.org/?mlat=${office.location.lat}&mlon=${office.location.lon}#map=17/${office.location.lat}/${office.location.lon}`;

/** `sizes` says how wide its picture is shown where it stands (shared/images/grid-sizes.ts); a compact card has none. */
export function OfficeCard({ office, sizes = "", compact = false }: { office: Office; sizes?: string; compact?: boolean }) {
  const now = useNow();
  const clock = now ? localClock(office, now) : undefined;
  // Open or closed only where the local time is known and the office has hours.
  const open = clock && office.opening_hours?.length ? isOpen(office.opening_hours, clock) : undefined;
  const hasLocation = office.location.lat !== 0 || office.location.lon !== 0;
  const said = words();
  return (
    <article className="office-card" id={`office-${office.id}`}>
      {!compact && office.image && (
        <ResponsiveImage record={office} file={office.image} sizes={sizes} alt="" width={1200} height={800} />
      )}
      <h2 className="office-name">{office.city}</h2>
      <p className="office-clock">
        <Icon icon={clockIcon} /> <span>{fill(said.office.localTime, { time: clock?.time ?? OFFICE_CLOCK_PLACEHOLDER })}</span>
        {open !== undefined && <span className={open ? "open" : "closed"}>{open ? said.office.open : said.office.closed}</span>}
      </p>
      {!compact && (
        <>
          <address>
            {office.address.split("\n").map((line) => (
              <span key={line}>{line}</span>
            ))}
            <span>
              {office.postcode} {office.city}
            </span>
            <span>{office.country}</span>
          </address>
          <ul className="office-links">
            {office.phone && (
              <li>
                <a href={`tel:${office.phone.replace(/[^+\d]/g, "")}`}>
                  <Icon icon={phone} /> {office.phone}
                </a>
              </li>
            )}
            {office.email && (
              <li>
                <a href={`mailto:${office.email}`}>
                  <Icon icon={envelopeSimple} /> {office.email}
                </a>
              </li>
            )}
            {hasLocation && (
              <li>
                <a href={mapLink(office)} rel="noopener noreferrer">
                  <Icon icon={mapPin} /> {said.office.map}
                </a>
              </li>
            )}
          </ul>
          {office.opening_hours && office.opening_hours.length > 0 && (
            <table className="office-hours">
              <caption className="visually-hidden">{fill(said.office.hours, { city: office.city })}</caption>
              <tbody>
                {office.opening_hours.map((period) => (
                  <tr key={`${period.days.join()}-${period.opens}`}>
                    <th scope="row">{describeDays(period.days, said)}</th>
                    <td>
                      {period.opens}–{period.closes}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </>
      )}
    </article>
  );
}
