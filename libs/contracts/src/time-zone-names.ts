/**
 * How each zone of Brazil is called in pt-BR, after its city ("horário de Manaus"); Brasília for São
 * Paulo's, as Brazilians say it. No imports: the web's first screen uses it.
 */
const zoneNames: Record<string, string> = {
  'America/Sao_Paulo': 'Brasília',
  'America/Manaus': 'Manaus',
  'America/Rio_Branco': 'Rio Branco',
  'America/Porto_Velho': 'Porto Velho',
  'America/Boa_Vista': 'Boa Vista',
  'America/Belem': 'Belém',
  'America/Araguaina': 'Araguaína',
  'America/Fortaleza': 'Fortaleza',
  'America/Recife': 'Recife',
  'America/Maceio': 'Maceió',
  'America/Bahia': 'Salvador',
  'America/Campo_Grande': 'Campo Grande',
  'America/Cuiaba': 'Cuiabá',
  'America/Noronha': 'Fernando de Noronha',
};

export const zoneName = (timeZone: string): string =>
  zoneNames[timeZone] ?? (timeZone.split('/').pop() ?? timeZone).replaceAll('_', ' ');
