import type { PaletteName } from "./palettes";

export interface DemoProject {
  title: string;
  client: string;
  year: number;
  services: string[];
  summary: string;
  challenge: string;
  approach: string[];
  outcome: string;
  palette: PaletteName;
  featured?: boolean;
  video?: string;
  state?: "draft" | "scheduled";
}

export const SERVICES = [
  { name: "Brand Strategy", summary: "Positioning, naming and the story a company tells about itself." },
  { name: "Visual Identity", summary: "Logos, type, colour and the systems that keep them consistent." },
  { name: "Digital Product", summary: "Research, UX and interface design for apps and platforms." },
  { name: "Web Development", summary: "Fast, accessible websites and the content tools behind them." },
  { name: "Motion & Film", summary: "Animation, title sequences and campaign films." },
] as const;

export const PROJECTS: DemoProject[] = [
  {
    title: "Northwind Coffee Roasters",
    client: "Northwind Coffee",
    year: 2025,
    services: ["Brand Strategy", "Visual Identity"],
    summary: "A warm, confident identity for a specialty roaster moving from farmers' markets to supermarket shelves.",
    challenge:
      "Northwind had outgrown its hand-stamped bags. Buyers loved the coffee but could not find it on a crowded shelf, and the brand said nothing about the farms behind each roast.",
    approach: [
      "Interviewed growers, baristas and twelve regular customers",
      "Built a flexible label system where origin, roast and tasting notes always sit in the same place",
      "Drew a custom wordmark from the lettering on the roastery's 1950s drum roaster",
    ],
    outcome: "Shelf visibility rose sharply in blind tests, and three national grocers listed the range within six months.",
    palette: "clay",
    featured: true,
  },
  {
    title: "Atlas Health App",
    client: "Atlas Health",
    year: 2025,
    services: ["Digital Product", "Web Development"],
    summary: "A calm, accessible app that helps people manage long-term conditions alongside their care team.",
    challenge:
      "Patients juggled paper diaries, three portals and phone calls. Clinicians saw data too late to act, and older users found the existing app hard to read.",
    approach: [
      "Co-designed every flow with patients aged 24 to 81",
      "Set a type scale and contrast rules that exceed WCAG AA on every screen",
      "Shipped a shared design system for the iOS, Android and web teams",
    ],
    outcome: "Daily check-ins doubled, and support calls about the app fell by more than half.",
    palette: "harbour",
    featured: true,
    video: "https://vimeo.com/76979871",
  },
  {
    title: "Harbour Line Ferries",
    client: "Harbour Line",
    year: 2024,
    services: ["Visual Identity", "Web Development"],
    summary: "Wayfinding, livery and a booking site for a city ferry network carrying nine million passengers a year.",
    challenge: "Tourists missed boats, commuters could not tell routes apart, and the booking site failed on phones at the pier.",
    approach: [
      "Gave each route a colour and a number that carries from timetable to hull",
      "Rebuilt booking as a fast, offline-tolerant web app",
      "Tested signage at night, in rain and from a moving boat",
    ],
    outcome: "Mobile bookings now make up most sales, and missed-sailing complaints dropped by a third.",
    palette: "lagoon",
  },
  {
    title: "Fjord Outdoor Campaign",
    client: "Fjord Outdoor",
    year: 2024,
    services: ["Motion & Film", "Brand Strategy"],
    summary: "A winter campaign film and motion system for a Scandinavian outdoor clothing brand.",
    challenge: "Fjord wanted to speak to city walkers without losing the mountaineers who made its name.",
    approach: [
      "Filmed one jacket's journey from a glacier to a city tram in a single day",
      "Designed a motion language of slow pans and quick, weather-like cuts",
      "Cut versions for cinema, social and in-store screens",
    ],
    outcome: "The film was shortlisted at two festivals and the featured jacket sold out in four markets.",
    palette: "graphite",
    featured: true,
    video: "https://www.youtube.com/watch?v=aqz-KE-bpKQ",
  },
  {
    title: "Lumen Museum of Light",
    client: "Lumen Museum",
    year: 2023,
    services: ["Web Development", "Digital Product"],
    summary: "A website and ticketing flow for a museum where every exhibit is made of light.",
    challenge: "The old site was a PDF of opening hours. Visitors arrived without tickets, and queues filled the lobby.",
    approach: [
      "Designed timed-entry ticketing that takes three taps",
      "Made exhibit pages that work as audio guides in the galleries",
      "Kept every page under 100 KB before images",
    ],
    outcome: "Online sales now cover most visits and weekend queues have all but disappeared.",
    palette: "plum",
  },
  {
    title: "Kiln Ceramics Studio",
    client: "Kiln",
    year: 2023,
    services: ["Visual Identity", "Web Development"],
    summary: "An identity and online shop for a ceramics studio that makes every piece by hand.",
    challenge: "Each glaze batch is unique, so product photos never matched what arrived, and returns followed.",
    approach: [
      "Photographed every batch under the same light, with a colour card in frame",
      "Built a shop that sells a batch, not a product",
      "Drew a mark from the studio's kiln door",
    ],
    outcome: "Returns fell to almost none, and the studio now sells out each batch within days.",
    palette: "forest",
  },
  {
    title: "Orbit Fintech Dashboard",
    client: "Orbit",
    year: 2024,
    services: ["Digital Product"],
    summary: "A cash-flow dashboard for small businesses that makes forecasts readable at a glance.",
    challenge: "Owners opened the old dashboard, saw forty charts and closed it again.",
    approach: [
      "Cut the home screen to one question: will I have enough money next month?",
      "Wrote every label in plain language with an accountant and a bakery owner",
      "Prototyped with real, anonymised ledgers",
    ],
    outcome: "Weekly active use tripled and the dashboard became the product's main selling point.",
    palette: "citrus",
  },
  {
    title: "Saltmarsh Festival",
    client: "Saltmarsh Arts Trust",
    year: 2025,
    services: ["Visual Identity", "Motion & Film"],
    summary: "An identity that changes with the tide for a three-day music and arts festival on the coast.",
    challenge: "A new festival needed to feel established in year one, on a budget smaller than its stage.",
    approach: [
      "Built a generative poster system driven by real tide tables",
      "Animated the line-up reveal as a rising waterline",
      "Made a kit volunteers could use for signage on site",
    ],
    outcome: "Tickets sold out eight weeks early, and the system carried the festival into its second year.",
    palette: "ember",
    featured: true,
  },
  {
    title: "Verde Mobility",
    client: "Verde",
    year: 2026,
    services: ["Brand Strategy", "Digital Product"],
    summary: "A rebrand and rider app for an electric bike-share network, launching next month.",
    challenge: "Scheduled for a future date, so it stays hidden until then.",
    approach: ["Planned"],
    outcome: "To be announced.",
    palette: "lagoon",
    state: "scheduled",
  },
  {
    title: "Project Nimbus",
    client: "Confidential",
    year: 2026,
    services: ["Digital Product"],
    summary: "Work in progress: a draft that visitors never see.",
    challenge: "Still a draft.",
    approach: ["In progress"],
    outcome: "Unpublished.",
    palette: "graphite",
    state: "draft",
  },
];
