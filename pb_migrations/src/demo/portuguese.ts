/**
 * The demo agency in Portuguese (issue 24): the site's words, every service, three projects and five articles, each a
 * translation of its English original (found by the original's title or name). European Portuguese, as the Lisbon
 * studio writes it.
 */

export const PORTUGUESE = { code: "pt", name: "Português", dir: "ltr", sort_order: 20 } as const;

export const SITE_PT = {
  site_name: "Meridian",
  tagline: "Um estúdio independente de marca, produto digital e motion design.",
  hero_words: "marcas que ficam na memória\nprodutos que dá gosto usar\nmovimento com sentido",
  seo_description:
    "A Meridian é um estúdio independente de marca, produto digital e motion design, em Lisboa, Nova Iorque e Tóquio.",
};

/** The offices' names in Portuguese, by the demo office's email (its own words where none is given). */
export const OFFICES_PT: Record<string, { name?: string; city?: string; country?: string }> = {
  "lisbon@meridian.example": { name: "Lisboa", city: "Lisboa" },
  "newyork@meridian.example": { name: "Nova Iorque", country: "Estados Unidos" },
  "tokyo@meridian.example": { name: "Tóquio", city: "Tóquio", country: "Japão" },
};

/** By the English service's name. */
export const SERVICES_PT: Record<string, { name: string; summary: string }> = {
  "Brand Strategy": {
    name: "Estratégia de Marca",
    summary: "Posicionamento, naming e a história que uma empresa conta sobre si própria.",
  },
  "Visual Identity": {
    name: "Identidade Visual",
    summary: "Logótipos, tipografia, cor e os sistemas que os mantêm coerentes.",
  },
  "Digital Product": {
    name: "Produto Digital",
    summary: "Investigação, UX e design de interfaces para aplicações e plataformas.",
  },
  "Web Development": {
    name: "Desenvolvimento Web",
    summary: "Sites rápidos e acessíveis, e as ferramentas de conteúdo por trás deles.",
  },
  "Motion & Film": {
    name: "Motion e Filme",
    summary: "Animação, genéricos e filmes de campanha.",
  },
};

export interface PortugueseProject {
  title: string;
  summary: string;
  challenge: string;
  approach: string[];
  outcome: string;
  coverAlt: string;
  galleryAlt: string[];
}

/** By the English project's title. */
export const PROJECTS_PT: Record<string, PortugueseProject> = {
  "Northwind Coffee Roasters": {
    title: "Torrefação Northwind",
    summary:
      "Uma identidade calorosa e confiante para uma torrefação de especialidade que passou dos mercados de produtores para as prateleiras dos supermercados.",
    challenge:
      "A Northwind já não cabia nos sacos carimbados à mão. Os compradores adoravam o café, mas não o encontravam numa prateleira cheia, e a marca não dizia nada sobre as quintas por trás de cada torra.",
    approach: [
      "Entrevistámos produtores, baristas e doze clientes habituais",
      "Criámos um sistema de rótulos flexível em que a origem, a torra e as notas de prova ficam sempre no mesmo sítio",
      "Desenhámos um logótipo a partir das letras do torrador de tambor dos anos 50 da torrefação",
    ],
    outcome:
      "A visibilidade na prateleira subiu muito em testes cegos, e três cadeias de supermercados nacionais passaram a vender a gama em seis meses.",
    coverAlt: "Ilustração em tons de barro: a capa do projeto da Torrefação Northwind.",
    galleryAlt: [
      "Ilustração em tons de barro, a primeira imagem do projeto.",
      "Ilustração em tons de barro, a segunda imagem do projeto.",
      "Ilustração em tons de barro, a terceira imagem do projeto.",
    ],
  },
  "Atlas Health App": {
    title: "Aplicação Atlas Saúde",
    summary:
      "Uma aplicação calma e acessível que ajuda as pessoas a gerir doenças crónicas em conjunto com a sua equipa de saúde.",
    challenge:
      "Os doentes dividiam-se entre diários em papel, três portais e telefonemas. Os médicos viam os dados tarde demais para agir, e os utilizadores mais velhos tinham dificuldade em ler a aplicação existente.",
    approach: [
      "Desenhámos cada fluxo em conjunto com doentes dos 24 aos 81 anos",
      "Definimos uma escala tipográfica e regras de contraste acima do nível AA das WCAG em todos os ecrãs",
      "Entregámos um sistema de design partilhado pelas equipas de iOS, Android e web",
    ],
    outcome: "Os registos diários duplicaram, e as chamadas de apoio sobre a aplicação caíram para menos de metade.",
    coverAlt: "Ilustração em tons de porto e mar: a capa do projeto da aplicação Atlas Saúde.",
    galleryAlt: [
      "Ilustração em tons de porto e mar, a primeira imagem do projeto.",
      "Ilustração em tons de porto e mar, a segunda imagem do projeto.",
      "Ilustração em tons de porto e mar, a terceira imagem do projeto.",
    ],
  },
  "Harbour Line Ferries": {
    title: "Ferries Harbour Line",
    summary:
      "Sinalética, pintura das embarcações e um site de reservas para uma rede de ferries urbanos com nove milhões de passageiros por ano.",
    challenge:
      "Os passageiros perdiam-se entre cais com nomes parecidos, os horários estavam espalhados por três sites e os barcos não se distinguiam ao longe.",
    approach: [
      "Testámos a sinalética de noite, à chuva e a bordo de um barco em movimento",
      "Demos a cada linha uma cor que se lê do cais e do mapa",
      "Refizemos as reservas para funcionarem mesmo quando o sinal falha no cais",
    ],
    outcome: "As perguntas ao balcão sobre o cais certo caíram para metade no primeiro verão.",
    coverAlt: "Ilustração em tons de azul-marinho: a capa do projeto dos Ferries Harbour Line.",
    galleryAlt: [
      "Ilustração em tons de azul-marinho, a primeira imagem do projeto.",
      "Ilustração em tons de azul-marinho, a segunda imagem do projeto.",
      "Ilustração em tons de azul-marinho, a terceira imagem do projeto.",
    ],
  },
};

