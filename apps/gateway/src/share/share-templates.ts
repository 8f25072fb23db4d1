import {
  CYCLE_TIME_ZONE,
  type CityShare,
  type IsoDay,
  type PublicMeetup,
  dayNames,
  meetupPeriods,
  zoneName,
} from '@encontro/contracts';
import {
  FONT_FAMILY,
  type FontWeight,
  type TextStyle,
  fitLine,
  textWidth,
  wrapLines,
} from './share-fonts.js';

// The share cards (issue 31): 1200×630 SVGs in pt-BR that resvg draws. Their inputs are the public
// states alone (CityShare, PublicMeetup): no person's name or photo can reach a card.

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

/** The web app's theme (apps/web/src/styles/global.css). */
const colors = {
  brand: '#5b3cc4',
  brandStrong: '#4a2fa8',
  brandSoft: '#efebfc',
  accent: '#ffd166',
  text: '#1d1b26',
  muted: '#5b5f6b',
  white: '#ffffff',
} as const;

const MARGIN = 64;
const SITE_TAGLINE = 'Indique, vote e encontre pessoas da sua cidade';

// XML 1.0 refuses these code points even escaped: a venue name carrying one would break the card.
// eslint-disable-next-line no-control-regex
const NOT_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;
const entities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Text as SVG character data or an attribute value. */
export const escapeXml = (text: string) => text.replace(NOT_XML, '').replace(/[&<>"']/g, (c) => entities[c]!);

type TextOptions = { fill?: string; anchor?: 'start' | 'middle' | 'end'; opacity?: number };

const style = (size: number, weight: FontWeight): TextStyle => ({ size, weight });

function text(x: number, y: number, content: string, { size, weight }: TextStyle, options: TextOptions = {}) {
  const anchor = options.anchor && options.anchor !== 'start' ? ` text-anchor="${options.anchor}"` : '';
  const opacity = options.opacity !== undefined ? ` fill-opacity="${options.opacity}"` : '';
  return `<text x="${x}" y="${y}" font-family="${FONT_FAMILY}" font-size="${size}" font-weight="${weight}" fill="${options.fill ?? colors.text}"${anchor}${opacity}>${escapeXml(content)}</text>`;
}

function svg(body: string[]): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${CARD_HEIGHT}" viewBox="0 0 ${CARD_WIDTH} ${CARD_HEIGHT}">`,
    ...body,
    '</svg>',
  ].join('\n');
}

/** "Encontro", the wordmark of every card, on the brand background. */
const wordmark = (x: number, y: number) =>
  text(x, y, 'Encontro', style(34, 700), { fill: colors.white, opacity: 0.9 });

const brandBackground = () => [
  `<rect width="${CARD_WIDTH}" height="${CARD_HEIGHT}" fill="${colors.brand}"/>`,
  `<circle cx="${CARD_WIDTH - 40}" cy="40" r="220" fill="${colors.brandStrong}"/>`,
  `<circle cx="${CARD_WIDTH - 140}" cy="${CARD_HEIGHT + 60}" r="160" fill="${colors.brandStrong}" fill-opacity="0.6"/>`,
];

/** "N votos" / "1 voto". */
export const votesLabel = (count: number) => (count === 1 ? '1 voto' : `${count} votos`);

/** A day `YYYY-MM-DD` as "Sábado, 05/12" (a calendar date: no zone moves it). */
export function dayLabel(date: string): string {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const weekday = (new Date(Date.UTC(year, month - 1, day)).getUTCDay() || 7) as IsoDay;
  return `${dayNames[weekday]}, ${String(day).padStart(2, '0')}/${String(month).padStart(2, '0')}`;
}

/** "às 19:30", with "(horário de Manaus)" outside São Paulo's zone; the period "a combinar" while unset. */
export function timeLabel(meetup: Pick<PublicMeetup, 'starts_at' | 'event_time' | 'time_zone'>): string {
  if (!meetup.starts_at) {
    const period = meetupPeriods[meetup.event_time as keyof typeof meetupPeriods];
    return period ? `${period.label}, horário a combinar` : 'Horário a combinar';
  }
  const note = meetup.time_zone === CYCLE_TIME_ZONE ? '' : ` (horário de ${zoneName(meetup.time_zone)})`;
  return `às ${meetup.starts_at}${note}`;
}

