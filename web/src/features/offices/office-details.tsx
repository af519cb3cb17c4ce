import { describeDays } from "../../../../shared/content/opening-hours";
import { fill } from "../../../../shared/languages/words/fill";
import type { Office } from "../../../../shared/schema/records";
import { words } from "../../lib/document-language";
import { Icon } from "../../lib/icon";
import { envelopeSimple } from "../../lib/icons/envelope-simple";
import { mapPin } from "../../lib/icons/map-pin";
import { phone } from "../../lib/icons/phone";
import { ResponsiveImage } from "../../lib/responsive-image";
import { OfficeCard } from "./office-card";

const mapLink = (office: Office) =>
  `https://www.openstreetmap.org/?mlat=${office.location.lat}&mlon=${office.location.lon}#map=17/${office.location.lat}/${office.location.lon}`;

/**
 * An office's whole card, on the office and contact pages: its picture, then its city and local time (OfficeCard), its
 * address, phone, email, map link and opening hours. `sizes` says how wide its picture is shown where it stands
 * (shared/images/grid-sizes.ts).
 */
export function OfficeDetailsCard({ office, sizes }: { office: Office; sizes: string }) {
  const hasLocation = office.location.lat !== 0 || office.location.lon !== 0;
  const said = words();
  const picture = office.image ? (
    <ResponsiveImage record={office} file={office.image} sizes={sizes} alt="" width={1200} height={800} />
  ) : undefined;
  return (
    <OfficeCard office={office} picture={picture}>
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
    </OfficeCard>
  );
}
