import type { OpeningHours } from "../../../shared/content/opening-hours";

const WEEKDAYS_9_TO_6: OpeningHours = [{ days: ["mon", "tue", "wed", "thu", "fri"], opens: "09:00", closes: "18:00" }];

export const OFFICES = [
  {
    name: "Lisbon",
    city: "Lisbon",
    country: "Portugal",
    address: "Rua das Flores 28, 2º\nChiado",
    postcode: "1200-195",
    location: { lat: 38.7097, lon: -9.1432 },
    phone: "+351 21 000 0428",
    email: "lisbon@meridian.example",
    opening_hours: WEEKDAYS_9_TO_6,
    time_zone: "Europe/Lisbon",
  },
  {
    name: "New York",
    city: "Brooklyn, NY",
    country: "United States",
    address: "55 Water Street, Floor 4",
    postcode: "11201",
    location: { lat: 40.7033, lon: -73.9903 },
    phone: "+1 718 555 0199",
    email: "newyork@meridian.example",
    opening_hours: [
      { days: ["mon", "tue", "wed", "thu"], opens: "09:30", closes: "18:30" },
      { days: ["fri"], opens: "09:30", closes: "16:00" },
    ],
    time_zone: "America/New_York",
  },
  {
    name: "Tokyo",
    city: "Tokyo",
    country: "Japan",
    address: "2-21-1 Shibuya, Shibuya Hikarie 11F",
    postcode: "150-8510",
    location: { lat: 35.659, lon: 139.7037 },
    phone: "+81 3 0000 0428",
    email: "tokyo@meridian.example",
    opening_hours: [
      { days: ["mon", "tue", "wed", "thu", "fri"], opens: "10:00", closes: "19:00" },
      { days: ["sat"], opens: "11:00", closes: "15:00" },
    ],
    time_zone: "Asia/Tokyo",
  },
] as const;

export const REDIRECTS = [
  { source: "/about-us", target: "/contact", status_code: "301", note: "The old site's about page." },
  { source: "/blog", target: "/news", status_code: "301", note: "News used to be called the blog." },
  { source: "/team", target: "/office", status_code: "302", note: "Until the team page is back." },
  { source: "/press-kit", target: "", status_code: "410", note: "The press kit is no longer offered." },
  {
    source: "/jobs",
    target: "/news/we-are-hiring-a-senior-web-developer",
    status_code: "302",
    paused: true,
    note: "Paused between hiring rounds; untick it when the next role opens.",
  },
] as const;

export const SITE = {
  contact_email: "hello@meridian.example",
  // No site_url: the demo's absolute links use the address the server was started on (issue 22, item 13).
  site_url: "",
  seo_description: "Meridian is an independent studio for brand, digital product and motion, in Lisbon, New York and Tokyo.",
  social_links: [
    { label: "Instagram", url: "https://www.instagram.com/" },
    { label: "LinkedIn", url: "https://www.linkedin.com/" },
    { label: "Vimeo", url: "https://vimeo.com/" },
  ],
};
