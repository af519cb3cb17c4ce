export interface DemoArticle {
  title: string;
  excerpt: string;
  tags: string;
  author: string;
  state?: "draft" | "scheduled";
  /** More of the body, as editors write it (old links included). */
  extra?: string;
}

const AUTHORS = ["Inês Duarte", "Marcus Webb", "Yuki Tanaka", "Priya Raman", "Tom Eklund"];

/** Headlines and excerpts; bodies are composed from them and the tag's notes below. */
const HEADLINES: [string, string, string][] = [
  [
    "We are opening a studio in Tokyo",
    "After three years of working with Japanese clients from afar, we have a home in Shibuya.",
    "studio",
  ],
  [
    "Northwind's new identity reaches the shelves",
    "The roaster's packaging is now in three national grocers. Here is how the system holds up in the wild.",
    "design",
  ],
  [
    "What we learned designing for patients aged 24 to 81",
    "Co-design sessions changed our type scale, our buttons and our idea of a good default.",
    "accessibility",
  ],
  [
    "Motion principles we keep coming back to",
    "Easing, restraint and why the best transitions are the ones nobody notices.",
    "motion",
  ],
  [
    "Saltmarsh Festival wins a design award",
    "The tide-driven identity was recognised for its generative poster system.",
    "awards",
  ],
  ["How we keep web pages under 100 KB", "Budgets, fonts and the images we decided not to ship.", "engineering"],
  ["Inside the Harbour Line signage tests", "Testing wayfinding at night, in the rain and from a moving boat.", "design"],
  [
    "Welcome, Priya Raman, our new design director",
    "Priya joins from a decade of product work in healthcare and finance.",
    "studio",
  ],
  ["A week of four-day weeks", "We tried it for six months. This is what changed, and what did not.", "culture"],
  ["Fjord's winter film, frame by frame", "One jacket, one day, from a glacier to a city tram.", "motion"],
  [
    "Colour contrast is a brand decision",
    "Accessible palettes are not a constraint on identity work; they are part of it.",
    "accessibility",
  ],
  ["Our open-source design tokens", "We are publishing the token pipeline we use across web and native projects.", "engineering"],
  ["Lumen's tickets now take three taps", "Timed entry, fewer queues and a calmer museum lobby.", "design"],
  ["Notes from a workshop with the Kiln studio", "What selling a batch, not a product, taught us about e-commerce.", "design"],
  ["Why we still sketch on paper", "The fastest prototyping tool in the studio costs a few cents.", "culture"],
  ["Orbit's dashboard: one question, answered well", "Cutting forty charts to one honest forecast.", "design"],
  [
    "Scroll animation without the seasickness",
    "How we respect reduced-motion preferences and still make pages feel alive.",
    "motion",
  ],
  ["We are hiring a senior web developer", "Join a small team that cares about speed, accessibility and craft.", "studio"],
  ["Type pairing for long reads", "The combinations we reach for when an article runs past two thousand words.", "design"],
  ["Lisbon studio turns five", "Five years, forty projects and one very old espresso machine.", "studio"],
  [
    "Making privacy the default on client sites",
    "No third-party requests unless the client switches a feature on.",
    "engineering",
  ],
  ["The brief we wish every client sent", "A one-page template for starting a project on the right foot.", "culture"],
  ["Designing for the pier: offline booking", "What happens to a booking flow when the signal drops.", "engineering"],
  ["A shortlist at the motion festival", "Fjord's film made the final five in the commercial category.", "awards"],
  ["Research sessions that people enjoy", "Small changes that turn interviews into conversations.", "accessibility"],
  ["Our approach to naming", "How we find names that are ownable, pronounceable and still available.", "design"],
  ["Building a generative poster system", "Tide tables, a grid and a few rules produced a thousand posters.", "motion"],
  ["What a design system is not", "It is not a component library, and it is never finished.", "design"],
  ["Studio reading list for winter", "Books on type, cities and attention that the team keeps passing around.", "culture"],
  ["Load times we measured on real phones", "Median devices, slow networks and the numbers that surprised us.", "engineering"],
  ["Two new clients in healthcare", "We are starting work with a clinic network and a research charity.", "studio"],
  ["Icons without a network request", "Why every icon on our sites ships with the page.", "engineering"],
  ["The quiet power of a good grid", "Grids that flex from 320 to 1920 pixels without losing their rhythm.", "design"],
  ["A new showreel", "Two minutes of the motion work we are proudest of this year.", "motion"],
  ["Mentoring at the local design school", "Five of us spend Friday afternoons with second-year students.", "culture"],
  ["Accessibility audits, before launch", "Why we audit during design, not the week before a site goes live.", "accessibility"],
  ["Our studio in New York moves to Brooklyn", "More light, more room and a shorter walk to the ferry.", "studio"],
  ["Best identity of the year, again", "Northwind's packaging took gold in the identity category.", "awards"],
  ["Writing microcopy with clients", "The words on buttons deserve the same care as the headline.", "design"],
  ["How we run a project retrospective", "Four questions, one hour, no blame.", "culture"],
  ["A draft we are still writing", "This article is a draft and stays hidden from visitors.", "studio"],
  ["Announcing our next studio", "Scheduled for next month, so it stays hidden until then.", "studio"],
];

export const NOTES: Record<string, string[]> = {
  studio: [
    "The studio has always been small on purpose: every project is led by the people who pitched it.",
    "We will keep sharing what we learn as the team grows, the good and the awkward.",
  ],
  design: [
    "Good design work starts with the constraints nobody mentions in the brief: budgets, shelves, screens and habits.",
    "We tested early and often, with the people who will live with the work every day.",
  ],
  accessibility: [
    "Accessible work is better work for everyone: clearer type, calmer layouts and fewer surprises.",
    "Our checklists start in the first workshop, not at the end of the project.",
  ],
  motion: [
    "Motion should explain, not decorate. Every animation has to earn its place.",
    "Everything we animate also works, and reads well, with reduced motion switched on.",
  ],
  engineering: [
    "Fast pages are a kindness to people on old phones and slow networks, and search engines notice too.",
    "We measure on real devices and publish the budgets every project has to meet.",
  ],
  awards: [
    "Awards are nice; the client's results are what we are proudest of.",
    "Thank you to the teams on both sides who made the work possible.",
  ],
  culture: [
    "How we work shapes what we make, so we treat our process as a design problem too.",
    "We share these notes in case they help another small studio.",
  ],
};

/** Older articles link to the previous site's addresses, as real archives do; redirects keep them working. */
const EXTRAS: Record<string, string> = {
  "Lisbon studio turns five":
    '<p>Five years ago our <a href="/projects">projects page</a> had three entries and <a href="/blog">the blog</a> had one. Both have moved, and <a href="/about-us">the old about page</a> now lives on the contact page.</p>',
};

export const ARTICLES: DemoArticle[] = HEADLINES.map(([title, excerpt, tags], i) => ({
  title,
  excerpt,
  tags,
  author: AUTHORS[i % AUTHORS.length] ?? "Studio",
  state: i === HEADLINES.length - 2 ? "draft" : i === HEADLINES.length - 1 ? "scheduled" : undefined,
  extra: EXTRAS[title],
}));