export interface PortugueseArticle {
  title: string;
  excerpt: string;
  paragraphs: [string, string];
  tags: string;
  coverAlt: string;
}

/** By the English article's title. */
export const ARTICLES_PT: Record<string, PortugueseArticle> = {
  "We are opening a studio in Tokyo": {
    title: "Vamos abrir um estúdio em Tóquio",
    excerpt: "Depois de três anos a trabalhar à distância com clientes japoneses, temos casa em Shibuya.",
    paragraphs: [
      "O estúdio sempre foi pequeno de propósito: cada projeto é liderado pelas pessoas que o apresentaram ao cliente.",
      "Vamos continuar a partilhar o que aprendemos à medida que a equipa cresce, o bom e o embaraçoso.",
    ],
    tags: "estúdio",
    coverAlt: "Ilustração abstrata a acompanhar a notícia do novo estúdio em Tóquio.",
  },
  "Northwind's new identity reaches the shelves": {
    title: "A nova identidade da Northwind chega às prateleiras",
    excerpt:
      "As embalagens da torrefação já estão em três cadeias de supermercados. Eis como o sistema se aguenta no mundo real.",
    paragraphs: [
      "O bom design começa nas restrições que ninguém menciona no briefing: orçamentos, prateleiras, ecrãs e hábitos.",
      "Testámos cedo e muitas vezes, com as pessoas que vão viver com o trabalho todos os dias.",
    ],
    tags: "design",
    coverAlt: "Ilustração abstrata a acompanhar a notícia das novas embalagens da Northwind.",
  },
  "What we learned designing for patients aged 24 to 81": {
    title: "O que aprendemos a desenhar para doentes dos 24 aos 81 anos",
    excerpt: "As sessões de co-design mudaram a nossa escala tipográfica, os nossos botões e a nossa ideia de um bom padrão.",
    paragraphs: [
      "O trabalho acessível é melhor para toda a gente: tipografia mais clara, composições mais calmas e menos surpresas.",
      "As nossas listas de verificação começam no primeiro workshop, não no fim do projeto.",
    ],
    tags: "acessibilidade",
    coverAlt: "Ilustração abstrata a acompanhar o artigo sobre desenho com doentes.",
  },
  "Motion principles we keep coming back to": {
    title: "Os princípios de movimento a que voltamos sempre",
    excerpt: "Easing, contenção e porque é que as melhores transições são as que ninguém nota.",
    paragraphs: [
      "O movimento deve explicar, não decorar. Cada animação tem de merecer o seu lugar.",
      "Tudo o que animamos também funciona, e lê-se bem, com o movimento reduzido ativado.",
    ],
    tags: "movimento",
    coverAlt: "Ilustração abstrata a acompanhar o artigo sobre princípios de movimento.",
  },
  "How we keep web pages under 100 KB": {
    title: "Como mantemos as páginas web abaixo dos 100 KB",
    excerpt: "Orçamentos, tipos de letra e as imagens que decidimos não enviar.",
    paragraphs: [
      "Páginas rápidas são uma gentileza para quem tem telemóveis antigos e redes lentas, e os motores de busca também reparam.",
      "Medimos em aparelhos reais e publicamos os orçamentos que cada projeto tem de cumprir.",
    ],
    tags: "engenharia",
    coverAlt: "Ilustração abstrata a acompanhar o artigo sobre páginas leves.",
  },
};
