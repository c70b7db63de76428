// The time zones a Brazilian shop can be in (IANA names, as PostgreSQL reads them), by region.
export interface TimezoneOption {
  id: string;
  label: string;
}

export const BRAZIL_TIMEZONES: readonly TimezoneOption[] = [
  { id: 'America/Sao_Paulo', label: 'Horário de Brasília (UTC−3)' },
  { id: 'America/Bahia', label: 'Bahia (UTC−3)' },
  { id: 'America/Fortaleza', label: 'CE, RN, PB, PI e MA (UTC−3)' },
  { id: 'America/Recife', label: 'Pernambuco (UTC−3)' },
  { id: 'America/Maceio', label: 'Alagoas e Sergipe (UTC−3)' },
  { id: 'America/Belem', label: 'Pará e Amapá (UTC−3)' },
  { id: 'America/Araguaina', label: 'Tocantins (UTC−3)' },
  { id: 'America/Manaus', label: 'Amazonas (UTC−4)' },
  { id: 'America/Cuiaba', label: 'Mato Grosso (UTC−4)' },
  { id: 'America/Campo_Grande', label: 'Mato Grosso do Sul (UTC−4)' },
  { id: 'America/Porto_Velho', label: 'Rondônia (UTC−4)' },
  { id: 'America/Boa_Vista', label: 'Roraima (UTC−4)' },
  { id: 'America/Rio_Branco', label: 'Acre (UTC−5)' },
  { id: 'America/Noronha', label: 'Fernando de Noronha (UTC−2)' },
];

/** The list, with the shop's own zone added when it is not a Brazilian one. */
export function timezoneOptions(current: string): readonly TimezoneOption[] {
  return BRAZIL_TIMEZONES.some((zone) => zone.id === current)
    ? BRAZIL_TIMEZONES
    : [...BRAZIL_TIMEZONES, { id: current, label: current }];
}
