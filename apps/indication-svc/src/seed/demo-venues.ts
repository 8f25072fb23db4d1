import type { EventDay, EventTime } from '@encontro/contracts';

/**
 * The demo's data only (no Nest): the seed reads it, and `npm start` imports the built file to draw
 * each venue's photo into object storage before seeding.
 */
type DemoVenue = {
  host: string;
  name: string;
  address: string;
  reference: string | null;
  phone: string | null;
  website: string | null;
  attractives: string[];
  eventDay: EventDay;
  eventTime: EventTime;
  /** Object key of its photo; `npm start` draws and stores it (scripts/stack/demo-photos.mjs). */
  photoKey: string;
};

/** Approved São Paulo venues of identity-svc's demo people (README), and a few of their votes. */
export const demoVenues: readonly DemoVenue[] = [
  {
    host: 'ana@example.com',
    name: 'Bar Esquina Paulista',
    address: 'Rua Augusta, 1500 - Consolação',
    reference: 'Em frente à livraria',
    phone: '(11) 3255-0101',
    website: 'https://esquinapaulista.example.com',
    attractives: ['Música ao vivo', 'Petiscos'],
    eventDay: 'Sábado',
    eventTime: 'Noite - Horário a combinar',
    photoKey: 'seed/venues/bar-esquina-paulista.webp',
  },
  {
    host: 'bruno@example.com',
    name: 'Café Jardim Secreto',
    address: 'Rua dos Pinheiros, 320 - Pinheiros',
    reference: 'Perto do metrô Fradique Coutinho',
    phone: '(11) 98888-1234',
    website: null,
    attractives: ['Cafés especiais', 'Jardim'],
    eventDay: 'Domingo',
    eventTime: 'Manhã - Horário a combinar',
    photoKey: 'seed/venues/cafe-jardim-secreto.webp',
  },
  {
    host: 'carla@example.com',
    name: 'Quiosque do Parque Villa-Lobos',
    address: 'Av. Prof. Fonseca Rodrigues, 2001 - Alto de Pinheiros',
    reference: 'Entrada principal',
    phone: null,
    website: null,
    attractives: ['Piquenique', 'Área verde'],
    eventDay: 'Sábado',
    eventTime: 'Tarde - Horário a combinar',
    photoKey: 'seed/venues/quiosque-do-parque-villa-lobos.webp',
  },
];
export const demoVotes: readonly [voter: string, host: string][] = [
  ['bruno@example.com', 'ana@example.com'],
  ['carla@example.com', 'ana@example.com'],
  ['diego@example.com', 'bruno@example.com'],
];