/** "4 vagas", "1 vaga", "Lotado", or null without a limit. */
export function seatsLabel(seatsLeft: number | null): string | null {
  if (seatsLeft === null) return null;
  if (seatsLeft === 0) return 'Lotado';
  return seatsLeft === 1 ? '1 vaga' : `${seatsLeft} vagas`;
}

/** "N confirmados" / "1 confirmado". */
export const confirmedLabel = (count: number) => (count === 1 ? '1 confirmado' : `${count} confirmados`);

const cityName = (share: Pick<CityShare, 'city' | 'state'>) => `${share.city} (${share.state})`;

const ROW_HEIGHT = 88;
const ROW_GAP = 14;

/** One venue row of a city card: its place, its name, and what is said of it on the right. */
function venueRow(index: number, top: number, name: string, side: string) {
  const width = CARD_WIDTH - 2 * MARGIN;
  const sideStyle = style(32, 700);
  const nameStyle = style(38, 600);
  const middle = top + ROW_HEIGHT / 2;
  return [
    `<rect x="${MARGIN}" y="${top}" width="${width}" height="${ROW_HEIGHT}" rx="20" fill="${colors.white}"/>`,
    `<circle cx="${MARGIN + 52}" cy="${middle}" r="30" fill="${colors.brand}"/>`,
    text(MARGIN + 52, middle + 12, String(index + 1), style(32, 700), {
      fill: colors.white,
      anchor: 'middle',
    }),
    text(MARGIN + 104, middle + 13, fitLine(name, nameStyle, width - 104 - 300), nameStyle),
    text(MARGIN + width - 32, middle + 11, side, sideStyle, { fill: colors.brand, anchor: 'end' }),
  ];
}

function cityHeader(title: string, subtitle: string | null) {
  const titleStyle = style(60, 700);
  return [
    wordmark(MARGIN, 72),
    text(MARGIN, 150, fitLine(title, titleStyle, CARD_WIDTH - 2 * MARGIN), titleStyle, {
      fill: colors.white,
    }),
    ...(subtitle
      ? [
          text(MARGIN, 198, fitLine(subtitle, style(32, 400), 900), style(32, 400), {
            fill: colors.white,
            opacity: 0.85,
          }),
        ]
      : []),
  ];
}

const footer = (line: string) =>
  text(MARGIN, CARD_HEIGHT - 40, fitLine(line, style(36, 700), CARD_WIDTH - 2 * MARGIN), style(36, 700), {
    fill: colors.accent,
  });

/** A city's week: the top three so far (voting), the winners with their days, or a week without any. */
export function cityCardSvg(share: CityShare): string {
  const city = cityName(share);
  if (share.phase === 'voting' && share.venues.length === 0)
    return svg([
      ...brandBackground(),
      ...cityHeader(`Encontro em ${city}`, null),
      text(MARGIN, 330, 'Ainda não há locais na votação.', style(40, 600), { fill: colors.white }),
      text(MARGIN, 400, 'Qual é o melhor lugar da cidade para um encontro?', style(32, 400), {
        fill: colors.white,
        opacity: 0.85,
      }),
      footer('Indique um local até quinta'),
    ]);
  if (share.phase === 'closed')
    return svg([
      ...brandBackground(),
      ...cityHeader(`Encontro em ${city}`, null),
      text(MARGIN, 330, 'Sem vencedores nesta semana.', style(40, 600), { fill: colors.white }),
      text(MARGIN, 400, 'Na segunda começa uma nova semana: indique um local e vote.', style(32, 400), {
        fill: colors.white,
        opacity: 0.85,
      }),
      footer('Indique e vote de segunda a quinta'),
    ]);
  const winners = share.phase === 'winners';
  const rows = share.venues.flatMap((venue, i) =>
    venueRow(
      i,
      228 + i * (ROW_HEIGHT + ROW_GAP),
      venue.name,
      winners ? (venue.event_date ? dayLabel(venue.event_date) : '') : votesLabel(venue.vote_count),
    ),
  );
  return svg([
    ...brandBackground(),
    ...(winners
      ? cityHeader('Vencedores da semana', city)
      : cityHeader(
          `Encontro em ${city}`,
          share.venues.length < 3 ? 'Os mais votados até agora' : 'Os três mais votados até agora',
        )),
    ...rows,
    footer(winners ? 'Confirme sua presença no encontro' : 'Vote até quinta'),
  ]);
}

