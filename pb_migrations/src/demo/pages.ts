// The demo's own pages (issue 33), in English and Portuguese: each a title, an address and its sections in order, with
// the words of each section. The migration 1795920100 saves them; a section's picture names a demo image.

export interface DemoSection {
  kind: string;
  [field: string]: string | number;
}

export interface DemoPage {
  title: string;
  slug: string;
  excerpt: string;
  sections: DemoSection[];
  /** The same page in Portuguese: its title, address, excerpt and its sections' words, in the same order. */
  pt: { title: string; slug: string; excerpt: string; sections: DemoSection[] };
}

export const DEMO_PAGES: DemoPage[] = [
  {
    title: "About",
    slug: "about",
    excerpt: "Meridian is an independent studio for brand, digital product and motion, in Lisbon, New York and Tokyo.",
    sections: [
      {
        kind: "hero",
        heading: "A studio of",
        phrases: "designers\nwriters\nengineers",
        lead: "Forty people in three cities, making brands and products that are plain to use and hard to forget.",
        link_label: "See our work",
        link_url: "/work",
        link2_label: "Work with us",
        link2_url: "/careers",
      },
      {
        kind: "text",
        heading: "How we work",
        body: "<p>Every project starts with a week in the client's world: their shop floor, their support inbox, their customers' kitchens. We write before we draw, and we draw before we build.</p><h3>Small teams</h3><p>Four to six people stay with a project from the first interview to launch, and after it.</p>",
      },
      {
        kind: "figures",
        heading: "In numbers",
        figures: "120 | projects delivered\n3 | studios\n14 | years\n40 | people",
      },
      {
        kind: "quote",
        words: "They asked better questions about our business than our board did.",
        person: "Ana Ribeiro",
        role: "Founder, Northwind Coffee Roasters",
      },
    ],
    pt: {
      title: "Sobre nós",
      slug: "sobre",
      excerpt: "A Meridian é um estúdio independente de marca, produto digital e motion, em Lisboa, Nova Iorque e Tóquio.",
      sections: [
        {
          kind: "hero",
          heading: "Um estúdio de",
          phrases: "designers\nescritores\nengenheiros",
          lead: "Quarenta pessoas em três cidades, a fazer marcas e produtos simples de usar e difíceis de esquecer.",
          link_label: "Ver o nosso trabalho",
          link_url: "/work",
          link2_label: "Trabalhe connosco",
          link2_url: "/carreiras",
        },
        {
          kind: "text",
          heading: "Como trabalhamos",
          body: "<p>Cada projeto começa com uma semana no mundo do cliente: a loja, a caixa de suporte, as cozinhas dos seus clientes. Escrevemos antes de desenhar, e desenhamos antes de construir.</p><h3>Equipas pequenas</h3><p>Quatro a seis pessoas acompanham um projeto da primeira entrevista ao lançamento, e depois dele.</p>",
        },
        {
          kind: "figures",
          heading: "Em números",
          figures: "120 | projetos entregues\n3 | estúdios\n14 | anos\n40 | pessoas",
        },
        {
          kind: "quote",
          words: "Fizeram-nos perguntas melhores sobre o nosso negócio do que a nossa administração.",
          person: "Ana Ribeiro",
          role: "Fundadora, Northwind Coffee Roasters",
        },
      ],
    },
  },
  {
    title: "Careers",
    // Not "careers": the guides' example of a new kind of page lives there (docs/guides/new-page.md), and a route's
    // first segment is no editor's page.
    slug: "join-us",
    excerpt: "Join Meridian in Lisbon, New York or Tokyo: open roles, how we hire and what we offer.",
    sections: [
      {
        kind: "hero",
        heading: "Work with us",
        lead: "We hire a few people a year, in each of our studios, for the long run.",
      },
      {
        kind: "text",
        heading: "How we hire",
        body: "<p>One conversation with the team you would join, one paid day of work together, and an answer within a week. We never ask for unpaid tests.</p>",
      },
      {
        kind: "questions",
        heading: "Questions",
        questions:
          "Can I work remotely?\nTwo days a week from home, the rest in the studio with your team.\n\nDo you sponsor visas?\nYes, in Lisbon and New York.\n\nWhat if no role fits me?\nWrite to us anyway: tell us what you would do here.",
      },
      { kind: "contact", heading: "Write to us", lead: "Tell us about yourself and the work you are proudest of." },
    ],
    pt: {
      title: "Carreiras",
      slug: "carreiras",
      excerpt: "Junte-se à Meridian em Lisboa, Nova Iorque ou Tóquio: vagas abertas, como contratamos e o que oferecemos.",
      sections: [
        {
          kind: "hero",
          heading: "Trabalhe connosco",
          lead: "Contratamos poucas pessoas por ano, em cada estúdio, para ficar.",
        },
        {
          kind: "text",
          heading: "Como contratamos",
          body: "<p>Uma conversa com a equipa em que entraria, um dia de trabalho pago em conjunto, e uma resposta numa semana. Nunca pedimos testes não pagos.</p>",
        },
        {
          kind: "questions",
          heading: "Perguntas",
          questions:
            "Posso trabalhar remotamente?\nDois dias por semana em casa, o resto no estúdio com a sua equipa.\n\nPatrocinam vistos?\nSim, em Lisboa e em Nova Iorque.\n\nE se nenhuma vaga for para mim?\nEscreva-nos na mesma: diga-nos o que faria aqui.",
        },
        { kind: "contact", heading: "Escreva-nos", lead: "Fale-nos de si e do trabalho de que mais se orgulha." },
      ],
    },
  },
  {
    title: "Brand strategy",
    slug: "services/brand-strategy",
    excerpt: "Positioning, naming and the story a company tells about itself: how Meridian approaches brand strategy.",
    sections: [
      {
        kind: "hero",
        heading: "Brand strategy",
        lead: "Positioning, naming and the story a company tells about itself, written down before anything is drawn.",
        link_label: "Start a project",
        link_url: "/contact",
      },
      {
        kind: "picture",
        image: "news-1.jpg",
        image_alt: "Sticky notes on a studio wall, grouped by theme.",
        caption: "A positioning workshop in Lisbon.",
        width: "wide",
      },
      { kind: "projects", heading: "Brand strategy projects", count: 3, service: "Brand Strategy" },
      {
        kind: "call",
        heading: "Have a brand that says too little?",
        lead: "Tell us where it stands today; we answer within two working days.",
        link_label: "Write to us",
        link_url: "/contact",
      },
    ],
    pt: {
      title: "Estratégia de marca",
      slug: "servicos/estrategia-de-marca",
      excerpt: "Posicionamento, naming e a história que uma empresa conta sobre si própria: a estratégia de marca da Meridian.",
      sections: [
        {
          kind: "hero",
          heading: "Estratégia de marca",
          lead: "Posicionamento, naming e a história que uma empresa conta sobre si própria, escritos antes de se desenhar.",
          link_label: "Começar um projeto",
          link_url: "/contact",
        },
        {
          kind: "picture",
          image: "news-1.jpg",
          image_alt: "Post-its numa parede do estúdio, agrupados por tema.",
          caption: "Um workshop de posicionamento em Lisboa.",
          width: "wide",
        },
        { kind: "projects", heading: "Projetos de estratégia de marca", count: 3, service: "Estratégia de Marca" },
        {
          kind: "call",
          heading: "A sua marca diz pouco?",
          lead: "Diga-nos onde está hoje; respondemos em dois dias úteis.",
          link_label: "Escreva-nos",
          link_url: "/contact",
        },
      ],
    },
  },
];
