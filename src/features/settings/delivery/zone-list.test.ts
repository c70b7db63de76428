import { describe, expect, it } from 'vitest';
import { foldText } from '@/domain/fold-text';
import { parseZoneList } from './zone-list';

describe('the pasted list of bairros', () => {
  it('reads "Centro; 5,00", "Centro - R$ 5,00" and their cousins', () => {
    const { zones, problems } = parseZoneList(
      [
        'Centro; 5,00',
        'Jardim América - R$ 7,50',
        'Vila Nova: 6',
        'Boa Vista R$ 8,00',
        'Setor 7 – 4.50',
        'Bela Vista;R$ 10',
        'Morumbi\t12,00\t40,00\t40-50',
      ].join('\n'),
    );
    expect(problems).toEqual([]);
    expect(zones.map((z) => [z.name, z.fee, z.minimumOrder, z.estimatedTime, z.line])).toEqual([
      ['Centro', 5, null, null, 1],
      ['Jardim América', 7.5, null, null, 2],
      ['Vila Nova', 6, null, null, 3],
      ['Boa Vista', 8, null, null, 4],
      ['Setor 7', 4.5, null, null, 5],
      ['Bela Vista', 10, null, null, 6],
      ['Morumbi', 12, 40, '40-50', 7],
    ]);
  });

  it('skips blank lines and comments; says what is wrong with a line, by number', () => {
    const { zones, problems } = parseZoneList(
      ['# bairros da zona sul', '', 'Centro', '; 5,00', 'Vila Rica; cinco', 'Lapa; 5; abc'].join(
        '\n',
      ),
    );
    expect(zones).toEqual([]);
    expect(problems).toEqual([
      { line: 3, text: 'Centro', message: 'Falta a taxa. Use o formato "Centro; 5,00".' },
      { line: 4, text: '; 5,00', message: 'Falta o nome do bairro.' },
      { line: 5, text: 'Vila Rica; cinco', message: 'Taxa inválida: "cinco".' },
      { line: 6, text: 'Lapa; 5; abc', message: 'Pedido mínimo inválido: "abc".' },
    ]);
  });

  it('leaves out names already registered or repeated, ignoring case and accents', () => {
    const { zones, skipped } = parseZoneList('São José; 5\nsao jose; 6\nCentro; 4\nCENTRO ; 4', [
      'centro',
    ]);
    expect(zones.map((z) => z.name)).toEqual(['São José']);
    expect(skipped.map((s) => [s.line, s.message])).toEqual([
      [2, 'sao jose já está na lista.'],
      [3, 'Centro já está na lista.'],
      [4, 'CENTRO já está na lista.'],
    ]);
  });

  it('folds names for comparison', () => {
    expect(foldText('  Jardim   São  Luís ')).toBe('jardim sao luis');
  });
});