const PHOTO_WIDTH = 480;

/** The venue photo's box on a meetup card (the sharp resize target). */
export const meetupPhotoSize = { width: PHOTO_WIDTH, height: CARD_HEIGHT } as const;

/** The left part without a photo: the brand, a pin and the wordmark. */
const photoPlaceholder = () => [
  `<rect width="${PHOTO_WIDTH}" height="${CARD_HEIGHT}" fill="${colors.brand}"/>`,
  `<circle cx="${PHOTO_WIDTH / 2}" cy="260" r="150" fill="${colors.brandStrong}"/>`,
  `<path d="M${PHOTO_WIDTH / 2} 350 C ${PHOTO_WIDTH / 2 - 20} 310 ${PHOTO_WIDTH / 2 - 70} 280 ${PHOTO_WIDTH / 2 - 70} 235 a 70 70 0 1 1 140 0 C ${PHOTO_WIDTH / 2 + 70} 280 ${PHOTO_WIDTH / 2 + 20} 310 ${PHOTO_WIDTH / 2} 350 Z" fill="${colors.accent}"/>`,
  `<circle cx="${PHOTO_WIDTH / 2}" cy="235" r="26" fill="${colors.brand}"/>`,
  text(PHOTO_WIDTH / 2, 520, 'Encontro', style(44, 700), { fill: colors.white, anchor: 'middle' }),
];

function badge(x: number, y: number, label: string, fill: string, color: string) {
  const labelStyle = style(30, 700);
  const width = Math.ceil(textWidth(label, labelStyle)) + 48;
  return {
    width,
    svg: [
      `<rect x="${x}" y="${y}" width="${width}" height="60" rx="30" fill="${fill}"/>`,
      text(x + 24, y + 41, label, labelStyle, { fill: color }),
    ],
  };
}

/**
 * A winner's meetup: the venue photo's box on the left (left empty when the renderer lays the photo
 * there, `withPhoto`; the brand placeholder otherwise), then the venue, its city, the day and time in
 * the city's zone, the seats left and who confirmed, as counts.
 */
export function meetupCardSvg(meetup: PublicMeetup, withPhoto: boolean): string {
  const left = PHOTO_WIDTH + 56;
  const width = CARD_WIDTH - left - 56;
  const nameStyle = style(54, 700);
  const names = wrapLines(meetup.name, nameStyle, width, 2);
  const nameLines = names.map((line, i) => text(left, 150 + i * 64, line, nameStyle));
  const after = 150 + (names.length - 1) * 64;
  const seats = seatsLabel(meetup.seats_left);
  const badges: string[] = [];
  let x = left;
  if (seats) {
    const full = meetup.seats_left === 0;
    const b = badge(x, 500, seats, full ? colors.text : colors.accent, full ? colors.white : colors.text);
    badges.push(...b.svg);
    x += b.width + 16;
  }
  badges.push(
    ...badge(x, 500, confirmedLabel(meetup.confirmed_participants), colors.brandSoft, colors.brand).svg,
  );
  const place = style(32, 400);
  const when = style(36, 600);
  return svg([
    `<rect width="${CARD_WIDTH}" height="${CARD_HEIGHT}" fill="${colors.white}"/>`,
    ...(withPhoto ? [] : photoPlaceholder()),
    `<rect x="${PHOTO_WIDTH}" width="12" height="${CARD_HEIGHT}" fill="${colors.brand}"/>`,
    text(left, 78, 'Encontro da semana', style(28, 700), { fill: colors.brand }),
    ...nameLines,
    text(left, after + 58, fitLine(cityName(meetup), place, width), place, { fill: colors.muted }),
    text(left, after + 138, fitLine(dayLabel(meetup.event_date), when, width), when),
    text(left, after + 188, fitLine(timeLabel(meetup), style(32, 400), width), style(32, 400), {
      fill: colors.muted,
    }),
    ...badges,
  ]);
}

/** `/` and the static pages: the wordmark and what Encontro is. */
export function siteCardSvg(): string {
  return svg([
    ...brandBackground(),
    text(MARGIN, 300, 'Encontro', style(120, 700), { fill: colors.white }),
    text(MARGIN, 380, SITE_TAGLINE, style(40, 400), { fill: colors.white, opacity: 0.9 }),
    footer('Vote até quinta, encontre no fim de semana'),
  ]);
}
