import { describe, expect, it } from 'vitest';
import {
  COMPANY_SETTINGS_MESSAGES,
  companySettingsSchema,
  toCompanySettingsPatch,
} from './company-settings-schema';
import { companyInfoSchema, COMPANY_INFO_MESSAGES, mirrorCompanyInfo } from './company-info-schema';

const valid = {
  whatsappNumber: '5511999999999',
  minimumOrder: '',
  pickupMinimumOrder: '',
  maxOrderTotal: '3.000,00',
};

const messages = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('company settings schema', () => {
  it('requires the WhatsApp number with the pt-BR message', () => {
    expect(messages(companySettingsSchema.safeParse({ ...valid, whatsappNumber: '  ' }))).toEqual([
      'Número do WhatsApp é obrigatório',
    ]);
    expect(COMPANY_SETTINGS_MESSAGES.whatsappHint).toBe(
      'Digite apenas números com código do país (ex: 5511999999999)',
    );
  });

  it('refuses negative or non-numeric amounts, accepts blank as 0', () => {
    expect(messages(companySettingsSchema.safeParse({ ...valid, minimumOrder: '-1' }))).toEqual([
      COMPANY_SETTINGS_MESSAGES.amountInvalid,
    ]);
    expect(messages(companySettingsSchema.safeParse({ ...valid, minimumOrder: 'abc' }))).toEqual([
      COMPANY_SETTINGS_MESSAGES.amountInvalid,
    ]);
    const parsed = companySettingsSchema.parse(valid);
    expect(toCompanySettingsPatch(parsed)).toEqual({
      whatsapp_number: '5511999999999',
      minimum_order: 0,
      pickup_minimum_order: 0,
      max_order_total: 3000,
    });
  });

  it('no longer saves the name, the address or the delivery fee (one place per fact)', () => {
    const patch = toCompanySettingsPatch(companySettingsSchema.parse(valid));
    expect(Object.keys(patch).sort()).toEqual([
      'max_order_total',
      'minimum_order',
      'pickup_minimum_order',
      'whatsapp_number',
    ]);
  });

  it('saves a pickup minimum of its own and a ceiling above zero for one online order', () => {
    expect(
      toCompanySettingsPatch(
        companySettingsSchema.parse({ ...valid, pickupMinimumOrder: '15', maxOrderTotal: '800' }),
      ),
    ).toMatchObject({ pickup_minimum_order: 15, max_order_total: 800 });
    for (const maxOrderTotal of ['0', '', '-5'])
      expect(messages(companySettingsSchema.safeParse({ ...valid, maxOrderTotal }))).toContain(
        maxOrderTotal === '-5'
          ? COMPANY_SETTINGS_MESSAGES.amountInvalid
          : COMPANY_SETTINGS_MESSAGES.ceilingInvalid,
      );
  });

  it('keeps only the digits of the number and accepts a comma in amounts', () => {
    const parsed = companySettingsSchema.parse({
      ...valid,
      whatsappNumber: '+55 (11) 99999-9999',
      minimumOrder: '20,50',
    });
    expect(toCompanySettingsPatch(parsed)).toMatchObject({
      whatsapp_number: '5511999999999',
      minimum_order: 20.5,
    });
  });

  it('reads amounts as reais the Brazilian way and refuses what is not money', () => {
    const patch = (pickupMinimumOrder: string, minimumOrder: string) =>
      toCompanySettingsPatch(
        companySettingsSchema.parse({ ...valid, pickupMinimumOrder, minimumOrder }),
      );
    expect(patch('7,50', '1.234,56')).toMatchObject({
      pickup_minimum_order: 7.5,
      minimum_order: 1234.56,
    });
    expect(patch('R$ 5', '1.234')).toMatchObject({ pickup_minimum_order: 5, minimum_order: 1234 });
    for (const minimumOrder of ['1e3', '7,505', '1,2,3']) {
      expect(messages(companySettingsSchema.safeParse({ ...valid, minimumOrder }))).toEqual([
        COMPANY_SETTINGS_MESSAGES.amountInvalid,
      ]);
    }
  });
});

describe('company information', () => {
  it('needs a name and a plausible phone', () => {
    expect(messages(companyInfoSchema.safeParse({ companyName: '', companyPhone: '12' }))).toEqual([
      COMPANY_INFO_MESSAGES.nameRequired,
      COMPANY_INFO_MESSAGES.phoneInvalid,
    ]);
  });

  it('mirrors the legacy keys in localStorage', () => {
    mirrorCompanyInfo({
      companyName: 'Bella',
      companyPhone: '11999999999',
    });
    expect(localStorage.getItem('companyName')).toBe('Bella');
    expect(localStorage.getItem('companyPhone')).toBe('11999999999');
  });
});
